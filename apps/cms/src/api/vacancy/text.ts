// A posted vacancy's text is plain text: paragraphs split by blank lines, list items on lines that
// start with "- " or "* ". It becomes Strapi blocks, so no HTML the poster types is ever markup.

type Inline = { type: 'text'; text: string };
export type VacancyBlock =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; format: 'unordered'; children: { type: 'list-item'; children: Inline[] }[] };

const ITEM = /^\s*[-*•]\s+/;
const text = (value: string): Inline[] => [{ type: 'text', text: value }];

/** Blocks from the text as the form sends it. */
export function textToBlocks(value: string): VacancyBlock[] {
  const blocks: VacancyBlock[] = [];
  for (const part of value.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = part.split('\n').map((line) => line.trim()).filter(Boolean);
    let paragraph: string[] = [];
    let items: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ type: 'paragraph', children: text(paragraph.join(' ')) });
      if (items.length) blocks.push({ type: 'list', format: 'unordered', children: items.map((item) => ({ type: 'list-item', children: text(item) })) });
      paragraph = [];
      items = [];
    };
    for (const line of lines) {
      if (ITEM.test(line)) {
        if (paragraph.length) flush();
        items.push(line.replace(ITEM, ''));
      } else {
        if (items.length) flush();
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}

type AnyBlock = { type?: string; children?: AnyBlock[]; text?: string };
const plain = (node: AnyBlock): string => (typeof node.text === 'string' ? node.text : (node.children ?? []).map(plain).join(''));

/** The text back from blocks, for editing a pending vacancy in the form. */
export function blocksToText(blocks: unknown): string {
  if (!Array.isArray(blocks)) return '';
  return (blocks as AnyBlock[])
    .map((block) => (block.type === 'list' ? (block.children ?? []).map((item) => `- ${plain(item)}`).join('\n') : plain(block)))
    .filter(Boolean)
    .join('\n\n');
}
