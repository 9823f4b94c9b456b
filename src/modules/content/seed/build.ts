import type { BlockNode, BlockType, HeroLayout, PointStyle, SectionVariant, TextStyle } from '../domain/blocks';
import type { LiveBlockName, LiveValueName } from '../domain/live';
import type { RichBlock, RichInline, RichListItem, RichMark, RichTextDoc } from '../domain/rich-text';

/**
 * Small builders for the pages' first versions (today's texts, seed/*.ts): readable trees instead
 * of raw JSON. Ids are fixed and readable (`om-oss.studion`), so a page served from its seed before
 * the database has it and the same page after have the same block ids.
 */

type Inline = string | RichInline | RichInline[];

function inline(parts: readonly Inline[]): RichInline[] {
  return parts.flatMap((part) =>
    typeof part === 'string' ? (part ? [{ type: 'text' as const, text: part }] : []) : Array.isArray(part) ? part : [part],
  );
}

function marked(mark: RichMark, parts: readonly Inline[]): RichInline[] {
  return inline(parts).map((node) => (node.type === 'text' ? { ...node, marks: [...(node.marks ?? []), mark] } : node));
}

export const strong = (...parts: Inline[]): RichInline[] => marked({ type: 'bold' }, parts);
export const em = (...parts: Inline[]): RichInline[] => marked({ type: 'italic' }, parts);
export const code = (...parts: Inline[]): RichInline[] => marked({ type: 'code' }, parts);
export const link = (href: string, ...parts: Inline[]): RichInline[] => marked({ type: 'link', attrs: { href } }, parts);
export const live = (name: LiveValueName): RichInline => ({ type: 'liveValue', attrs: { name } });
export const br: RichInline = { type: 'hardBreak' };

export const p = (...parts: Inline[]): RichBlock => {
  const content = inline(parts);
  return content.length > 0 ? { type: 'paragraph', content } : { type: 'paragraph' };
};

const item = (entry: Inline | Inline[] | RichBlock[]): RichListItem => {
  if (
    Array.isArray(entry) &&
    entry.length > 0 &&
    entry.every(
      (part) =>
        typeof part === 'object' &&
        part !== null &&
        !Array.isArray(part) &&
        (part.type === 'paragraph' || part.type === 'bulletList' || part.type === 'orderedList'),
    )
  ) {
    return { type: 'listItem', content: entry as RichBlock[] };
  }
  return { type: 'listItem', content: [p(...(Array.isArray(entry) ? (entry as Inline[]) : [entry]))] };
};

/** A bullet list: each entry is one item's inline parts (an array) or a single string. */
export const ul = (...items: Array<Inline | Inline[] | RichBlock[]>): RichBlock => ({ type: 'bulletList', content: items.map(item) });
export const ol = (...items: Array<Inline | Inline[] | RichBlock[]>): RichBlock => ({ type: 'orderedList', content: items.map(item) });

export const doc = (...content: RichBlock[]): RichTextDoc => ({
  type: 'doc',
  content: content.length > 0 ? content : [{ type: 'paragraph' }],
});

const node = (id: string, type: BlockType, props: Record<string, unknown>, children: BlockNode[] = []): BlockNode => ({
  id,
  type,
  parentId: null,
  props,
  children,
});

export const section = (id: string, props: { title?: string; anchor?: string; variant?: SectionVariant }, ...children: BlockNode[]) =>
  node(id, 'section', props, children);
export const hero = (
  id: string,
  props: { eyebrow?: string; title: string; showSaleStatus?: boolean; layout?: HeroLayout; lead?: RichTextDoc },
  ...children: BlockNode[]
) => node(id, 'hero', { showSaleStatus: true, ...props }, children);
/** A page's title and lead (the lead may hold live values, such as the studio's street). */
export const pageHeader = (id: string, title: string, ...lead: Inline[]) => node(id, 'pageHeader', { title, lead: doc(p(...lead)) });
export const heading = (id: string, text: string, level: 2 | 3 = 2, anchor?: string) =>
  node(id, 'heading', anchor ? { text, level, anchor } : { text, level });
export const text = (id: string, ...content: RichBlock[]) => node(id, 'richText', { doc: doc(...content) });
/** A text set in another style than running text: a larger grey intro or small print. */
export const styledText = (id: string, style: TextStyle, ...content: RichBlock[]) => node(id, 'richText', { doc: doc(...content), style });
/** A table of plain text; each row as many cells as the header, the first cell heading the row. */
export const table = (id: string, props: { caption?: string; header: string[]; rows: string[][] }) => node(id, 'table', props);
/** One point of a `points` block: a title and a text (each one paragraph, live values allowed). */
export const point = (title: Inline | Inline[], text: Inline | Inline[]) => ({
  title: doc(p(...(Array.isArray(title) ? title : [title]))),
  text: doc(p(...(Array.isArray(text) ? text : [text]))),
});
export const points = (id: string, style: PointStyle, ...items: Array<ReturnType<typeof point>>) => node(id, 'points', { style, items });
export const faq = (id: string, question: string, ...answer: RichBlock[]) => node(id, 'faq', { question, answer: doc(...answer) });
export const cta = (id: string, label: string, href: string, style: 'primary' | 'accent' | 'outline' = 'primary') =>
  node(id, 'cta', { label, href, style });
export const liveBlock = (id: string, name: LiveBlockName, title?: string) => node(id, 'live', title ? { name, title } : { name });
export const lots = (
  id: string,
  props: {
    title: string;
    source: 'chosen' | 'category' | 'ending-soon' | 'newest';
    auctionIds?: string[];
    category?: string;
    limit?: number;
    moreHref?: string;
  },
) => node(id, 'lotCarousel', { auctionIds: [], limit: 8, ...props });

/** A page's first version: today's text, dated when it last changed. */
export interface PageSeed {
  /** ISO date the text last changed: the seeded version's "Senast uppdaterad". */
  updated: string;
  blocks: BlockNode[];
}
