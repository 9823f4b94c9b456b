import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions } from '../tables';
import { items } from '@/modules/catalog/tables';
import type { AuctionStatus } from '@/keys';
import { imageUrl, isPrivateImage } from '@/modules/uploads';

/** One of the seller's lots as "Mina försäljningar" shows it; never a bidder or the reserve's amount. */
export interface MySale {
  id: number;
  slug: string;
  title: string;
  thumbUrl: string | null;
  status: AuctionStatus;
  outcome: 'sold' | 'unsold' | null;
  startPrice: number;
  currentPrice: number | null;
  bidCount: number;
  endsAt: string;
  /** The hammer price of a sold lot (whole SEK). */
  soldFor: number | null;
}

/**
 * The signed-in seller's lots (auctions.sellerId), open ones first by end, then ended ones newest
 * first; cancelled lots left out. A draft is listed (the studio is preparing it) without a link.
 */
export async function listMySales(db: DbOrTx, sellerId: string, options: { limit?: number } = {}): Promise<MySale[]> {
  const rows = await db
    .select({
      id: auctions.id,
      slug: auctions.slug,
      title: items.title,
      images: items.images,
      status: auctions.status,
      outcome: auctions.outcome,
      startPrice: auctions.startPrice,
      currentPrice: auctions.currentPrice,
      bidCount: auctions.bidCount,
      endsAt: auctions.endsAt,
    })
    .from(auctions)
    .innerJoin(items, eq(items.id, auctions.itemId))
    .where(and(eq(auctions.sellerId, sellerId), ne(auctions.status, 'cancelled')))
    .orderBy(
      sql`case when ${auctions.status} = 'ended' then 1 else 0 end`,
      sql`case when ${auctions.status} = 'ended' then null else ${auctions.endsAt} end asc nulls last`,
      desc(auctions.endsAt),
    )
    .limit(Math.min(Math.max(options.limit ?? 500, 1), 500));
  return rows.map(({ images, ...row }) => {
    const cover = images.find((image) => !isPrivateImage(image));
    return {
      ...row,
      thumbUrl: cover ? imageUrl(cover, 'thumb') : null,
      endsAt: row.endsAt.toISOString(),
      soldFor: row.outcome === 'sold' ? row.currentPrice : null,
    };
  });
}
