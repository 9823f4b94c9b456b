import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { queryRows } from '@/db/rows';
import { enqueueJob } from '@/platform/jobs';
import { emailSendJob } from '@/modules/email/server';
import { lotPath } from '@/modules/catalog';
import { watchlist15mPush, watchlist1hNotification, watchlist24hNotification } from '@/modules/notifications';
import { createNotification, queuePushes } from '@/modules/notifications/server';

const HOUR_MS = 3_600_000;
const QUARTER_MS = 15 * 60_000;

interface DueRow {
  user_id: string;
  auction_id: number;
  slug: string;
  title: string;
  images: { key: string }[];
  current_price: number | null;
  start_price: number;
  bid_count: number;
  ends_at: string | Date;
}

/** A claimed row as the reminder messages read it. */
function lotOf(row: DueRow) {
  return {
    lotTitle: row.title,
    lotUrl: lotPath({ id: row.auction_id, slug: row.slug }),
    currentPrice: row.current_price,
    startPrice: row.start_price,
    bidCount: row.bid_count,
    endsAt: new Date(row.ends_at).toISOString(),
  };
}

/**
 * RUN_WATCHLIST_REMINDER (and the scheduler): tells each watcher once when a watched lot has 24
 * hours left and once when it has 1 hour left, in-app and by e-mail (WATCHLIST_24H / WATCHLIST_1H).
 * The 24-hour reminder is skipped for a lot that already has under an hour left. With 15 minutes
 * left, a push (issue 20: no notice, no e-mail) goes to the watcher's browsers that want `closing`.
 * Marking the watchlist row is the claim: two runners at once remind each person once.
 */
export async function runWatchlistReminders(
  db: DbOrTx,
  options: { now?: Date } = {},
): Promise<{ reminded24h: number; reminded1h: number; closing15m: number }> {
  const now = options.now ?? new Date();
  const hourAhead = new Date(now.getTime() + HOUR_MS);
  const dayAhead = new Date(now.getTime() + 24 * HOUR_MS);
  const quarterAhead = new Date(now.getTime() + QUARTER_MS);
  return db.transaction(async (tx) => {
    const claim = (column: 'reminded_24h_at' | 'reminded_1h_at' | 'reminded_15m_at', from: Date, to: Date) =>
      queryRows<DueRow>(
        tx,
        sql`update watchlist w set ${sql.raw(column)} = ${now}
            from auctions a join items i on i.id = a.item_id
            where w.auction_id = a.id and a.status = 'live' and w.${sql.raw(column)} is null
              and a.ends_at > ${from} and a.ends_at <= ${to}
            returning w.user_id, a.id as auction_id, a.slug, i.title, i.images, a.current_price, a.start_price, a.bid_count, a.ends_at`,
      );
    const day = await claim('reminded_24h_at', hourAhead, dayAhead);
    const hour = await claim('reminded_1h_at', now, hourAhead);
    const quarter = await claim('reminded_15m_at', now, quarterAhead);
    for (const [rows, kind] of [
      [day, '24H'],
      [hour, '1H'],
    ] as const) {
      for (const row of rows) {
        const lot = lotOf(row);
        const message = kind === '24H' ? watchlist24hNotification(lot) : watchlist1hNotification(lot);
        const key = `watchlist-${kind}:${row.auction_id}:${row.user_id}`;
        await createNotification(tx, { userId: row.user_id, ...message, data: { auctionId: row.auction_id }, dedupeKey: key });
        await enqueueJob(
          tx,
          emailSendJob.job(
            {
              template: kind === '24H' ? 'WATCHLIST_24H' : 'WATCHLIST_1H',
              userId: row.user_id,
              props: { ...lot, imageUrl: row.images[0] ? `/media/${row.images[0].key}` : null },
            },
            { uniqueKey: `email:${key}` },
          ),
        );
      }
    }
    await queuePushes(
      tx,
      quarter.map((row) => {
        const push = watchlist15mPush(lotOf(row));
        return {
          userId: row.user_id,
          kind: 'closing' as const,
          title: push.title,
          body: push.body,
          url: push.href,
          tag: `closing:${row.auction_id}`,
          dedupeKey: `${row.auction_id}:${row.user_id}`,
        };
      }),
    );
    return { reminded24h: day.length, reminded1h: hour.length, closing15m: quarter.length };
  });
}
