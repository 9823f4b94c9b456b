import { and, asc, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auctions } from '@/modules/auctions/tables';
import { notifications } from '@/modules/notifications/tables';
import { watchlist } from '@/modules/watchlist/tables';
import { runWatchlistReminders } from '@/modules/watchlist/server';
import { call } from '../setup/orders';
import { createLot, createSignedInUser, type TestUser } from '../setup/lots';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * The watchlist reminder job sends only the reminders that still make sense
 * (docs/decisions/0037-watchlist-reminders-that-make-sense.md): a lot published an hour before its
 * end gets no "ends tomorrow" a minute before its "ends in an hour"; a watcher who comes after a
 * reminder's window began does not get it; a late job sends only the nearest.
 */

const t = fileDatabase();
const db = () => t.database.db;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const watch = async (user: TestUser, auctionId: number) => {
  const answer = await call({ action: 'ADD_TO_WATCHLIST', auctionId }, user);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};
/** The watcher's watchlist notices, oldest first, as [type, lot]. */
const reminders = async (user: TestUser) =>
  (
    await db()
      .select({ type: notifications.type, data: notifications.data })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), like(notifications.type, 'watchlist.%')))
      .orderBy(asc(notifications.id))
  ).map((n) => [n.type, (n.data as { auctionId: number }).auctionId]);
const none = { reminded24h: 0, reminded1h: 0, closing15m: 0 };

describe(`watchlist reminders that make sense on ${testEngine}`, () => {
  it('a lot published an hour before its end gets its 1-hour notice but no 24-hour one a minute before; a watcher who came after the hour began gets only the push', async () => {
    await db().execute(sql`delete from watchlist`);
    const start = Date.now();
    const at = (ms: number) => new Date(start + ms);
    const publish = async (endsIn: number, title: string) => {
      const lot = await createLot(db(), { endsAt: at(endsIn), title });
      await db()
        .update(auctions)
        .set({ publishedAt: at(0), startsAt: at(0) })
        .where(eq(auctions.id, lot.id));
      return lot;
    };
    // Published now: one ends in an hour and a half minute (its hour begins after the watcher
    // came), one in 59 minutes (its hour had begun when it was published).
    const hourLot = await publish(HOUR + 30_000, 'Lisa Larson katt');
    const shortLot = await publish(59 * MINUTE, 'Gustavsberg vas');
    const ulla = await createSignedInUser(db(), { firstName: 'Ulla' });
    await watch(ulla, hourLot.id);
    await watch(ulla, shortLot.id);

    // The job runs each minute.
    const runs: Awaited<ReturnType<typeof runWatchlistReminders>>[] = [];
    for (let minute = 0; minute <= 50; minute++) runs.push(await runWatchlistReminders(db(), { now: at(minute * MINUTE) }));
    expect(runs[0]).toEqual(none);
    expect(runs[1]).toEqual({ ...none, reminded1h: 1 });
    expect(runs[44]).toEqual({ ...none, closing15m: 1 });
    expect(runs[46]).toEqual({ ...none, closing15m: 1 });
    expect(runs.reduce((sum, r) => sum + r.reminded24h, 0)).toBe(0);
    expect(runs.reduce((sum, r) => sum + r.reminded1h, 0)).toBe(1);
    expect(runs.reduce((sum, r) => sum + r.closing15m, 0)).toBe(2);
    expect(await reminders(ulla)).toEqual([['watchlist.1h', hourLot.id]]);
    for (const row of await db().select().from(watchlist).where(eq(watchlist.userId, ulla.id)))
      expect(row).toMatchObject({ reminded24hAt: expect.any(Date), reminded1hAt: expect.any(Date), reminded15mAt: expect.any(Date) });
  });

  it('reminds a long-standing watcher at 24 hours and at 1 hour, but not one who came with 20 hours left at 24', async () => {
    await db().execute(sql`delete from watchlist`);
    const start = Date.now();
    const at = (ms: number) => new Date(start + ms);
    // Published a day ago (the fixture), ends in three days.
    const lot = await createLot(db(), { endsAt: at(72 * HOUR), title: 'Bruno Mathsson fåtölj' });
    const early = await createSignedInUser(db(), { firstName: 'Tidig' });
    const late = await createSignedInUser(db(), { firstName: 'Sen' });
    await watch(early, lot.id);
    expect(await runWatchlistReminders(db(), { now: at(47 * HOUR) })).toEqual(none);
    expect(await runWatchlistReminders(db(), { now: at(48 * HOUR) })).toEqual({ ...none, reminded24h: 1 });
    // The second watcher comes with 20 hours left: the 24-hour window began before.
    await watch(late, lot.id);
    await db()
      .update(watchlist)
      .set({ createdAt: at(52 * HOUR) })
      .where(eq(watchlist.userId, late.id));
    expect(await runWatchlistReminders(db(), { now: at(52 * HOUR) })).toEqual(none);
    expect(await runWatchlistReminders(db(), { now: at(71 * HOUR) })).toEqual({ ...none, reminded1h: 2 });
    expect(await runWatchlistReminders(db(), { now: at(71 * HOUR + MINUTE) })).toEqual(none);
    expect(await reminders(early)).toEqual([
      ['watchlist.24h', lot.id],
      ['watchlist.1h', lot.id],
    ]);
    expect(await reminders(late)).toEqual([['watchlist.1h', lot.id]]);
  });

  it('a late job sends only the nearest of two reminders due at once, and never the other after it', async () => {
    await db().execute(sql`delete from watchlist`);
    const start = Date.now();
    const at = (ms: number) => new Date(start + ms);
    const lot = await createLot(db(), { endsAt: at(30 * HOUR), title: 'Stig Lindberg fat' });
    const vera = await createSignedInUser(db(), { firstName: 'Vera' });
    await watch(vera, lot.id);
    // The scheduler was down from 28 hours before the end until 50 minutes before it.
    expect(await runWatchlistReminders(db(), { now: at(30 * HOUR - 50 * MINUTE) })).toEqual({ ...none, reminded1h: 1 });
    for (const minutesLeft of [49, 20, 16])
      expect(await runWatchlistReminders(db(), { now: at(30 * HOUR - minutesLeft * MINUTE) })).toEqual(none);
    expect(await reminders(vera)).toEqual([['watchlist.1h', lot.id]]);
  });
});
