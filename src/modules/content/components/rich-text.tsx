import { Fragment, type ReactNode } from 'react';
import Link from '@/ui/link';
import type { LiveValueName } from '../domain/live';
import { safeHref, type RichBlock, type RichInline, type RichTextDoc } from '../domain/rich-text';

/** Today's value of each live placeholder: text, or a link (the studio's e-mail). */
export type LiveValueMap = Record<LiveValueName, string | { text: string; href: string }>;

/**
 * Draws a rich-text document with its allow-list (domain/rich-text.ts): only paragraphs, lists,
 * line breaks, bold, italic, code, links with a safe target and live values become elements; text
 * is always text. Nothing in a document can add a script, a style or an event handler.
 */
export function RichText({ doc, values }: { doc: RichTextDoc; values: LiveValueMap }) {
  return <>{doc.content.map((block, index) => renderBlock(block, index, values))}</>;
}

/** The inline content of a document's paragraphs, without the paragraph elements (a lead, a caption). */
export function RichInlineText({ doc, values }: { doc: RichTextDoc; values: LiveValueMap }) {
  return (
    <>
      {doc.content.map((block, index) =>
        block.type === 'paragraph' ? (
          <Fragment key={index}>
            {index > 0 ? ' ' : null}
            {renderInline(block.content ?? [], values)}
          </Fragment>
        ) : null,
      )}
    </>
  );
}

function renderBlock(block: RichBlock, key: number, values: LiveValueMap): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={key}>{renderInline(block.content ?? [], values)}</p>;
    case 'bulletList':
    case 'orderedList': {
      const items = block.content.map((item, index) => (
        <li key={index}>
          {item.content.length === 1 && item.content[0]?.type === 'paragraph'
            ? renderInline(item.content[0].content ?? [], values)
            : item.content.map((child, childIndex) => renderBlock(child, childIndex, values))}
        </li>
      ));
      return block.type === 'bulletList' ? <ul key={key}>{items}</ul> : <ol key={key}>{items}</ol>;
    }
    default:
      return null;
  }
}

function renderInline(nodes: readonly RichInline[], values: LiveValueMap): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === 'hardBreak') return <br key={index} />;
    if (node.type === 'liveValue') {
      const value = values[node.attrs.name];
      if (value === undefined) return null;
      return typeof value === 'string' ? (
        <Fragment key={index}>{value}</Fragment>
      ) : (
        <a key={index} href={value.href}>
          {value.text}
        </a>
      );
    }
    let element: ReactNode = node.text;
    for (const mark of node.marks ?? []) {
      if (mark.type === 'bold') element = <strong>{element}</strong>;
      else if (mark.type === 'italic') element = <em>{element}</em>;
      else if (mark.type === 'code') element = <code>{element}</code>;
      else if (mark.type === 'link') {
        const href = safeHref(mark.attrs.href);
        if (!href) continue;
        element = href.startsWith('/') ? <Link href={href}>{element}</Link> : <a href={href}>{element}</a>;
      }
    }
    return <Fragment key={index}>{element}</Fragment>;
  });
}
