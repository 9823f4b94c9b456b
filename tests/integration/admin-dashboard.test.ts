import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auctions } from '@/modules/auctions/tables';
import { emailOutbox, jobs, scheduledJobs } from '@/platform/tables';
import { getDashboard } from '@/modules/admin/server';
import { listAdminAuctions } from '@/modules/auctions/server';
import { createLot } from '../setup/lots';
import { call, sellLot } from '../setup/orders';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * The console's dashboard: the open lots whatever week they close in (counted as
 * the public list counts them), this Stockholm week's ended lots and hammer total, lots without
 * bids and the next close; valuations, orders and failures waiting for the studio. The week is
 * fixed (Wednesday 15 May 2030, summer time) so every figure is known: lots ended in other weeks
 * and drafts must not count, an ended sale counts with its hammer price. The Saturday case (open
 * lots all closing the Sunday after) is in lot-lifecycle-studio.test.ts.
 */

const NOW = new Date('2030-05-15T10:00:00Z'); // Wednesday; the week is Mon 13 May 00:00 – Mon 20 May 00:00 (UTC+2)
const SUNDAY_1900 = new Date('2030-05-19T17:00:00Z');

const t = fileDatabase();
const admin = t.signedInUser({ firstName: 'Studio', admin: true });
const buyer = t.signedInUser({ firstName: 'Bertil' });
const db = () => t.database.db;

describe(`the console's dashboard on ${testEngine}`, () => {
  it('is empty on an empty week', async () => {
    const dashboard = await getDashboard(db(), NOW);
    expect(dashboard.week).toEqual({ start: '2030-05-12T22:00:00.000Z', end: '2030-05-19T22:00:00.000Z' });
    expect(dashboard.lots).toMatchObject({ lots: 0, bids: 0, hammerTotal: 0, openWithoutBids: 0, nextCloseAt: null });
    expect(dashboard.orders).toEqual({ unpaid: 0, toShip: 0, toRelease: 0, overdue: 0 });
    expect(dashboard.failures).toEqual({ jobs: 0, emails: 0 });
  });

  it("counts the open lots of any week, this week's ended lots and hammer total, and the next close", async () => {
    const stagger = (minutes: number) => new Date(SUNDAY_1900.getTime() + minutes * 60_000);
    const first = await createLot(db(), { status: 'scheduled', endsAt: stagger(0), startsAt: new Date('2030-05-18T10:00:00Z') });
    const bidOn = await createLot(db(), { status: 'live', endsAt: stagger(1), startPrice: 500 });
    await createLot(db(), { status: 'live', endsAt: stagger(2) });
    // Open, though it closes next week: next Sunday's lot. Not counted: a draft (drafts are counted
    // apart) and a lot that ended last week.
    await createLot(db(), { status: 'scheduled', endsAt: new Date('2030-05-26T17:00:00Z') });
    await createLot(db(), { status: 'draft', endsAt: stagger(3) });
    await createLot(db(), { status: 'ended', endsAt: new Date('2030-05-05T17:00:00Z') });
    const placed = await call({ action: 'BID_ON_AUCTION', auctionId: bidOn.id, amount: 800 }, buyer);
    expect(placed.status).toBe(200);
    // A lot sold on Tuesday of the same week for 1 700 kr (one bid), its order unpaid and past due in 2030.
    const order = await sellLot(db(), { buyer, hammer: 1700 });
    await db()
      .update(auctions)
      .set({ endsAt: new Date('2030-05-14T17:00:00Z') })
      .where(eq(auctions.id, order.auctionId));

    const { lots, orders } = await getDashboard(db(), NOW);
    expect(lots).toEqual({
      lots: 5,
      scheduled: 2,
      live: 2,
      sold: 1,
      unsold: 0,
      bids: 2,
      hammerTotal: 1700,
      leadingTotal: 500,
      openWithoutBids: 3,
      nextCloseAt: first.endsAt.toISOString(),
      drafts: 1,
      rehearsals: 0,
    });
    expect(orders).toEqual({ unpaid: 1, toShip: 0, toRelease: 0, overdue: 1 });
    // "Utan bud" links to the live tab filtered to lots nobody has bid on.
    const unbid = await listAdminAuctions(db(), { status: 'live', withoutBids: true });
    expect(unbid.auctions.every((lot) => lot.bidCount === 0)).toBe(true);
    expect(unbid.auctions.map((lot) => lot.id)).not.toContain(bidOn.id);
    expect(unbid.total).toBe(unbid.auctions.length);
    expect(unbid.counts.live).toBe(2);
  });

  it('counts failed background jobs and e-mails', async () => {
    await db().insert(jobs).values({ name: 'email.send', status: 'failed', attempts: 5, lastError: 'SMTP 550' });
    await db()
      .insert(emailOutbox)
      .values({ template: 'TEST_EMAIL', toAddress: 'a@example.se', subject: 'Test', html: '<p>x</p>', text: 'x', status: 'failed' });
    expect((await getDashboard(db(), NOW)).failures).toEqual({ jobs: 1, emails: 1 });
    // A scheduled job whose last run failed counts too; one that recovered does not.
    await db()
      .insert(scheduledJobs)
      .values([
        { name: 'clear-ended', lastRunAt: NOW, lastDurationMs: 5, lastOk: false, failures: 2, lastError: 'boom' },
        { name: 'watchlist-reminders', lastRunAt: NOW, lastDurationMs: 5, lastOk: true, failures: 0 },
      ]);
    expect((await getDashboard(db(), NOW)).failures).toEqual({ jobs: 2, emails: 1 });
  });

  it('answers GET_DASHBOARD to admins only', async () => {
    const answer = await call({ action: 'GET_DASHBOARD' }, admin);
    expect(answer.status).toBe(200);
    expect(answer.body.result.dashboard.lots.lots).toEqual(expect.any(Number));
    expect((await call({ action: 'GET_DASHBOARD' }, buyer)).status).toBe(403);
    expect((await call({ action: 'GET_DASHBOARD' }, null)).status).toBe(401);
  });
});
