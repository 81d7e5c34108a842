import type { ReactNode } from 'react';
import { Image } from '@/components/ui/image';
import type { BlockNode, InlineNode } from '@/lib/cms/blocks';

// Strapi's own renderer (@strapi/blocks-react-renderer) is a client component; this one renders
// on the server, so article bodies ship no JavaScript.

function Inline({ node }: { node: InlineNode }): ReactNode {
  if (node.type === 'link') {
    const external = /^https?:\/\//.test(node.url);
    return (
      <a href={node.url} {...(external ? { rel: 'noopener noreferrer' } : {})}>
        {node.children.map((child, i) => (
          <Inline key={i} node={child} />
        ))}
      </a>
    );
  }
  let out: ReactNode = node.text;
  if (node.code) out = <code>{out}</code>;
  if (node.bold) out = <strong>{out}</strong>;
  if (node.italic) out = <em>{out}</em>;
  if (node.underline) out = <u>{out}</u>;
  if (node.strikethrough) out = <s>{out}</s>;
  return out;
}

const inlines = (children: unknown) =>
  Array.isArray(children)
    ? (children as InlineNode[]).map((child, i) => <Inline key={i} node={child} />)
    : null;

function Block({ node }: { node: BlockNode }): ReactNode {
  const n = node as { type: string; children?: unknown; level?: number; format?: string; image?: { url: string; alternativeText?: string | null; width?: number; height?: number } };
  switch (n.type) {
    case 'paragraph':
      return <p>{inlines(n.children)}</p>;
    case 'heading': {
      // The page's h1 is the title: body headings start at h2.
      const Tag = `h${Math.min(Math.max(n.level ?? 2, 2), 6)}` as 'h2';
      return <Tag>{inlines(n.children)}</Tag>;
    }
    case 'quote':
      return <blockquote>{inlines(n.children)}</blockquote>;
    case 'code':
      return (
        <pre>
          <code>{inlines(n.children)}</code>
        </pre>
      );
    case 'list': {
      const items = (n.children as BlockNode[]).map((child, i) => <Block key={i} node={child} />);
      return n.format === 'ordered' ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'list-item':
      return <li>{inlines(n.children)}</li>;
    case 'image':
      return n.image ? (
        <Image
          src={n.image.url}
          alt={n.image.alternativeText ?? ''}
          width={n.image.width ?? 1200}
          height={n.image.height ?? 675}
          sizes="(min-width: 768px) 768px, 100vw"
          className="h-auto w-full rounded"
        />
      ) : null;
    default:
      return null;
  }
}

export function Blocks({ blocks }: { blocks: BlockNode[] }) {
  return (
    <div className="prose-standplaats">
      {blocks.map((block, i) => (
        <Block key={i} node={block} />
      ))}
    </div>
  );
}
