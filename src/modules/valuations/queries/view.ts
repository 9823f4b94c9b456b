import { and, desc, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions } from '@/modules/auctions/tables';
import type { valuations } from '../tables';
import { CATEGORY_LABELS, type LotCategoryKey, type ValuationStatus } from '@/keys';
import { lotPath } from '@/modules/catalog';
import { imageUrl } from '@/modules/uploads';

export interface ValuationImageView {
  key: string;
  width: number;
  height: number;
  alt: string;
  thumbUrl: string;
  fullUrl: string;
}

/** A valuation request as its seller and the studio read it (dates as ISO strings). */
export interface ValuationView {
  id: number;
  sellerId: string;
  status: ValuationStatus;
  title: string;
  description: string;
  category: LotCategoryKey;
  categoryLabel: string;
  maker: string | null;
  dimensions: string | null;
  condition: string | null;
  hopedPrice: number | null;
  handover: 'dropoff' | 'pickup';
  pickupAddress: string | null;
  images: ValuationImageView[];
  estimateLow: number | null;
  estimateHigh: number | null;
  startPrice: number | null;
  reservePrice: number | null;
  message: string | null;
  rejectReason: string | null;
  answeredAt: string | null;
  sellerAnsweredAt: string | null;
  reminderSentAt: string | null;
  itemId: number | null;
  /** The published lot's page, once the request is published. */
  lotHref: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** What the seller told about the object and its handover, as every view of a valuation names it. */
export function valuationDetails(row: typeof valuations.$inferSelect) {
  const { maker, dimensions, condition, hopedPrice, handover, pickupAddress } = row;
  return { maker, dimensions, condition, hopedPrice, handover, pickupAddress };
}

export function toValuationView(row: typeof valuations.$inferSelect, lotHref: string | null = null): ValuationView {
  return {
    id: row.id,
    sellerId: row.sellerId,
    status: row.status,
    title: row.title,
    description: row.description,
    category: row.category as LotCategoryKey,
    categoryLabel: CATEGORY_LABELS[row.category],
    ...valuationDetails(row),
    images: row.images.map((image) => ({
      key: image.key,
      width: image.width,
      height: image.height,
      alt: image.alt || row.title,
      thumbUrl: imageUrl(image, 'thumb'),
      fullUrl: imageUrl(image, 'full'),
    })),
    estimateLow: row.estimateLow,
    estimateHigh: row.estimateHigh,
    startPrice: row.startPrice,
    reservePrice: row.reservePrice,
    message: row.answerMessage,
    rejectReason: row.rejectReason,
    answeredAt: iso(row.answeredAt),
    sellerAnsweredAt: iso(row.sellerAnsweredAt),
    reminderSentAt: iso(row.reminderSentAt),
    itemId: row.itemId,
    lotHref,
    publishedAt: iso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The newest published lot of each item (one query), for the requests' "see the auction" links. */
export async function publishedLotHrefs(db: DbOrTx, itemIds: readonly number[]): Promise<Map<number, string>> {
  const hrefs = new Map<number, string>();
  if (itemIds.length === 0) return hrefs;
  const rows = await db
    .select({ id: auctions.id, slug: auctions.slug, itemId: auctions.itemId })
    .from(auctions)
    .where(and(inArray(auctions.itemId, [...itemIds]), isNotNull(auctions.publishedAt)))
    .orderBy(desc(auctions.id));
  for (const row of rows) if (!hrefs.has(row.itemId)) hrefs.set(row.itemId, lotPath(row));
  return hrefs;
}

/** Views of rows with their lots' links. */
export async function toValuationViews(db: DbOrTx, rows: (typeof valuations.$inferSelect)[]): Promise<ValuationView[]> {
  const published = rows.filter((row) => row.status === 'published' && row.itemId !== null).map((row) => row.itemId as number);
  const hrefs = await publishedLotHrefs(db, published);
  return rows.map((row) => toValuationView(row, row.itemId !== null ? (hrefs.get(row.itemId) ?? null) : null));
}
