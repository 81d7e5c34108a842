import { z } from 'zod';

// Strapi's blocks format (the rich-text field), parsed loosely: unknown node types are kept and
// skipped by the renderer instead of failing the whole page.
export type TextNode = {
  type: 'text';
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  code?: boolean;
};
export type InlineNode = TextNode | { type: 'link'; url: string; children: TextNode[] };
export type BlockNode =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: InlineNode[] }
  | { type: 'quote'; children: InlineNode[] }
  | { type: 'code'; children: InlineNode[] }
  | { type: 'list'; format: 'ordered' | 'unordered'; children: BlockNode[] }
  | { type: 'list-item'; children: InlineNode[] }
  | { type: 'image'; image: { url: string; alternativeText?: string | null; width?: number; height?: number } }
  | { type: string; children?: unknown };

export const blocksSchema = z.array(z.looseObject({ type: z.string() })).transform((nodes) => nodes as BlockNode[]);
