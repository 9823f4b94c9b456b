import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions } from '../tables';
import { items } from '@/modules/catalog/tables';
import type { AuctionStatus, LotCategoryKey } from '@/keys';
import { imageUrl } from '@/modules/uploads';

/** The console's tabs: the statuses a studio lot is listed by (cancelled lots are not listed). */
export const ADMIN_AUCTION_TABS = ['draft', 'scheduled', 'live', 'ended'] as const;
export type AdminAuctionTab = (typeof ADMIN_AUCTION_TABS)[number];

export interface AdminAuctionRow {
  id: number;
  slug: string;
  itemId: number;
  title: string;
  category: LotCategoryKey;
  thumbUrl: string | null;
  status: AuctionStatus;
  outcome: 'sold' | 'unsold' | null;
  startPrice: number;
  reservePrice: number | null;
  buyNowPrice: number | null;
  estimateLow: number | null;
  estimateHigh: number | null;
  currentPrice: number | null;
  bidCount: number;
  startsAt: string;
  endsAt: string;
  lotNumber: number | null;
  sellerId: string | null;
  relistedFromId: number | null;
  /** An unsold lot that already has a newer lot of its item (relisted). */
  relisted: boolean;
  /** A rehearsal lot's secret for its link (docs/decisions/0033); null for a real lot. */
  rehearsalKey: string | null;
  /** Hidden from the archive of what sold (HIDE_FROM_ARCHIVE, docs/decisions/0047). */
  archiveHidden: boolean;
}

const relistedSql = sql<boolean>`exists (select 1 from auctions r where r.relisted_from_id = ${auctions.id} and r.status <> 'cancelled')`;

function rowSelection() {
  return {
    id: auctions.id,
    slug: auctions.slug,
    itemId: auctions.itemId,
    title: items.title,
    category: auctions.category,
    images: items.images,
    status: auctions.status,
    outcome: auctions.outcome,
    startPrice: auctions.startPrice,
    reservePrice: auctions.reservePrice,
    buyNowPrice: auctions.buyNowPrice,
    estimateLow: auctions.estimateLow,
    estimateHigh: auctions.estimateHigh,
    currentPrice: auctions.currentPrice,
    bidCount: auctions.bidCount,
    startsAt: auctions.startsAt,
    endsAt: auctions.endsAt,
    lotNumber: auctions.lotNumber,
    sellerId: auctions.sellerId,
    relistedFromId: auctions.relistedFromId,
    relisted: relistedSql,
    rehearsalKey: auctions.rehearsalKey,
    archiveHidden: auctions.archiveHidden,
  };
}

function selectRows(db: DbOrTx) {
  return db.select(rowSelection()).from(auctions).innerJoin(items, eq(items.id, auctions.itemId));
}

type Selected = Awaited<ReturnType<typeof selectRows>>[number];

function toRow({ images, ...rest }: Selected): AdminAuctionRow {
  return {
    ...rest,
    category: rest.category as LotCategoryKey,
    thumbUrl: images[0] ? imageUrl(images[0], 'thumb') : null,
    startsAt: rest.startsAt.toISOString(),
    endsAt: rest.endsAt.toISOString(),
    relisted: Boolean(rest.relisted),
  };
}

/** LIST_ADMIN_AUCTIONS: one tab of the studio's lots (drafts included), with every tab's count. */
export async function listAdminAuctions(
  db: DbOrTx,
  input: { status?: AdminAuctionTab; page?: number; pageSize?: number; withoutBids?: boolean },
): Promise<{ auctions: AdminAuctionRow[]; total: number; page: number; pageSize: number; counts: Record<AdminAuctionTab, number> }> {
  const status = input.status ?? 'draft';
  const pageSize = Math.min(Math.max(input.pageSize ?? 25, 1), 100);
  const page = Math.min(Math.max(input.page ?? 1, 1), 10_000);
  const order =
    status === 'draft'
      ? [desc(auctions.createdAt), desc(auctions.id)]
      : status === 'ended'
        ? [desc(auctions.endsAt), desc(auctions.id)]
        : [asc(auctions.endsAt), asc(auctions.id)];
  const where = input.withoutBids ? and(eq(auctions.status, status), eq(auctions.bidCount, 0)) : eq(auctions.status, status);
  const [rows, tally, [filtered]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ status: auctions.status, n: count() }).from(auctions).groupBy(auctions.status),
    input.withoutBids ? db.select({ n: count() }).from(auctions).where(where) : [undefined],
  ]);
  const counts = { draft: 0, scheduled: 0, live: 0, ended: 0 };
  for (const { status: s, n } of tally) if (s in counts) counts[s as AdminAuctionTab] = Number(n);
  const total = filtered ? Number(filtered.n) : counts[status];
  return { auctions: rows.map(toRow), total, page, pageSize, counts };
}

/** One lot with everything the studio edits (the reserve too), or null. */
export async function getAdminAuction(db: DbOrTx, auctionId: number): Promise<AdminAuctionRow | null> {
  if (!Number.isSafeInteger(auctionId) || auctionId <= 0 || auctionId > 2_147_483_647) return null;
  const [row] = await selectRows(db).where(eq(auctions.id, auctionId));
  return row ? toRow(row) : null;
}
