import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { queryRows } from '@/db/rows';
import { enqueueJob } from '@/platform/jobs';
import { emailSendJob } from '@/modules/email/server';
import { lotPath } from '@/modules/catalog';
import { watchlist15mPush, watchlist1hNotification, watchlist24hNotification } from '@/modules/notifications';
import { createNotification, queuePushes } from '@/modules/notifications/server';
import { planReminders, REMINDER_KINDS, REMINDER_LEAD_MS, type ReminderKind } from '../domain/reminders';

interface DueRow {
  user_id: string;
  auction_id: number;
  watched_at: string | Date;
  settled_24h: boolean;
  settled_1h: boolean;
  settled_15m: boolean;
  slug: string;
  title: string;
  images: { key: string }[];
  current_price: number | null;
  start_price: number;
  bid_count: number;
  ends_at: string | Date;
  opens_at: string | Date;
}

const COLUMN: Record<ReminderKind, string> = { '24H': 'reminded_24h_at', '1H': 'reminded_1h_at', '15M': 'reminded_15m_at' };

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
 * RUN_WATCHLIST_REMINDER (and the scheduler, each minute): tells each watcher when a watched lot
 * has 24 hours left and when it has 1 hour left, in-app and by e-mail (WATCHLIST_24H /
 * WATCHLIST_1H), and with 15 minutes left pushes to the watcher's browsers that want `closing`
 * (no notice, no e-mail). Only the reminders that still make sense go (planReminders,
 * docs/decisions/0037): none whose window had begun before the lot opened or the watcher started
 * watching, and only the nearest when several are due at once. Marking the watchlist row settles a
 * reminder, sent or passed over; the rows are locked (SKIP LOCKED), so two runners at once remind
 * each person once.
 */
export async function runWatchlistReminders(
  db: DbOrTx,
  options: { now?: Date } = {},
): Promise<{ reminded24h: number; reminded1h: number; closing15m: number }> {
  const now = options.now ?? new Date();
  const within = (kind: ReminderKind) => new Date(now.getTime() + REMINDER_LEAD_MS[kind]);
  return db.transaction(async (tx) => {
    // The rows with a reminder due and not yet settled.
    const rows = await queryRows<DueRow>(
      tx,
      sql`select w.user_id, w.auction_id, w.created_at as watched_at,
                 w.reminded_24h_at is not null as settled_24h, w.reminded_1h_at is not null as settled_1h,
                 w.reminded_15m_at is not null as settled_15m,
                 a.slug, i.title, i.images, a.current_price, a.start_price, a.bid_count, a.ends_at,
                 greatest(coalesce(a.published_at, a.starts_at), a.starts_at) as opens_at
          from watchlist w join auctions a on a.id = w.auction_id join items i on i.id = a.item_id
          where a.status = 'live' and a.ends_at > ${now}
            and ((w.reminded_24h_at is null and a.ends_at <= ${within('24H')})
              or (w.reminded_1h_at is null and a.ends_at <= ${within('1H')})
              or (w.reminded_15m_at is null and a.ends_at <= ${within('15M')}))
          for update of w skip locked`,
    );
    const settle: Record<ReminderKind, DueRow[]> = { '24H': [], '1H': [], '15M': [] };
    const send: Record<ReminderKind, DueRow[]> = { '24H': [], '1H': [], '15M': [] };
    for (const row of rows) {
      const settled = new Set<ReminderKind>(
        (
          [
            ['24H', row.settled_24h],
            ['1H', row.settled_1h],
            ['15M', row.settled_15m],
          ] as const
        )
          .filter(([, s]) => s)
          .map(([k]) => k),
      );
      const plan = planReminders({
        now,
        endsAt: new Date(row.ends_at),
        opensAt: new Date(row.opens_at),
        watchedAt: new Date(row.watched_at),
        settled,
      });
      for (const kind of plan.settle) settle[kind].push(row);
      for (const kind of plan.send) send[kind].push(row);
    }
    for (const kind of REMINDER_KINDS) {
      if (settle[kind].length === 0) continue;
      const keys = settle[kind].map((row) => sql`(${row.user_id}, ${row.auction_id}::integer)`);
      await tx.execute(
        sql`update watchlist set ${sql.raw(COLUMN[kind])} = ${now} where (user_id, auction_id) in (${sql.join(keys, sql`, `)})`,
      );
    }
    const day = send['24H'];
    const hour = send['1H'];
    const quarter = send['15M'];
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
