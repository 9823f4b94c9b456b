import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions } from '../tables';
import { searchAuctions } from './search-auctions';

/**
 * The studio's sale as the console's dashboard shows it. The lots still open are counted as the
 * public site counts them, whatever week they close in (on a Saturday the open lots close the
 * Sunday after next); what has ended is counted for this Stockholm week.
 */
export interface WeekSummary {
  /** The open lots and those that ended this week (not drafts, cancelled or rehearsal lots). */
  lots: number;
  /** Published lots that have not opened yet. */
  scheduled: number;
  /** The lots the public list shows as running: /auktioner's own total (searchAuctions). */
  live: number;
  /** Lots that ended this week, sold or unsold. */
  sold: number;
  unsold: number;
  /** Accepted bids on the open lots and on those that ended this week (removed bids are not counted). */
  bids: number;
  /** Hammer prices of the lots sold this week, whole SEK. */
  hammerTotal: number;
  /** The leading bids of the open lots, whole SEK: what the sale stands at now. */
  leadingTotal: number;
  /** Open lots (scheduled or live) that have no bid yet. */
  openWithoutBids: number;
  /** The first end still ahead among the open lots (ISO), or null when none is left. */
  nextCloseAt: string | null;
  /** Drafts that no one has published yet, any week. */
  drafts: number;
  /** Rehearsal lots still open (docs/decisions/0033): the studio's own, in none of the figures above. */
  rehearsals: number;
}

/**
 * The figures in one indexed pass over the open lots (auctions_status_ends_idx) and this week's
 * ended ones, plus the public list's own count of running lots, whatever the size of the archive.
 * Public lots only: not archived, not a rehearsal — the definition of searchAuctions.
 */
export async function weekSummary(db: DbOrTx, week: { start: Date; end: Date }, now: Date = new Date()): Promise<WeekSummary> {
  const open = sql`${auctions.status} in ('scheduled', 'live')`;
  const endedThisWeek = sql`(${auctions.status} = 'ended' and ${auctions.endsAt} >= ${week.start.toISOString()}::timestamptz
    and ${auctions.endsAt} < ${week.end.toISOString()}::timestamptz)`;
  const [[row], [others], publicList] = await Promise.all([
    db
      .select({
        lots: sql<number>`count(*)::int`,
        scheduled: sql<number>`count(*) filter (where ${auctions.status} = 'scheduled')::int`,
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
      .where(sql`(${open} or ${endedThisWeek}) and ${auctions.archivedAt} is null and ${auctions.rehearsalKey} is null`),
    db
      .select({
        drafts: sql<number>`count(*) filter (where ${auctions.status} = 'draft')::int`,
        rehearsals: sql<number>`count(*) filter (where ${open} and ${auctions.rehearsalKey} is not null and ${auctions.archivedAt} is null)::int`,
      })
      .from(auctions)
      .where(sql`${auctions.status} in ('draft', 'scheduled', 'live')`),
    searchAuctions(db, { pageSize: 1 }),
  ]);
  const next = row?.nextCloseAt ?? null;
  return {
    lots: Number(row?.lots ?? 0),
    scheduled: Number(row?.scheduled ?? 0),
    live: publicList.total,
    sold: Number(row?.sold ?? 0),
    unsold: Number(row?.unsold ?? 0),
    bids: Number(row?.bids ?? 0),
    hammerTotal: Number(row?.hammerTotal ?? 0),
    leadingTotal: Number(row?.leadingTotal ?? 0),
    openWithoutBids: Number(row?.openWithoutBids ?? 0),
    // Raw SQL aggregates come back as a string on node-postgres and a Date on PGlite.
    nextCloseAt: next === null ? null : new Date(next).toISOString(),
    drafts: Number(others?.drafts ?? 0),
    rehearsals: Number(others?.rehearsals ?? 0),
  };
}
