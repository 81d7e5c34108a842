import type { ReactNode } from 'react';
import { COLUMN_WIDEST, Image } from '@/components/ui/image';
import type { BlockNode, InlineNode, ListNode } from '@/lib/cms/blocks';

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

const inlines = (children: InlineNode[]) => children.map((child, i) => <Inline key={i} node={child} />);

function List({ node }: { node: ListNode }): ReactNode {
  const items = node.children.map((child, i) =>
    child.type === 'list' ? <li key={i}><List node={child} /></li> : <li key={i}>{inlines(child.children)}</li>,
  );
  return node.format === 'ordered' ? <ol>{items}</ol> : <ul>{items}</ul>;
}

function Block({ node }: { node: BlockNode }): ReactNode {
  switch (node.type) {
    case 'paragraph':
      return <p>{inlines(node.children)}</p>;
    case 'heading': {
      // The page's h1 is the title: body headings start at h2.
      const Tag = `h${Math.max(node.level, 2)}` as 'h2';
      return <Tag>{inlines(node.children)}</Tag>;
    }
    case 'quote':
      return <blockquote>{inlines(node.children)}</blockquote>;
    case 'code':
      return (
        <pre>
          <code>{inlines(node.children)}</code>
        </pre>
      );
    case 'list':
      return <List node={node} />;
    case 'image':
      return (
        <Image
          src={node.image.url}
          alt={node.image.alternativeText ?? ''}
          width={node.image.width ?? 1200}
          height={node.image.height ?? 675}
          sizes="(min-width: 768px) 768px, 100vw"
          widest={COLUMN_WIDEST}
          className="h-auto w-full rounded"
        />
      );
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
