import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions, sales } from '../tables';
import { items } from '@/modules/catalog/tables';
import type { AuctionStatus } from '@/keys';
import { imageUrl } from '@/modules/uploads';
import { shownPrice } from '../domain/shown-price';

export interface WeekSaleLot {
  id: number;
  title: string;
  thumbUrl: string | null;
  lotNumber: number;
  status: AuctionStatus;
  /** The price now: the current price once bid on, else the start price. */
  price: number;
  bidCount: number;
  endsAt: string;
  /** Soft close has pushed its end past its place in the stagger. */
  extended: boolean;
}

export interface WeekSaleSummary {
  id: number;
  title: string;
  firstEndsAt: string;
  openLots: number;
}

export interface WeekSale {
  sale: WeekSaleSummary;
  /** The open lots (reorderable) in catalogue order. */
  lots: WeekSaleLot[];
  /** The sale's ended lots, in catalogue order (history; they keep their numbers). */
  ended: WeekSaleLot[];
}

const OPEN: AuctionStatus[] = ['draft', 'scheduled', 'live'];

/** The weekly sales that still have open lots, soonest first: the console's choice of week. */
export async function listOpenSales(db: DbOrTx): Promise<WeekSaleSummary[]> {
  const rows = await db
    .select({ id: sales.id, title: sales.title, firstEndsAt: sales.firstEndsAt, openLots: sql<number>`count(*)::int` })
    .from(sales)
    .innerJoin(auctions, and(eq(auctions.saleId, sales.id), inArray(auctions.status, OPEN)))
    .groupBy(sales.id)
    .orderBy(asc(sales.firstEndsAt), asc(sales.id))
    .limit(10);
  return rows.map((row) => ({ ...row, firstEndsAt: row.firstEndsAt.toISOString(), openLots: Number(row.openLots) }));
}

/**
 * One weekly sale as the console reorders it: by default the soonest sale with open lots (this
 * Sunday's, or the coming one's). Null when there is none.
 */
export async function getWeekSale(db: DbOrTx, input: { saleId?: number } = {}): Promise<WeekSale | null> {
  const open = await listOpenSales(db);
  const chosen = input.saleId === undefined ? open[0] : open.find((sale) => sale.id === input.saleId);
  if (!chosen) return null;
  const rows = await db
    .select({
      id: auctions.id,
      title: items.title,
      images: items.images,
      lotNumber: auctions.lotNumber,
      status: auctions.status,
      currentPrice: auctions.currentPrice,
      startPrice: auctions.startPrice,
      bidCount: auctions.bidCount,
      endsAt: auctions.endsAt,
      originalEndsAt: auctions.originalEndsAt,
    })
    .from(auctions)
    .innerJoin(items, eq(items.id, auctions.itemId))
    .where(and(eq(auctions.saleId, chosen.id), inArray(auctions.status, [...OPEN, 'ended'])))
    .orderBy(asc(auctions.lotNumber), asc(auctions.id));
  const lots = rows
    .filter((row) => row.lotNumber !== null)
    .map((row): WeekSaleLot => ({
      id: row.id,
      title: row.title,
      thumbUrl: row.images[0] ? imageUrl(row.images[0], 'thumb') : null,
      lotNumber: row.lotNumber!,
      status: row.status,
      price: shownPrice(row),
      bidCount: row.bidCount,
      endsAt: row.endsAt.toISOString(),
      extended: row.endsAt.getTime() !== row.originalEndsAt.getTime(),
    }));
  return { sale: chosen, lots: lots.filter((lot) => lot.status !== 'ended'), ended: lots.filter((lot) => lot.status === 'ended') };
}
