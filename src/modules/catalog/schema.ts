import { z } from 'zod';
import { LOT_CATEGORIES, SELLER_VAT_STATUSES } from '@/keys';
import { rowId } from '@/platform/row-id';

/**
 * The item's fields as the studio's forms and actions send them (docs/product.md §9 "The studio's
 * catalogue"): trimmed, control characters removed (PostgreSQL refuses U+0000), sane lengths, a lot
 * category, shipping in whole SEK or null for pickup only, 1–10 photos.
 */

// Every C0 control but tab and newline, and DEL: never stored.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
const LINE_CONTROL = /[\u0000-\u001f\u007f]/g;

/** A multi-line text: CRLF → LF, other controls removed, trimmed. */
export function cleanText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
}

/** A one-line text: every control removed (a newline becomes a space), trimmed. */
export function cleanLine(value: string): string {
  return value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(LINE_CONTROL, '')
    .trim();
}

const line = (label: string, max: number) =>
  z
    .string({ error: `${label} måste vara text.` })
    .transform(cleanLine)
    .pipe(z.string().max(max, { error: `${label} får vara högst ${max} tecken.` }));

/** An optional one-line field: empty means "not given" (null). */
const optionalLine = (label: string, max: number) =>
  z
    .union([line(label, max), z.null()])
    .optional()
    .transform((value) => (value ? value : null));

export const itemTitle = line('Titeln', 160).pipe(z.string().min(3, { error: 'Ange en titel på minst 3 tecken.' }));
export const itemDescription = z
  .string({ error: 'Beskrivningen måste vara text.' })
  .transform(cleanText)
  .pipe(z.string().max(10_000, { error: 'Beskrivningen får vara högst 10 000 tecken.' }));
export const itemCategory = z.enum(LOT_CATEGORIES, { error: 'Välj en kategori.' });

/** Whole SEK, positive (a lot's prices and estimates). */
export const wholeKronor = (label: string) =>
  z
    .number({ error: `${label} måste vara ett belopp i hela kronor.` })
    .int({ error: `${label} måste vara i hela kronor.` })
    .positive({ error: `${label} måste vara större än 0 kr.` })
    .max(100_000_000, { error: `${label} är orimligt högt.` });

/** What shipping costs the buyer, whole SEK ≥ 0; null = "Endast avhämtning". */
const shippingPrice = z.union([
  z
    .number({ error: 'Frakten måste vara ett belopp i hela kronor.' })
    .int({ error: 'Frakten måste vara i hela kronor.' })
    .min(0, { error: 'Frakten kan inte vara negativ.' })
    .max(100_000, { error: 'Frakten är orimligt hög.' }),
  z.null(),
]);

/** A new item's shipping price: none given is "Endast avhämtning". */
export const shippingPriceInput = shippingPrice.optional().transform((value) => value ?? null);

/** The photos: upload keys (or, when editing, the item's own storage keys), in order. */
export const imageKeysInput = z
  .array(z.string({ error: 'Ogiltig bild.' }).min(1, { error: 'Ogiltig bild.' }).max(300, { error: 'Ogiltig bild.' }), {
    error: 'Lägg till minst en bild.',
  })
  .min(1, { error: 'Lägg till minst en bild.' })
  .max(10, { error: 'Högst 10 bilder.' })
  .refine((keys) => new Set(keys).size === keys.length, { error: 'Samma bild finns två gånger.' });

/**
 * Why the buyer has no right of withdrawal for this object ("Specialtillverkat", distansavtalslagen
 * 2 kap. 11 §; docs/decisions/0043): a reason excludes it, empty or null does not.
 */
export const withdrawalExcludedReasonInput = z
  .union([line('Skälet', 120), z.null()])
  .transform((value) => value || null)
  .optional();

/** Who sells the object, for VAT (docs/decisions/0045). */
export const sellerVatStatusInput = z.enum(SELLER_VAT_STATUSES, { error: 'Välj säljarens momsstatus.' });

/** The artist's resale right applies (följerätt; docs/decisions/0045). */
export const resaleRightInput = z.boolean({ error: 'Ange om följerätt gäller.' });

/** Item fields without the photos (what createItem also checks). */
export const itemTextFields = z.object({
  title: itemTitle,
  description: itemDescription,
  category: itemCategory,
  maker: optionalLine('Konstnär/tillverkare', 160),
  year: optionalLine('Året', 40),
  condition: optionalLine('Skicket', 500),
  dimensions: optionalLine('Måtten', 200),
  shippingPrice: shippingPriceInput,
  withdrawalExcludedReason: withdrawalExcludedReasonInput,
  sellerVatStatus: sellerVatStatusInput.optional(),
  resaleRight: resaleRightInput.optional(),
});

/** CREATE_ITEM and the item part of CREATE_AUCTION_WITH_ITEM (photos as upload keys). */
export const itemInput = itemTextFields.extend({ images: imageKeysInput });
export type ItemInput = z.infer<typeof itemInput>;

/** UPDATE_ITEM: any field; `images` is the new ordered list (existing storage keys kept, new upload keys claimed). */
export const updateItemInput = z
  .object({
    itemId: rowId('Ange vilket föremål.'),
    title: itemTitle.optional(),
    description: itemDescription.optional(),
    category: itemCategory.optional(),
    maker: z.union([line('Konstnär/tillverkare', 160), z.null()]).optional(),
    year: z.union([line('Året', 40), z.null()]).optional(),
    condition: z.union([line('Skicket', 500), z.null()]).optional(),
    dimensions: z.union([line('Måtten', 200), z.null()]).optional(),
    shippingPrice: shippingPrice.optional(),
    images: imageKeysInput.optional(),
    withdrawalExcludedReason: withdrawalExcludedReasonInput,
    sellerVatStatus: sellerVatStatusInput.optional(),
    resaleRight: resaleRightInput.optional(),
  })
  .strict();
export type UpdateItemInput = z.infer<typeof updateItemInput>;

/** UPDATE_ITEM's fields without the id: the item's change another action carries (CREATE_AUCTION_FROM_ITEM's `item`). */
export const itemChangeInput = updateItemInput.omit({ itemId: true });
export type ItemChangeInput = z.infer<typeof itemChangeInput>;

export const itemIdInput = z.object({
  itemId: rowId('Ange vilket föremål.'),
});
