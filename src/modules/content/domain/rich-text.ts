import { isLiveValueName, type LiveValueName } from './live';

/**
 * Rich text is stored as structured JSON (the editor's ProseMirror document), never as HTML
 * (docs/product.md §9). This is its allow-list: `sanitizeRichText` keeps only these nodes, marks and
 * attributes, whatever an editor pasted or a client sent, and the renderer draws only these. A
 * link goes only to a path on the site, an anchor, https/http or mailto — never `javascript:`.
 */

export type RichMark = { type: 'bold' } | { type: 'italic' } | { type: 'code' } | { type: 'link'; attrs: { href: string } };

export type RichInline =
  { type: 'text'; text: string; marks?: RichMark[] } | { type: 'hardBreak' } | { type: 'liveValue'; attrs: { name: LiveValueName } };

export interface RichParagraph {
  type: 'paragraph';
  content?: RichInline[];
}

export interface RichListItem {
  type: 'listItem';
  content: Array<RichParagraph | RichList>;
}

export interface RichList {
  type: 'bulletList' | 'orderedList';
  content: RichListItem[];
}

export type RichBlock = RichParagraph | RichList;

export interface RichTextDoc {
  type: 'doc';
  content: RichBlock[];
}

export const EMPTY_DOC: RichTextDoc = { type: 'doc', content: [{ type: 'paragraph' }] };

/** Most characters one text block keeps (a long terms section is about 3 000). */
export const RICH_TEXT_MAX_CHARS = 20_000;

// A path is "/" not followed by "/" or "\\": browsers read "/\\evil.example" as "//evil.example", another site.
const SAFE_HREF = /^(?:\/(?![/\\])|#|https?:\/\/|mailto:)/i;

/** Deeper than this, a node is dropped: no editor nests so far, and the walk must not overflow the stack. */
const MAX_NESTING = 40;

/** The link target if it is one a page may carry, else null. */
export function safeHref(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  // Browsers ignore tabs, newlines and leading control characters in a URL: "java\tscript:" is javascript:.
  const cleaned = href.replace(/[\u0000-\u0020\u007f]/g, '');
  if (cleaned.length === 0 || cleaned.length > 2_000) return null;
  return SAFE_HREF.test(cleaned) ? cleaned : null;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function children(node: Json): unknown[] {
  return Array.isArray(node.content) ? node.content : [];
}

/**
 * Text without control characters (PostgreSQL refuses U+0000; none belongs in prose) and without
 * lone surrogates (not Unicode: jsonb refuses their escapes, so the save would fail).
 */
function cleanText(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '');
}

function sanitizeMarks(value: unknown): RichMark[] {
  if (!Array.isArray(value)) return [];
  const marks: RichMark[] = [];
  for (const mark of value) {
    if (!isObject(mark)) continue;
    if (mark.type === 'bold' || mark.type === 'italic' || mark.type === 'code') {
      if (!marks.some((kept) => kept.type === mark.type)) marks.push({ type: mark.type });
    } else if (mark.type === 'link' && isObject(mark.attrs)) {
      const href = safeHref(mark.attrs.href);
      if (href && !marks.some((kept) => kept.type === 'link')) marks.push({ type: 'link', attrs: { href } });
    }
  }
  return marks;
}

function sanitizeInline(nodes: unknown[], nesting: number): RichInline[] {
  const out: RichInline[] = [];
  if (nesting > MAX_NESTING) return out;
  for (const node of nodes) {
    if (!isObject(node)) continue;
    if (node.type === 'text' && typeof node.text === 'string') {
      const text = cleanText(node.text);
      if (text.length === 0) continue;
      const marks = sanitizeMarks(node.marks);
      out.push(marks.length > 0 ? { type: 'text', text, marks } : { type: 'text', text });
    } else if (node.type === 'hardBreak') {
      out.push({ type: 'hardBreak' });
    } else if (node.type === 'liveValue' && isObject(node.attrs) && isLiveValueName(node.attrs.name)) {
      out.push({ type: 'liveValue', attrs: { name: node.attrs.name } });
    } else if (Array.isArray(node.content)) {
      // An unknown wrapper (a span, a heading pasted into a paragraph): keep its text.
      out.push(...sanitizeInline(node.content, nesting + 1));
    }
  }
  return out;
}

function paragraph(content: RichInline[]): RichParagraph {
  return content.length > 0 ? { type: 'paragraph', content } : { type: 'paragraph' };
}

function sanitizeBlocks(nodes: unknown[], depth: number, nesting: number): RichBlock[] {
  const out: RichBlock[] = [];
  if (nesting > MAX_NESTING) return out;
  for (const node of nodes) {
    if (!isObject(node)) continue;
    if ((node.type === 'bulletList' || node.type === 'orderedList') && depth < 4) {
      const items: RichListItem[] = [];
      for (const item of children(node)) {
        if (!isObject(item)) continue;
        const content = sanitizeBlocks(item.type === 'listItem' ? children(item) : [item], depth + 1, nesting + 2);
        items.push({ type: 'listItem', content: content.length > 0 ? content : [paragraph([])] });
      }
      if (items.length > 0) out.push({ type: node.type, content: items });
    } else if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'blockquote' || node.type === 'codeBlock') {
      // Headings are blocks of their own; a heading or quote pasted into text becomes a paragraph.
      const inner = children(node);
      if (
        inner.some(
          (child) => isObject(child) && (child.type === 'paragraph' || child.type === 'bulletList' || child.type === 'orderedList'),
        )
      ) {
        out.push(...sanitizeBlocks(inner, depth, nesting + 1));
      } else {
        out.push(paragraph(sanitizeInline(inner, nesting + 1)));
      }
    } else if (node.type === 'text' || node.type === 'hardBreak' || node.type === 'liveValue') {
      const inline = sanitizeInline([node], nesting);
      const last = out.at(-1);
      // Loose text joins the paragraph before it; loose text that sanitises to nothing adds nothing
      // (an empty `content: []` would differ from a second pass, which drops it).
      if (last?.type === 'paragraph') {
        if (inline.length > 0) last.content = [...(last.content ?? []), ...inline];
      } else out.push(paragraph(inline));
    } else if (Array.isArray(node.content)) {
      out.push(...sanitizeBlocks(node.content, depth, nesting + 1));
    }
  }
  return out;
}

/** The document with only what the allow-list keeps; anything else becomes an empty document. */
export function sanitizeRichText(value: unknown): RichTextDoc {
  if (!isObject(value) || value.type !== 'doc') return EMPTY_DOC;
  const content = sanitizeBlocks(children(value), 0, 0);
  return { type: 'doc', content: content.length > 0 ? content : [{ type: 'paragraph' }] };
}

/** The document's words, for search and for the size limit. */
export function richTextPlain(doc: RichTextDoc): string {
  const parts: string[] = [];
  const walk = (nodes: readonly unknown[]) => {
    for (const node of nodes) {
      if (!isObject(node)) continue;
      if (node.type === 'text' && typeof node.text === 'string') parts.push(node.text);
      if (Array.isArray(node.content)) {
        walk(node.content);
        parts.push(' ');
      }
    }
  };
  walk(doc.content);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
