import type { z } from 'zod';
import type { DbOrTx } from '@/db/client';
import { items } from '../tables';
import type { StoredImage } from '@/modules/uploads/tables';
import type { CategoryKey } from '@/keys';
import { recordAudit } from '@/platform/audit';
import { AppError } from '@/platform/errors';
import { itemTextFields } from '../schema';

export interface CreateItemInput {
  /** The owner; null for the studio's own stock. */
  sellerId: string | null;
  valuationId?: number | null;
  title: string;
  description: string;
  category: CategoryKey;
  maker?: string | null;
  year?: string | null;
  condition?: string | null;
  dimensions?: string | null;
  /** Private (claimed uploads) or public images; a lot page shows only public ones (publishItemImages). */
  images: StoredImage[];
  /** Whole SEK; null = pickup only. */
  shippingPrice?: number | null;
  /** Why the buyer has no right of withdrawal (docs/decisions/0043); null: the right applies. */
  withdrawalExcludedReason?: string | null;
  /** Who sells it, for VAT, and whether the artist's resale right applies (docs/decisions/0045). */
  sellerVatStatus?: 'private' | 'business' | 'studio';
  resaleRight?: boolean;
}

/** Parses with a schema, refusing with the first Swedish message as INVALID_ARGUMENT. */
export function parseOrRefuse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new AppError('INVALID_ARGUMENT', parsed.error.issues[0]?.message ?? 'Ogiltiga uppgifter.');
}

/**
 * Writes one item (the catalogue's object; a lot is made from it later). Runs in the caller's
 * transaction: a valuation turned into an item, or the studio's form after claiming its photos.
 * The text is checked and cleaned by the same rules as the actions' input.
 */
export async function createItem(tx: DbOrTx, input: CreateItemInput): Promise<{ id: number }> {
  const fields = parseOrRefuse(itemTextFields, {
    title: input.title,
    description: input.description,
    category: input.category,
    maker: input.maker ?? null,
    year: input.year ?? null,
    condition: input.condition ?? null,
    dimensions: input.dimensions ?? null,
    shippingPrice: input.shippingPrice ?? null,
    withdrawalExcludedReason: input.withdrawalExcludedReason ?? null,
    sellerVatStatus: input.sellerVatStatus ?? 'private',
    resaleRight: input.resaleRight ?? false,
  });
  if (fields.resaleRight && !fields.maker) throw new AppError('INVALID_ARGUMENT', 'Ange konstnären för att markera följerätt.');
  if (input.images.length < 1 || input.images.length > 10) throw new AppError('INVALID_ARGUMENT', 'Ett föremål har 1–10 bilder.');
  const images = input.images.map((image) => ({ ...image, alt: image.alt || fields.title }));
  const [row] = await tx
    .insert(items)
    .values({
      sellerId: input.sellerId,
      valuationId: input.valuationId ?? null,
      ...fields,
      withdrawalExcluded: Boolean(fields.withdrawalExcludedReason),
      withdrawalExcludedReason: fields.withdrawalExcludedReason ?? null,
      images,
    })
    .returning({ id: items.id });
  if (!row) throw new AppError('INTERNAL', 'Föremålet kunde inte sparas.');
  await recordAudit(tx, {
    entityType: 'item',
    entityId: row.id,
    before: null,
    after: { ...fields, sellerId: input.sellerId, valuationId: input.valuationId ?? null, images: images.map((image) => image.key) },
  });
  return { id: row.id };
}
