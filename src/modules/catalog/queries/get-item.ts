import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { items } from '../tables';
import type { StoredImage } from '@/modules/uploads/tables';
import type { LotCategoryKey, SellerVatStatus } from '@/keys';
import { imageUrl, isPrivateImage } from '@/modules/uploads';

export interface ItemImageView extends StoredImage {
  /** A URL the admin's browser can show (private photos too: the page is the studio's). */
  url: string;
  thumbUrl: string;
  /** Still a private upload, not yet copied to a public key. */
  private: boolean;
}

export interface ItemView {
  id: number;
  sellerId: string | null;
  valuationId: number | null;
  title: string;
  description: string;
  category: LotCategoryKey;
  maker: string | null;
  year: string | null;
  condition: string | null;
  dimensions: string | null;
  shippingPrice: number | null;
  /** Why the buyer has no right of withdrawal (docs/decisions/0043); null: the right applies. */
  withdrawalExcludedReason: string | null;
  /** Who sells it, for VAT, and whether the artist's resale right applies (docs/decisions/0045). */
  sellerVatStatus: SellerVatStatus;
  resaleRight: boolean;
  images: ItemImageView[];
  createdAt: string;
  updatedAt: string;
}

/** One item as the studio edits it (GET_ITEM, admin); null when there is none. */
export async function getItem(db: DbOrTx, itemId: number): Promise<ItemView | null> {
  if (!Number.isSafeInteger(itemId) || itemId <= 0 || itemId > 2_147_483_647) return null;
  const [row] = await db.select().from(items).where(eq(items.id, itemId));
  if (!row) return null;
  return {
    id: row.id,
    sellerId: row.sellerId,
    valuationId: row.valuationId,
    title: row.title,
    description: row.description,
    category: row.category as LotCategoryKey,
    maker: row.maker,
    year: row.year,
    condition: row.condition,
    dimensions: row.dimensions,
    shippingPrice: row.shippingPrice,
    withdrawalExcludedReason: row.withdrawalExcluded ? row.withdrawalExcludedReason : null,
    sellerVatStatus: row.sellerVatStatus,
    resaleRight: row.resaleRight,
    images: row.images.map((image) => ({
      ...image,
      url: imageUrl(image, 'full'),
      thumbUrl: imageUrl(image, 'thumb'),
      private: isPrivateImage(image),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
