import { z } from 'zod';
import { CATEGORY_KEYS } from '@/keys';
import { coercedRowId, MAX_ROW_ID } from '@/platform/row-id';
import { singleLine } from '@/platform/text-input';
import { BLOCK_TYPES, HERO_LAYOUTS, POINT_STYLES, SECTION_VARIANTS, TEXT_STYLES, type BlockType } from './domain/blocks';
import { LIVE_BLOCKS, type LiveBlockName } from './domain/live';
import { RICH_TEXT_MAX_CHARS, richTextPlain, safeHref, sanitizeRichText } from './domain/rich-text';

/**
 * The props each block type carries, checked whenever a block is saved (SAVE_BLOCK) and before a
 * page is drawn. Text is plain text (React escapes it) or a rich-text document through the
 * allow-list; links pass `safeHref`. Errors are Swedish and name the field.
 */

const optionalLine = (label: string, max: number) =>
  z
    .string()
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .max(max, `${label}: högst ${max} tecken.`)
        .refine((value) => !/[\u0000-\u001f\u007f<>]/.test(value), `${label}: otillåtna tecken.`),
    )
    .optional()
    .transform((value) => (value ? value : undefined));

/** Several lines of plain text (a lead): line breaks kept, other control characters refused. */
const plainText = (label: string, max: number) =>
  z
    .string({ error: `Fyll i ${label}.` })
    .transform((value) => value.replace(/[^\S\n]+/g, ' ').trim())
    .pipe(
      z
        .string()
        .max(max, `${label}: högst ${max} tecken.`)
        .refine((value) => !/[\u0000-\u0009\u000b-\u001f\u007f]/.test(value), `${label}: otillåtna tecken.`),
    );

const anchor = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,60}$/, 'Ankaret får bara ha små bokstäver a–z, siffror och bindestreck.')
  .optional();

// Optional on the way in: a block added with no text yet is an empty document, not a refusal.
export const richTextDoc = z
  .unknown()
  .optional()
  .transform((value, context) => {
    const doc = sanitizeRichText(value);
    if (richTextPlain(doc).length > RICH_TEXT_MAX_CHARS) {
      context.addIssue({ code: 'custom', message: `Texten får vara högst ${RICH_TEXT_MAX_CHARS} tecken.` });
      return z.NEVER;
    }
    return doc;
  });

const href = z.string({ error: 'Fyll i en länk.' }).transform((value, context) => {
  const safe = safeHref(value.trim());
  if (!safe) {
    context.addIssue({ code: 'custom', message: 'Länken ska börja med / (en sida här), https:// eller mailto:.' });
    return z.NEVER;
  }
  return safe;
});

/** The keys of a name map as a zod enum (the maps in domain/ are the one list of each). */
const keysOf = <T extends Record<string, string>>(map: T, error: string) =>
  z.enum(Object.keys(map) as [keyof T & string, ...Array<keyof T & string>], { error });

export const TABLE_MAX_COLUMNS = 6;
export const TABLE_MAX_ROWS = 60;
export const TABLE_CELL_MAX_CHARS = 500;

/**
 * One table cell: plain text on one line (React escapes it, so "<" may stand in a cell); other
 * control characters refused.
 */
const tableCell = (label: string) =>
  z
    .string({ error: `${label}: fyll i text.` })
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .max(TABLE_CELL_MAX_CHARS, `${label}: högst ${TABLE_CELL_MAX_CHARS} tecken.`)
        .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), `${label}: otillåtna tecken.`),
    );

/**
 * A table of plain text: a caption, the column headings and the rows, each row as many cells as
 * there are headings. The first cell of a row heads it (`<th scope="row">`).
 */
const tableProps = z
  .object({
    caption: optionalLine('Tabellrubrik', 200),
    header: z
      .array(tableCell('Kolumnrubrik'), { error: 'Ange kolumnrubrikerna.' })
      .min(1, 'Tabellen behöver minst en kolumn.')
      .max(TABLE_MAX_COLUMNS, `Högst ${TABLE_MAX_COLUMNS} kolumner.`),
    rows: z
      .array(z.array(tableCell('Cell'), { error: 'Ogiltig rad.' }), { error: 'Ange tabellens rader.' })
      .max(TABLE_MAX_ROWS, `Högst ${TABLE_MAX_ROWS} rader.`)
      .default([]),
  })
  .superRefine((table, context) => {
    table.rows.forEach((row, index) => {
      if (row.length !== table.header.length) {
        context.addIssue({
          code: 'custom',
          path: ['rows', index],
          message: `Rad ${index + 1} har ${row.length} celler men tabellen har ${table.header.length} kolumner.`,
        });
      }
    });
  });

export const POINTS_MAX_ITEMS = 8;

/** A list of points: each a short title and a text, both rich text (they may hold live values). */
const pointsProps = z.object({
  style: keysOf(POINT_STYLES, 'Välj hur punkterna ska visas.').default('steps'),
  items: z
    .array(z.object({ title: richTextDoc, text: richTextDoc }), { error: 'Ange punkterna.' })
    .min(1, 'Lägg till minst en punkt.')
    .max(POINTS_MAX_ITEMS, `Högst ${POINTS_MAX_ITEMS} punkter.`),
});

const blockImage = z.object({
  key: z.string().min(1).max(300),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

export const BLOCK_PROPS = {
  section: z.object({
    title: optionalLine('Rubrik', 200),
    anchor,
    variant: keysOf(SECTION_VARIANTS, 'Välj hur avsnittet ska visas.').default('plain'),
  }),
  hero: z.object({
    eyebrow: optionalLine('Överrubrik', 80),
    title: singleLine('en rubrik', 200),
    /** Optional intro under the title (the sell page's). */
    lead: richTextDoc.optional(),
    showSaleStatus: z.boolean().default(true),
    /** `stack`: the home page's; `split`: the sell page's, its points beside the text on wide screens. */
    layout: keysOf(HERO_LAYOUTS, 'Välj en uppställning.').default('stack'),
  }),
  pageHeader: z.object({ title: singleLine('en rubrik', 200), lead: richTextDoc }),
  heading: z.object({ text: singleLine('en rubrik', 200), level: z.union([z.literal(2), z.literal(3)]).default(2), anchor }),
  richText: z.object({ doc: richTextDoc, style: keysOf(TEXT_STYLES, 'Välj en textstil.').default('body') }),
  table: tableProps,
  points: pointsProps,
  image: z.object({
    image: blockImage.nullable().default(null),
    alt: plainText('en bildtext för skärmläsare', 300).default(''),
    caption: optionalLine('Bildtext', 300),
  }),
  lotCarousel: z.object({
    title: singleLine('en rubrik', 200),
    source: z.enum(['chosen', 'category', 'ending-soon', 'newest']),
    auctionIds: z.array(coercedRowId('Föremål: ogiltigt värde.')).max(24, 'Högst 24 föremål.').default([]),
    category: z.enum(CATEGORY_KEYS).optional(),
    limit: z.number().int().min(1).max(24).default(8),
    moreHref: href.optional(),
  }),
  faq: z.object({ question: singleLine('en fråga', 300), answer: richTextDoc }),
  cta: z.object({ label: singleLine('en knapptext', 80), href, style: z.enum(['primary', 'accent', 'outline']).default('primary') }),
  live: z.object({
    name: z.enum(Object.keys(LIVE_BLOCKS) as [LiveBlockName, ...LiveBlockName[]], { error: 'Välj en uppgift.' }),
    title: optionalLine('Rubrik', 200),
  }),
} satisfies Record<BlockType, z.ZodType>;

export type BlockProps<T extends BlockType> = z.output<(typeof BLOCK_PROPS)[T]>;

/** The props as the editor names them, for the messages zod would otherwise word in English. */
const FIELD_LABELS: Record<string, string> = {
  title: 'Rubrik',
  eyebrow: 'Överrubrik',
  showSaleStatus: 'Visa veckans auktion',
  lead: 'Ingress',
  text: 'Rubrik',
  level: 'Rubriknivå',
  anchor: 'Ankare',
  doc: 'Text',
  image: 'Bild',
  key: 'Bild',
  width: 'Bildens bredd',
  height: 'Bildens höjd',
  alt: 'Bildtext för skärmläsare',
  caption: 'Bildtext',
  source: 'Urval',
  auctionIds: 'Föremål',
  category: 'Kategori',
  limit: 'Antal föremål',
  moreHref: 'Länk till fler',
  question: 'Fråga',
  answer: 'Svar',
  label: 'Knapptext',
  href: 'Länk',
  style: 'Knappens stil',
  name: 'Uppgift',
};

/** Swedish for an issue the schema has no message of its own for (its own messages win). */
function swedishIssue(issue: z.core.$ZodRawIssue): string {
  const key = [...(issue.path ?? [])]
    .reverse()
    .find((part): part is string => typeof part === 'string' && Object.hasOwn(FIELD_LABELS, part));
  if (!key) return 'Ogiltiga uppgifter för blocket.';
  const label = FIELD_LABELS[key]!;
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return `Fyll i ${label.toLowerCase()}.`;
      return issue.inclusive === false ? `${label}: större än ${String(issue.minimum)}.` : `${label}: minst ${String(issue.minimum)}.`;
    case 'too_big':
      if (issue.origin === 'string') return `${label}: högst ${String(issue.maximum)} tecken.`;
      return issue.inclusive === false ? `${label}: mindre än ${String(issue.maximum)}.` : `${label}: högst ${String(issue.maximum)}.`;
    case 'invalid_value':
    case 'invalid_union':
      return `${label}: välj ett av alternativen.`;
    default:
      return `${label}: ogiltigt värde.`;
  }
}

/** U+0000 and lone surrogates: PostgreSQL stores neither in jsonb (the save would fail with a 500). */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([key, inner]) => UNSTORABLE.test(key) || hasUnstorableText(inner));
  return false;
}

/** A block's props checked for its type: the parsed props, or the first Swedish error. */
export function parseBlockProps(
  type: BlockType,
  props: unknown,
): { ok: true; props: Record<string, unknown> } | { ok: false; message: string } {
  const result = BLOCK_PROPS[type].safeParse(props ?? {}, { error: swedishIssue });
  if (!result.success) return { ok: false, message: result.error.issues[0]?.message ?? 'Ogiltiga uppgifter för blocket.' };
  // Rich text drops such characters itself; a plain field holding one is refused as singleLine refuses control characters.
  if (hasUnstorableText(result.data)) return { ok: false, message: 'Otillåtna tecken.' };
  return { ok: true, props: result.data as Record<string, unknown> };
}

/** A page's id is its path (docs/product.md §9: `/om-oss`). */
export const pageIdSchema = z
  .string({ error: 'Ange en sida.' })
  .max(200)
  .regex(/^\/[a-z0-9\-/]*$/, 'Ogiltig sida.');

export const blockIdSchema = z
  .string({ error: 'Ange ett block.' })
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Ogiltigt block.');

const revision = z.number().int().min(0).max(MAX_ROW_ID).optional();

/** The editor's tab (presence, whose save it was): stored as text, so nothing PostgreSQL refuses. */
const sessionId = z
  .string()
  .max(100)
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value) && !hasUnstorableText(value), 'Ogiltig session.');

export const getPageInput = z.object({ pageId: pageIdSchema, draft: z.boolean().optional() });
export const getBlockInput = z.object({ blockId: blockIdSchema });
export const saveBlockInput = z.object({
  pageId: pageIdSchema,
  block: z.object({
    id: blockIdSchema.optional(),
    type: z.enum(BLOCK_TYPES, { error: 'Okänd blocktyp.' }),
    parentId: blockIdSchema.nullable().optional(),
    props: z.record(z.string(), z.unknown()).default({}),
  }),
  beforeId: blockIdSchema.nullable().optional(),
  baseVersion: revision,
  sessionId: sessionId.optional(),
});
export const deleteBlockInput = z.object({ blockId: blockIdSchema, baseVersion: revision, sessionId: sessionId.optional() });
export const duplicateBlockInput = deleteBlockInput;
export const moveBlockInput = z.object({
  blockId: blockIdSchema,
  parentId: blockIdSchema.nullable(),
  beforeId: blockIdSchema.nullable().optional(),
  baseVersion: revision,
  sessionId: sessionId.optional(),
});
export const publishContentInput = z.object({ pageId: pageIdSchema, baseVersion: revision });
export const listContentVersionsInput = z.object({ pageId: pageIdSchema });
export const restoreContentVersionInput = z.object({
  pageId: pageIdSchema,
  version: z.number().int().min(1).max(MAX_ROW_ID),
  baseVersion: revision,
});
export const pingContentEditorInput = z.object({ pageId: pageIdSchema, sessionId: sessionId.pipe(z.string().min(8, 'Ogiltig session.')) });

/** Text a visitor writes over several lines: control characters other than line breaks and tabs removed, trimmed. */
const writtenText = (required: string, max: number) =>
  z
    .string({ error: required })
    .transform((value) => value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim())
    .pipe(z.string().min(10, 'Beskriv problemet med några ord till (minst 10 tecken).').max(max, `Högst ${max} tecken.`));

/**
 * REPORT_BARRIER from /tillganglighet: what the visitor met, on which page
 * (optional), and where to answer (optional); `website` is the form's honeypot, as on /.
 */
export const reportBarrierInput = z.object({
  description: writtenText('Beskriv problemet du stötte på.', 4000),
  page: z
    .string()
    .transform((value) => value.replace(/[\u0000-\u001f\u007f]/g, '').trim())
    .pipe(z.string().max(500, 'Högst 500 tecken.'))
    .optional(),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.union([z.literal(''), z.email({ error: 'Ange en giltig e-postadress, eller lämna fältet tomt.' })]))
    .optional(),
  website: z.string().max(200).optional(),
});

/** LIST_BARRIER_REPORTS (admin): the open reports, or all of them. */
export const listBarrierReportsInput = z.object({ show: z.enum(['open', 'all']).optional() });

/** RESOLVE_BARRIER_REPORT (admin): marks one report handled. */
export const resolveBarrierReportInput = z.object({ reportId: coercedRowId('Rapporten finns inte.') });
