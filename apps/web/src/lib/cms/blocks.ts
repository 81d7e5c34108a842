import { z } from 'zod';
import { safeHref } from '@/lib/security/links';

// Strapi's blocks format (the rich-text field). Each node is checked on its own: a node of an
// unknown type or of the wrong shape is dropped, not a failed page, and a link whose target is not
// safe to render (see `safeHref`) keeps its text but loses the link.
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
export type ListItemNode = { type: 'list-item'; children: InlineNode[] };
export type ListNode = { type: 'list'; format: 'ordered' | 'unordered'; children: (ListItemNode | ListNode)[] };
export type BlockNode =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: InlineNode[] }
  | { type: 'quote'; children: InlineNode[] }
  | { type: 'code'; children: InlineNode[] }
  | ListNode
  | { type: 'image'; image: { url: string; alternativeText?: string | null; width?: number; height?: number } };

/** The items of `value` that `schema` accepts, in order; the others are dropped (not an array: none). */
const each = <T>(schema: z.ZodType<T>) =>
  z.unknown().transform((value): T[] =>
    Array.isArray(value) ? value.flatMap((item) => {
      const parsed = schema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }) : [],
  );

const optionalFlag = z.boolean().optional().catch(undefined);
const textNode = z.object({
  type: z.literal('text'),
  text: z.string(),
  bold: optionalFlag,
  italic: optionalFlag,
  underline: optionalFlag,
  strikethrough: optionalFlag,
  code: optionalFlag,
});

const inlineNode: z.ZodType<InlineNode | TextNode[]> = z.union([
  textNode,
  z.object({ type: z.literal('link'), url: z.string(), children: each(textNode) }).transform(({ url, children }) => {
    const href = safeHref(url);
    return href ? { type: 'link' as const, url: href, children } : children;
  }),
]);
// An unsafe link is replaced by its text, so the inline list is flattened once.
const inlines = each(inlineNode).transform((nodes) => nodes.flat());

const listItem = z.object({ type: z.literal('list-item'), children: inlines });
const list: z.ZodType<ListNode> = z.object({
  type: z.literal('list'),
  format: z.enum(['ordered', 'unordered']).catch('unordered'),
  children: z.lazy(() => each(z.union([listItem, list]))),
});

const blockNode: z.ZodType<BlockNode> = z.union([
  z.object({ type: z.enum(['paragraph', 'quote', 'code']), children: inlines }),
  z.object({ type: z.literal('heading'), level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]).catch(2), children: inlines }),
  list,
  z.object({
    type: z.literal('image'),
    image: z.object({ url: z.string(), alternativeText: z.string().nullable().optional(), width: z.number().optional(), height: z.number().optional() }),
  }),
]);

export const blocksSchema = each(blockNode);
