import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions } from '@/db/schema';

/** One Stockholm week of published lots, as the console's dashboard shows it. */
export interface WeekSummary {
  /** Published lots that close this week (scheduled, live or ended; not drafts, not cancelled). */
  lots: number;
  scheduled: number;
  live: number;
  sold: number;
  unsold: number;
  /** Accepted bids on those lots (removed bids are not counted). */
  bids: number;
  /** Hammer prices of the lots sold so far, whole SEK. */
  hammerTotal: number;
  /** The leading bids of the lots still open, whole SEK: what the rest of the week stands at now. */
  leadingTotal: number;
  /** Open lots (scheduled or live) that have no bid yet. */
  openWithoutBids: number;
  /** The first end still ahead among this week's open lots (ISO), or null when none is left. */
  nextCloseAt: string | null;
  /** Drafts that no one has published yet, any week. */
  drafts: number;
}

/**
 * The figures of the lots whose end falls in [start, end): one indexed pass over the
 * week's lots (auctions_status_ends_idx), whatever the size of the archive.
 */
export async function weekSummary(db: DbOrTx, week: { start: Date; end: Date }, now: Date = new Date()): Promise<WeekSummary> {
  const open = sql`${auctions.status} in ('scheduled', 'live')`;
  const [row] = await db
    .select({
      lots: sql<number>`count(*)::int`,
      scheduled: sql<number>`count(*) filter (where ${auctions.status} = 'scheduled')::int`,
      live: sql<number>`count(*) filter (where ${auctions.status} = 'live')::int`,
      sold: sql<number>`count(*) filter (where ${auctions.outcome} = 'sold')::int`,
      unsold: sql<number>`count(*) filter (where ${auctions.status} = 'ended' and ${auctions.outcome} = 'unsold')::int`,
      bids: sql<number>`coalesce(sum(${auctions.bidCount}), 0)::int`,
      hammerTotal: sql<number>`coalesce(sum(${auctions.currentPrice}) filter (where ${auctions.outcome} = 'sold'), 0)::bigint`,
      leadingTotal: sql<number>`coalesce(sum(${auctions.currentPrice}) filter (where ${open} and ${auctions.bidCount} > 0), 0)::bigint`,
      openWithoutBids: sql<number>`count(*) filter (where ${open} and ${auctions.bidCount} = 0)::int`,
      nextCloseAt: sql<
        Date | string | null
      >`min(${auctions.endsAt}) filter (where ${open} and ${auctions.endsAt} > ${now.toISOString()}::timestamptz)`,
    })
    .from(auctions)
    .where(and(inArray(auctions.status, ['scheduled', 'live', 'ended']), gte(auctions.endsAt, week.start), lt(auctions.endsAt, week.end)));
  const [drafts] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auctions)
    .where(sql`${auctions.status} = 'draft'`);
  const next = row?.nextCloseAt ?? null;
  return {
    lots: Number(row?.lots ?? 0),
    scheduled: Number(row?.scheduled ?? 0),
    live: Number(row?.live ?? 0),
    sold: Number(row?.sold ?? 0),
    unsold: Number(row?.unsold ?? 0),
    bids: Number(row?.bids ?? 0),
    hammerTotal: Number(row?.hammerTotal ?? 0),
    leadingTotal: Number(row?.leadingTotal ?? 0),
    openWithoutBids: Number(row?.openWithoutBids ?? 0),
    // Raw SQL aggregates come back as a string on node-postgres and a Date on PGlite.
    nextCloseAt: next === null ? null : new Date(next).toISOString(),
    drafts: Number(drafts?.n ?? 0),
  };
}
