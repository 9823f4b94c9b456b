import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auctions } from '@/modules/auctions/tables';
import { notifications } from '@/modules/notifications/tables';
import { orders } from '@/modules/orders/tables';
import { emailOutbox, jobs } from '@/platform/tables';
import { auctionTopic } from '@/modules/auctions';
import { placeBidOnAuction } from '@/modules/bidding/commands/place-bid';
import { saleSettlement } from '@/modules/orders/server';
import { formatSek } from '@/ui/format';
import { AppError } from '@/platform/errors';
import { runDueJobs } from '@/platform/jobs';
import { getLogger } from '@/platform/logger';
import { jobHandlers } from '@/server/jobs';
import { functionRegistry } from '@/server/functions';
import { connector, postJson, sessionOf } from '../setup/app-fetch';
import { createLot, createSignedInUser, eventsOn, lotRow, replayed, storedBids, type TestUser } from '../setup/lots';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * The bidding commands through the HTTP connector (docs/product.md §1 and §4): BID_ON_AUCTION with its
 * answer and every refusal, outbid notices and e-mails, soft close, BUY_NOW, completion, watchlist,
 * reminders and admin bid removal. Lots are written straight into the database; every action under
 * test goes through the real route handler, the real session check and the real commands.
 */

const t = fileDatabase();
const seller = t.signedInUser({ firstName: 'Saljare' });
const anna = t.signedInUser({ firstName: 'Anna' });
const bertil = t.signedInUser({ firstName: 'Bertil' });
const cecilia = t.signedInUser({ firstName: 'Cecilia' });
const david = t.signedInUser({ firstName: 'David' });
const admin = t.signedInUser({ firstName: 'Admin', admin: true });
const member = t.signedInUser({ firstName: 'Medlem' });

const db = () => t.database.db;

/** A JSON answer of any action; the tests compare it by value. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers of a dozen actions, checked with toEqual
type Json = any;

async function call(data: Record<string, unknown>, user?: TestUser | null) {
  const response = await connector(data, user ? user.auth : {});
  return {
    status: response.status,
    body: (await response.json()) as { result?: Json; error?: { status: string; message: string; details?: Json } },
  };
}
const bid = (user: TestUser | null, auctionId: number, amount: unknown) => call({ action: 'BID_ON_AUCTION', auctionId, amount }, user);
const buyNow = (user: TestUser | null, auctionId: number) => call({ action: 'BUY_NOW', auctionId }, user);

/** Runs every due job (the queue hands out 20 at a time), as the scheduler's ticks would. */
async function runJobs() {
  const total = { ran: 0, failed: 0 };
  for (;;) {
    const batch = await runDueJobs(db(), jobHandlers, { workerId: 'bidding-test', logger: getLogger() });
    total.ran += batch.ran;
    total.failed += batch.failed;
    if (batch.ran === 0) return total;
  }
}

async function notificationsOf(user: TestUser, type?: string) {
  return db()
    .select()
    .from(notifications)
    .where(type ? and(eq(notifications.userId, user.id), eq(notifications.type, type)) : eq(notifications.userId, user.id))
    .orderBy(asc(notifications.id));
}

async function mailsTo(user: TestUser, template: string) {
  return db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.template, template)))
    .orderBy(asc(emailOutbox.id));
}

async function jobsLike(pattern: string) {
  return db().select().from(jobs).where(like(jobs.uniqueKey, pattern)).orderBy(asc(jobs.id));
}

const refusal = (status: number, code: string, message: string, details?: Record<string, unknown>) => ({
  status,
  body: { error: details ? { status: code, message, details } : { status: code, message } },
});

describe(`BID_ON_AUCTION on ${testEngine}`, () => {
  it('accepts a bid with the exact answer, stores it, and publishes the lot and lead events', async () => {
    const lot = await createLot(db(), { startPrice: 1000, sellerId: seller.id });
    const answer = await bid(anna, lot.id, 1500);
    expect(answer).toEqual({
      status: 200,
      body: {
        result: {
          auction: {
            id: lot.id,
            currentPrice: 1000,
            bidCount: 1,
            endsAt: lot.endsAt.toISOString(),
            status: 'live',
            nextMinimumBid: 1100,
            reserveMet: true,
          },
          youLead: true,
          yourMaximum: 1500,
        },
      },
    });
    const [stored] = await storedBids(db(), lot.id);
    expect(stored).toMatchObject({ bidderId: anna.id, maxAmount: 1500, amount: 1000, status: 'accepted', removedAt: null });
    const row = await lotRow(db(), lot.id);
    expect(row).toMatchObject({ currentPrice: 1000, leaderId: anna.id, bidCount: 1, endsAt: lot.endsAt, version: lot.version + 1 });

    const [update] = await eventsOn(db(), auctionTopic(lot.id), 'auction.updated');
    expect(update?.payload).toEqual({ ...answer.body.result.auction, version: row.version });
    const lead = await eventsOn(db(), `user:${anna.id}`, 'auction.lead');
    expect(lead.at(-1)?.payload).toEqual({ auctionId: lot.id, youLead: true, yourMaximum: 1500 });
  });

  it('prices by proxy as docs/product.md §1 works it: 2 000 over a leader at 1 500 pays 1 600, 1 450 leaves the leader at 1 500', async () => {
    const lot = await createLot(db(), { startPrice: 1000 });
    await bid(anna, lot.id, 1500);
    const under = await bid(bertil, lot.id, 1200);
    expect(under.body.result).toEqual({
      auction: expect.objectContaining({ currentPrice: 1300, bidCount: 2, nextMinimumBid: 1400 }),
      youLead: false,
      yourMaximum: 1200,
    });
    const over = await bid(bertil, lot.id, 2000);
    expect(over.body.result).toMatchObject({
      auction: { currentPrice: 1600, bidCount: 3, nextMinimumBid: 1700 },
      youLead: true,
      yourMaximum: 2000,
    });

    const capped = await createLot(db(), { startPrice: 1000 });
    await bid(anna, capped.id, 1500);
    await bid(bertil, capped.id, 1200);
    const close = await bid(bertil, capped.id, 1450);
    expect(close.body.result).toMatchObject({ auction: { currentPrice: 1500, bidCount: 3 }, youLead: false, yourMaximum: 1450 });
    expect(await lotRow(db(), capped.id)).toMatchObject({ leaderId: anna.id, currentPrice: 1500 });

    // The leader raises their own maximum: a bid (the count goes up), the price stays.
    const raise = await bid(anna, capped.id, 3000);
    expect(raise.body.result).toMatchObject({
      auction: { currentPrice: 1500, bidCount: 4, nextMinimumBid: 1600 },
      youLead: true,
      yourMaximum: 3000,
    });
    expect(await bid(anna, capped.id, 2500)).toEqual(
      refusal(400, 'FAILED_PRECONDITION', `Du leder redan med ett maxbud på ${formatSek(3000)}. Ett nytt maxbud måste vara högre än så.`, {
        reason: 'NOT_ABOVE_OWN_MAXIMUM',
        minimumBid: 3001,
      }),
    );
    // Every stored state is what the engine computes from scratch over the stored bids.
    for (const id of [lot.id, capped.id]) {
      const { row, state } = await replayed(db(), id);
      expect({
        currentPrice: row.currentPrice,
        leaderId: row.leaderId,
        leaderMax: row.leaderMax,
        bidCount: row.bidCount,
        endsAt: row.endsAt,
      }).toEqual({
        currentPrice: state.currentPrice,
        leaderId: state.leaderId,
        leaderMax: state.leaderMax,
        bidCount: state.bidCount,
        endsAt: state.endsAt,
      });
    }
  });

  it('accepts a maximum under the reserve, and a leader reaching it moves the price to the reserve', async () => {
    const lot = await createLot(db(), { startPrice: 1000, reservePrice: 5000 });
    const below = await bid(anna, lot.id, 3000);
    expect(below.body.result).toMatchObject({ auction: { currentPrice: 1000, reserveMet: false }, youLead: true });
    const reached = await bid(anna, lot.id, 6000);
    expect(reached.body.result).toMatchObject({
      auction: { currentPrice: 5000, reserveMet: true, bidCount: 2 },
      youLead: true,
      yourMaximum: 6000,
    });
    expect(JSON.stringify(reached.body)).not.toContain('reserve"');
  });

  describe('refusals: HTTP status, error.status, the Swedish message and details.reason; nothing stored, nothing published', () => {
    let lot: Awaited<ReturnType<typeof createLot>>;
    beforeAll(async () => {
      lot = await createLot(db(), { startPrice: 1000, sellerId: seller.id });
      await bid(anna, lot.id, 1500);
      await bid(bertil, lot.id, 2000); // 1 600, Bertil leads; the next bid is at least 1 700
    });

    async function unchanged(run: () => Promise<void>) {
      const before = await lotRow(db(), lot.id);
      const eventsBefore = (await eventsOn(db(), auctionTopic(lot.id))).length;
      const bidsBefore = (await storedBids(db(), lot.id)).length;
      await run();
      expect(await lotRow(db(), lot.id)).toEqual(before);
      expect(await eventsOn(db(), auctionTopic(lot.id))).toHaveLength(eventsBefore);
      expect(await storedBids(db(), lot.id)).toHaveLength(bidsBefore);
    }

    it('too low: 400 with the lowest bid', async () => {
      await unchanged(async () => {
        expect(await bid(cecilia, lot.id, 1650)).toEqual(
          refusal(400, 'FAILED_PRECONDITION', `Budet är för lågt. Lägsta bud är ${formatSek(1700)}.`, {
            reason: 'BID_TOO_LOW',
            minimumBid: 1700,
          }),
        );
        // The first bid of a lot must reach the start price.
        const fresh = await createLot(db(), { startPrice: 800 });
        expect(await bid(cecilia, fresh.id, 799)).toEqual(
          refusal(400, 'FAILED_PRECONDITION', `Budet är för lågt. Lägsta bud är ${formatSek(800)}.`, {
            reason: 'BID_TOO_LOW',
            minimumBid: 800,
          }),
        );
      });
    });

    it('own item: 403', async () => {
      await unchanged(async () => {
        expect(await bid(seller, lot.id, 5000)).toEqual(
          refusal(403, 'PERMISSION_DENIED', 'Du kan inte buda på ditt eget föremål.', { reason: 'OWN_ITEM' }),
        );
      });
    });

    it('not whole kronor, not a number, not positive, too large: 400 INVALID_ARGUMENT', async () => {
      await unchanged(async () => {
        expect(await bid(cecilia, lot.id, 1700.5)).toEqual(
          refusal(400, 'INVALID_ARGUMENT', 'Ange budet i hela kronor.', { reason: 'AMOUNT_INVALID' }),
        );
        expect(await bid(cecilia, lot.id, 0)).toEqual(
          refusal(400, 'INVALID_ARGUMENT', 'Ange budet i hela kronor.', { reason: 'AMOUNT_INVALID' }),
        );
        expect(await bid(cecilia, lot.id, -1700)).toEqual(
          refusal(400, 'INVALID_ARGUMENT', 'Ange budet i hela kronor.', { reason: 'AMOUNT_INVALID' }),
        );
        expect(await bid(cecilia, lot.id, 100_000_001)).toEqual(
          refusal(400, 'INVALID_ARGUMENT', `Budet kan vara högst ${formatSek(100_000_000)}.`, { reason: 'AMOUNT_INVALID' }),
        );
        const text = await bid(cecilia, lot.id, '1700');
        expect(text.status).toBe(400);
        expect(text.body.error).toMatchObject({
          status: 'INVALID_ARGUMENT',
          message: 'Ogiltigt värde för amount: Ange budet i hela kronor.',
        });
        const noLot = await call({ action: 'BID_ON_AUCTION', amount: 1700 }, cecilia);
        expect(noLot.status).toBe(400);
        expect(noLot.body.error?.message).toBe('Ogiltigt värde för auctionId: Ange vilken auktion.');
      });
    });

    it('not signed in, or with an unknown token: 401', async () => {
      await unchanged(async () => {
        expect(await bid(null, lot.id, 5000)).toEqual(refusal(401, 'UNAUTHENTICATED', 'Du behöver logga in.'));
        const forged = { ...cecilia, auth: { authorization: 'Bearer finns-inte' } };
        expect(await bid(forged, lot.id, 5000)).toEqual(refusal(401, 'UNAUTHENTICATED', 'Du behöver logga in.'));
      });
    });

    it('a disabled user cannot bid: signed out at once (401), and the command itself refuses with 403 USER_DISABLED', async () => {
      const erik = await createSignedInUser(db(), { firstName: 'Erik' });
      await unchanged(async () => {
        const disabled = await call({ action: 'SET_USER_DISABLED', userId: erik.id, disabled: true, reason: 'Obetalda köp' }, admin);
        expect(disabled.status).toBe(200);
        // docs/product.md §5: a disabled user is signed out at once, so the connector never gets as far as the bid.
        expect(await bid(erik, lot.id, 5000)).toEqual(refusal(401, 'UNAUTHENTICATED', 'Du behöver logga in.'));
        // Disabled between the session check and the bid's transaction: the transaction refuses.
        const refused = await placeBidOnAuction(db(), { userId: erik.id, auctionId: lot.id, amount: 5000 }).catch(
          (error: unknown) => error,
        );
        expect(AppError.is(refused)).toBe(true);
        expect((refused as AppError).toJSON()).toEqual({
          status: 'PERMISSION_DENIED',
          message: 'Ditt konto är avstängt och kan inte lägga bud.',
          details: { reason: 'USER_DISABLED' },
        });
        expect((refused as AppError).httpStatus).toBe(403);
      });
    });

    it('ended (time passed or status ended): 400 AUCTION_ENDED', async () => {
      const passed = await createLot(db(), { endsAt: new Date(Date.now() - 1000) });
      expect(await bid(cecilia, passed.id, 5000)).toEqual(
        refusal(400, 'FAILED_PRECONDITION', 'Auktionen har avslutats.', { reason: 'AUCTION_ENDED' }),
      );
      const ended = await createLot(db(), { status: 'ended', endsAt: new Date(Date.now() - 60_000) });
      expect(await bid(cecilia, ended.id, 5000)).toEqual(
        refusal(400, 'FAILED_PRECONDITION', 'Auktionen har avslutats.', { reason: 'AUCTION_ENDED' }),
      );
      // The check comes before the amount's: an ended lot says so whatever was typed.
      expect((await bid(cecilia, ended.id, 1.5)).body.error?.details).toEqual({ reason: 'AUCTION_ENDED' });
      for (const id of [passed.id, ended.id]) expect(await storedBids(db(), id)).toEqual([]);
    });

    it('not live: scheduled, live before its start, cancelled → 400 AUCTION_NOT_LIVE; a draft or unknown lot → 404', async () => {
      const notYet = refusal(400, 'FAILED_PRECONDITION', 'Auktionen har inte öppnat för bud än.', { reason: 'AUCTION_NOT_LIVE' });
      const scheduled = await createLot(db(), { status: 'scheduled', startsAt: new Date(Date.now() + 3_600_000) });
      expect(await bid(cecilia, scheduled.id, 5000)).toEqual(notYet);
      const early = await createLot(db(), { status: 'live', startsAt: new Date(Date.now() + 3_600_000) });
      expect(await bid(cecilia, early.id, 5000)).toEqual(notYet);
      const cancelled = await createLot(db(), { status: 'cancelled' });
      expect(await bid(cecilia, cancelled.id, 5000)).toEqual(
        refusal(400, 'FAILED_PRECONDITION', 'Auktionen har ställts in.', { reason: 'AUCTION_NOT_LIVE' }),
      );
      const draft = await createLot(db(), { status: 'draft' });
      expect(await bid(cecilia, draft.id, 5000)).toEqual(refusal(404, 'NOT_FOUND', 'Auktionen finns inte.'));
      expect(await bid(cecilia, 99_999_999, 5000)).toEqual(refusal(404, 'NOT_FOUND', 'Auktionen finns inte.'));
      for (const id of [scheduled.id, early.id, cancelled.id, draft.id]) expect(await storedBids(db(), id)).toEqual([]);
    });
  });

  it('works with a session from a real sign-up (cookie and Bearer token)', async () => {
    const address = { 'x-klubban-client-address': '10.9.9.9' };
    const signUp = await postJson(
      '/api/account/sign-up',
      {
        data: {
          email: 'kalle.bud@example.se',
          firstName: 'Kalle',
          lastName: 'Bud',
          phone: '070-123 45 67',
          password: 'hemligt1',
          confirmPassword: 'hemligt1',
          acceptTerms: true,
        },
      },
      address,
    );
    expect(signUp.status).toBe(200);
    const { token, cookie } = sessionOf(signUp);
    const lot = await createLot(db(), { startPrice: 500 });
    const viaCookie = await connector({ action: 'BID_ON_AUCTION', auctionId: lot.id, amount: 500 }, { cookie });
    expect((await viaCookie.json()).result).toMatchObject({ youLead: true, yourMaximum: 500 });
    const viaToken = await connector({ action: 'BID_ON_AUCTION', auctionId: lot.id, amount: 900 }, { authorization: `Bearer ${token}` });
    expect((await viaToken.json()).result).toMatchObject({ youLead: true, yourMaximum: 900, auction: { bidCount: 2, currentPrice: 500 } });
  });
});

describe(`outbid notices on ${testEngine}`, () => {
  it('tells the bidder who lost the lead, in the app and by one e-mail per quarter hour, and a bidder outbid at once in the app only', async () => {
    const lot = await createLot(db(), { startPrice: 1000, title: 'Kosta Boda vas' });
    const outbidOf = async (user: TestUser) => (await notificationsOf(user, 'auction.outbid')).filter((n) => n.data.auctionId === lot.id);

    await bid(anna, lot.id, 1500); // Anna leads at 1 000
    await bid(bertil, lot.id, 1200); // a bid under Anna's maximum: Anna still leads at 1 300, nobody lost the lead
    expect(await outbidOf(anna)).toEqual([]);
    // Bertil is told in the app that Anna's maximum answered his at once (decision 0031), no push or e-mail.
    const [atOnce] = await outbidOf(bertil);
    expect(atOnce!.body).toContain(
      `Ditt maxbud på ${formatSek(1200)} räckte inte: en annan budgivares maxbud svarade med ett automatiskt bud på ${formatSek(1300)}.`,
    );
    expect(await jobsLike(`email:outbid:${lot.id}:%`)).toEqual([]);

    const over = await bid(bertil, lot.id, 2000); // Bertil leads at 1 600: Anna lost the lead
    expect(over.body.result.youLead).toBe(true);
    const [notice] = await outbidOf(anna);
    const bids = await storedBids(db(), lot.id);
    expect(notice).toMatchObject({
      type: 'auction.outbid',
      title: 'Du har blivit överbjuden på ”Kosta Boda vas”',
      href: `/auktioner/${lot.id}-${lot.slug}`,
      read: false,
      dedupeKey: `outbid:${bids.at(-1)!.id}:${anna.id}`,
    });
    expect(notice!.body).toContain(`Priset är nu ${formatSek(1600)}. Lägg ett nytt maxbud på minst ${formatSek(1700)}.`);
    expect(await outbidOf(bertil)).toHaveLength(1);
    const annaLead = await eventsOn(db(), `user:${anna.id}`, 'auction.lead');
    expect(annaLead.at(-1)?.payload).toEqual({ auctionId: lot.id, youLead: false });

    const queued = await jobsLike(`email:outbid:${lot.id}:%`);
    expect(queued.map((job) => ({ name: job.name, userId: job.payload.userId, template: job.payload.template }))).toEqual([
      { name: 'email.send', userId: anna.id, template: 'OUTBID_NOTIFICATION' },
    ]);
    expect(await runJobs()).toMatchObject({ failed: 0 });
    const lotMails = async (user: TestUser) =>
      (await mailsTo(user, 'OUTBID_NOTIFICATION')).filter((m) => m.data.lotTitle === 'Kosta Boda vas');
    const [mail] = await lotMails(anna);
    expect(mail).toMatchObject({ subject: 'Du har blivit överbjuden på ”Kosta Boda vas”', status: 'outbox' });
    expect(mail!.data).toMatchObject({ lotTitle: 'Kosta Boda vas', currentPrice: 1600, nextMinimumBid: 1700, firstName: 'Anna' });
    expect(await lotMails(bertil)).toEqual([]);

    // Anna takes the lead back (Bertil is told), then loses it again: a second notice, no second e-mail.
    await bid(anna, lot.id, 2500);
    expect(await outbidOf(bertil)).toHaveLength(2);
    await bid(bertil, lot.id, 3000);
    expect(await outbidOf(anna)).toHaveLength(2);
    expect((await jobsLike(`email:outbid:${lot.id}:${anna.id}:%`)).length).toBe(1);
    expect((await jobsLike(`email:outbid:${lot.id}:${bertil.id}:%`)).length).toBe(1);
    await runJobs();
    expect(await lotMails(anna)).toHaveLength(1);
    expect(await lotMails(bertil)).toHaveLength(1);
    // The leader at each moment was never told they were outbid by their own bid; only a bid
    // outbid at once tells its own bidder, and says the automatic bid did it.
    for (const n of [...(await outbidOf(anna)), ...(await outbidOf(bertil))]) {
      const [, bidId] = n.dedupeKey!.split(':');
      const causing = bids.find((b) => b.id === Number(bidId)) ?? (await storedBids(db(), lot.id)).find((b) => b.id === Number(bidId));
      if (causing?.bidderId === n.userId) expect(n.body).toContain('automatiskt bud');
      else expect(n.body).toContain('Priset är nu');
    }
  });
});

describe(`soft close on ${testEngine}`, () => {
  it('an accepted bid with under 2 minutes left moves the end to 2 minutes after it, and the event says so', async () => {
    const lot = await createLot(db(), { startPrice: 1000, endsAt: new Date(Date.now() + 60_000) });
    const answer = await bid(cecilia, lot.id, 1000);
    const [stored] = await storedBids(db(), lot.id);
    const newEnd = new Date(stored!.placedAt.getTime() + 120_000);
    expect(answer.body.result.auction.endsAt).toBe(newEnd.toISOString());
    const row = await lotRow(db(), lot.id);
    expect(row.endsAt).toEqual(newEnd);
    expect(row.originalEndsAt).toEqual(lot.endsAt);
    const events = await eventsOn(db(), auctionTopic(lot.id), 'auction.updated');
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({ endsAt: newEnd.toISOString(), bidCount: 1 });

    // A refused bid never extends (and publishes nothing).
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await bid(david, lot.id, 1050)).body.error?.details).toEqual({ reason: 'BID_TOO_LOW', minimumBid: 1100 });
    expect((await lotRow(db(), lot.id)).endsAt).toEqual(newEnd);
    expect(await eventsOn(db(), auctionTopic(lot.id), 'auction.updated')).toHaveLength(1);

    // Another accepted bid extends again, from its own time.
    await bid(david, lot.id, 1100);
    const second = (await storedBids(db(), lot.id)).at(-1)!;
    expect((await lotRow(db(), lot.id)).endsAt).toEqual(new Date(second.placedAt.getTime() + 120_000));
    const { state } = await replayed(db(), lot.id);
    expect(state.endsAt).toEqual(new Date(second.placedAt.getTime() + 120_000));
  });

  it('a bid with more than 2 minutes left leaves the end alone', async () => {
    const lot = await createLot(db(), { startPrice: 1000, endsAt: new Date(Date.now() + 10 * 60_000) });
    const answer = await bid(cecilia, lot.id, 1000);
    expect(answer.body.result.auction.endsAt).toBe(lot.endsAt.toISOString());
    expect((await lotRow(db(), lot.id)).endsAt).toEqual(lot.endsAt);
  });
});

describe(`BUY_NOW on ${testEngine}`, () => {
  it('ends the lot sold at the buy-now price with an order in exact öre, and tells the buyer', async () => {
    const lot = await createLot(db(), { startPrice: 1000, buyNowPrice: 5000, sellerId: seller.id, title: 'Svensk Tenn pall' });
    const answer = await buyNow(david, lot.id);
    expect(answer.status).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.auctionId, lot.id));
    expect(answer.body.result).toEqual({
      auction: expect.objectContaining({ id: lot.id, currentPrice: 5000, bidCount: 0, status: 'ended', reserveMet: true }),
      orderId: order!.id,
    });
    expect(order).toMatchObject({
      buyerId: david.id,
      sellerId: seller.id,
      hammerPrice: 5000,
      buyerPremiumOre: 100_000,
      totalOre: 600_000,
      sellerCommissionOre: 75_000,
      shippingOre: 0,
      viaBuyNow: true,
      paymentStatus: 'pending',
    });
    expect(order!.dueAt.getTime() - order!.createdAt.getTime()).toBeGreaterThan(7 * 86_400_000 - 5000);
    expect(await lotRow(db(), lot.id)).toMatchObject({
      status: 'ended',
      outcome: 'sold',
      currentPrice: 5000,
      leaderId: david.id,
      bidCount: 0,
    });
    const updates = await eventsOn(db(), auctionTopic(lot.id), 'auction.updated');
    expect(updates.at(-1)?.payload).toMatchObject({ status: 'ended', currentPrice: 5000 });

    const [won] = (await notificationsOf(david, 'auction.won')).filter((n) => n.data.auctionId === lot.id);
    expect(won?.title).toBe('Grattis! Du vann ”Svensk Tenn pall”');
    expect(await jobsLike(`email:won:${lot.id}`)).toHaveLength(1);
    await runJobs();
    const mail = (await mailsTo(david, 'AUCTION_WON')).find((m) => m.data.lotTitle === 'Svensk Tenn pall');
    expect(mail?.data).toMatchObject({ hammerPrice: 5000, buyersPremium: 1000, total: 6000, paymentDueDays: 7 });

    // Over: no second buyer, no bid.
    expect(await buyNow(cecilia, lot.id)).toEqual(
      refusal(400, 'FAILED_PRECONDITION', 'Auktionen har avslutats.', { reason: 'AUCTION_ENDED' }),
    );
    expect((await bid(cecilia, lot.id, 9000)).body.error?.details).toEqual({ reason: 'AUCTION_ENDED' });
    expect(await db().select().from(orders).where(eq(orders.auctionId, lot.id))).toHaveLength(1);
  });

  it('is refused after a bid, on one’s own item, where not offered, and for visitors', async () => {
    const lot = await createLot(db(), { startPrice: 1000, buyNowPrice: 5000, sellerId: seller.id });
    expect(await buyNow(seller, lot.id)).toEqual(
      refusal(403, 'PERMISSION_DENIED', 'Du kan inte köpa ditt eget föremål.', { reason: 'OWN_ITEM' }),
    );
    expect(await buyNow(null, lot.id)).toEqual(refusal(401, 'UNAUTHENTICATED', 'Du behöver logga in.'));
    await bid(cecilia, lot.id, 1000);
    expect(await buyNow(david, lot.id)).toEqual(
      refusal(400, 'FAILED_PRECONDITION', 'Köp nu är inte längre möjligt eftersom auktionen redan har bud.', {
        reason: 'BUY_NOW_UNAVAILABLE',
      }),
    );
    const plain = await createLot(db(), { startPrice: 1000 });
    expect(await buyNow(david, plain.id)).toEqual(
      refusal(400, 'FAILED_PRECONDITION', 'Köp nu erbjuds inte för det här föremålet.', { reason: 'BUY_NOW_UNAVAILABLE' }),
    );
    expect(
      await db()
        .select()
        .from(orders)
        .where(inArray(orders.auctionId, [lot.id, plain.id])),
    ).toEqual([]);
    expect(await lotRow(db(), lot.id)).toMatchObject({ status: 'live', bidCount: 1 });
  });

  it('two buyers and a bidder at the same moment: exactly one of them gets it', async () => {
    const lot = await createLot(db(), { startPrice: 1000, buyNowPrice: 4000 });
    const answers = await Promise.all([buyNow(anna, lot.id), buyNow(bertil, lot.id), bid(cecilia, lot.id, 1000), buyNow(david, lot.id)]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const orderRows = await db().select().from(orders).where(eq(orders.auctionId, lot.id));
    const row = await lotRow(db(), lot.id);
    if (answers[2]!.status === 200) {
      expect(orderRows).toEqual([]);
      expect(row).toMatchObject({ status: 'live', bidCount: 1 });
    } else {
      expect(orderRows).toHaveLength(1);
      expect(row).toMatchObject({ status: 'ended', outcome: 'sold', leaderId: orderRows[0]!.buyerId });
      expect(await storedBids(db(), lot.id)).toEqual([]);
    }
  });
});

describe(`completion on ${testEngine}`, () => {
  const past = () => new Date(Date.now() - 1000);
  const expire = (id: number) => db().update(auctions).set({ endsAt: past() }).where(eq(auctions.id, id));

  it('RUN_COMPLETE_AUCTIONS and COMPLETE_AUCTION are admin-only', async () => {
    for (const data of [{ action: 'RUN_COMPLETE_AUCTIONS' }, { action: 'COMPLETE_AUCTION', auctionId: 1 }]) {
      expect(await call(data, member)).toEqual(refusal(403, 'PERMISSION_DENIED', 'Du har inte behörighet till det här.'));
      expect(await call(data, null)).toEqual(refusal(401, 'UNAUTHENTICATED', 'Du behöver logga in.'));
    }
  });

  it('sells to the leader at or above the reserve (an order in exact öre, AUCTION_WON, lost notices) and leaves a lot under its reserve unsold; once', async () => {
    const sold = await createLot(db(), { startPrice: 1000, reservePrice: 1500, sellerId: seller.id, title: 'Orrefors skål' });
    await bid(anna, sold.id, 1200); // 1 000
    await bid(bertil, sold.id, 2000); // 1 300, lifted to the reserve 1 500
    await bid(cecilia, sold.id, 1600); // min(2 000, 1 600 + 100) = 1 700, Bertil leads
    const unsold = await createLot(db(), { startPrice: 1000, reservePrice: 10_000, title: 'Gustavsberg fat' });
    await bid(anna, unsold.id, 3000);
    await bid(david, unsold.id, 2000); // 2 200, Anna leads, under the reserve
    const empty = await createLot(db(), { startPrice: 1000, title: 'Ingen bjöd' });
    for (const id of [sold.id, unsold.id, empty.id]) await expire(id);

    const run = await call({ action: 'RUN_COMPLETE_AUCTIONS' }, admin);
    expect(run.status).toBe(200);
    const mine = (run.body.result.completed as { auctionId: number }[]).filter((c) => [sold.id, unsold.id, empty.id].includes(c.auctionId));
    const [order] = await db().select().from(orders).where(eq(orders.auctionId, sold.id));
    expect(mine).toEqual([
      { auctionId: sold.id, completed: true, outcome: 'sold', orderId: order!.id },
      { auctionId: unsold.id, completed: true, outcome: 'unsold', orderId: null },
      { auctionId: empty.id, completed: true, outcome: 'unsold', orderId: null },
    ]);
    expect(order).toMatchObject({
      buyerId: bertil.id,
      sellerId: seller.id,
      hammerPrice: 1700,
      buyerPremiumOre: 34_000,
      totalOre: 204_000,
      sellerCommissionOre: 25_500,
      viaBuyNow: false,
      paymentStatus: 'pending',
    });
    expect(await lotRow(db(), sold.id)).toMatchObject({ status: 'ended', outcome: 'sold', leaderId: bertil.id, currentPrice: 1700 });
    expect(await lotRow(db(), unsold.id)).toMatchObject({ status: 'ended', outcome: 'unsold' });
    expect(await lotRow(db(), empty.id)).toMatchObject({ status: 'ended', outcome: 'unsold' });
    expect(
      await db()
        .select()
        .from(orders)
        .where(inArray(orders.auctionId, [unsold.id, empty.id])),
    ).toEqual([]);
    for (const id of [sold.id, unsold.id, empty.id]) {
      expect((await eventsOn(db(), auctionTopic(id), 'auction.updated')).at(-1)?.payload).toMatchObject({ status: 'ended' });
    }

    const about = async (user: TestUser, id: number) =>
      (await notificationsOf(user)).filter((n) => n.data.auctionId === id && /won|lost/.test(n.type));
    expect((await about(bertil, sold.id)).map((n) => [n.type, n.title])).toEqual([['auction.won', 'Grattis! Du vann ”Orrefors skål”']]);
    for (const loser of [anna, cecilia]) {
      expect((await about(loser, sold.id)).map((n) => [n.type, n.title])).toEqual([
        ['auction.lost', 'Du vann tyvärr inte ”Orrefors skål”'],
      ]);
    }
    for (const bidder of [anna, david]) {
      expect((await about(bidder, unsold.id)).map((n) => [n.type, n.title])).toEqual([['auction.lost', '”Gustavsberg fat” såldes inte']]);
    }
    expect((await jobsLike(`email:won:${sold.id}`)).map((j) => j.payload)).toEqual([
      expect.objectContaining({
        template: 'AUCTION_WON',
        userId: bertil.id,
        props: expect.objectContaining({ hammerPrice: 1700, buyersPremium: 340, total: 2040 }),
      }),
    ]);
    expect(await jobsLike(`email:won:${unsold.id}`)).toEqual([]);
    await runJobs();
    const mail = (await mailsTo(bertil, 'AUCTION_WON')).find((m) => m.data.lotTitle === 'Orrefors skål');
    expect(mail).toMatchObject({ status: 'outbox' });
    expect(mail!.data).toMatchObject({ hammerPrice: 1700, buyersPremium: 340, total: 2040, firstName: 'Bertil' });

    // Idempotent: running again completes nothing, COMPLETE_AUCTION answers what happened, nothing is added.
    const again = await call({ action: 'RUN_COMPLETE_AUCTIONS' }, admin);
    expect((again.body.result.completed as { auctionId: number }[]).map((c) => c.auctionId)).not.toContain(sold.id);
    expect((await call({ action: 'COMPLETE_AUCTION', auctionId: sold.id }, admin)).body).toEqual({
      result: { auctionId: sold.id, completed: false, outcome: 'sold', orderId: order!.id },
    });
    expect(await db().select().from(orders).where(eq(orders.auctionId, sold.id))).toHaveLength(1);
    expect(await about(anna, sold.id)).toHaveLength(1);
    expect(await jobsLike(`email:won:${sold.id}`)).toHaveLength(1);
    expect((await bid(david, sold.id, 5000)).body.error?.details).toEqual({ reason: 'AUCTION_ENDED' });
  });

  it('COMPLETE_AUCTION refuses a lot that is still running, one not started, and an unknown one', async () => {
    const running = await createLot(db());
    expect(await call({ action: 'COMPLETE_AUCTION', auctionId: running.id }, admin)).toEqual(
      refusal(400, 'FAILED_PRECONDITION', 'Auktionen pågår fortfarande.', {
        reason: 'AUCTION_NOT_ENDED',
        endsAt: running.endsAt.toISOString(),
      }),
    );
    const scheduled = await createLot(db(), { status: 'scheduled', startsAt: new Date(Date.now() + 60_000) });
    expect(await call({ action: 'COMPLETE_AUCTION', auctionId: scheduled.id }, admin)).toEqual(
      refusal(400, 'FAILED_PRECONDITION', 'Auktionen har inte startat.'),
    );
    expect(await call({ action: 'COMPLETE_AUCTION', auctionId: 99_999_999 }, admin)).toEqual(
      refusal(404, 'NOT_FOUND', 'Auktionen finns inte.'),
    );
    const due = await createLot(db(), { startPrice: 700 });
    await bid(cecilia, due.id, 700);
    await expire(due.id);
    const completed = await call({ action: 'COMPLETE_AUCTION', auctionId: due.id }, admin);
    expect(completed.body.result).toMatchObject({ auctionId: due.id, completed: true, outcome: 'sold' });
  });

  it('a bid at the last moment and the completion: either the bid is in and the end moved, or the lot ended and the bid was refused', async () => {
    const { completeDueAuctions } = await import('@/modules/auctions/commands/complete-auction');
    const outcomes = { bidFirst: 0, endFirst: 0 };
    for (let round = 0; round < 10; round++) {
      const lot = await createLot(db(), { startPrice: 1000 });
      await bid(anna, lot.id, 1000);
      // The lot ends a few milliseconds from now: Bertil's bid and the completion race for it.
      const endsAt = new Date(Date.now() + 4 + round * 2);
      await db().update(auctions).set({ endsAt }).where(eq(auctions.id, lot.id));
      const [late] = await Promise.all([
        bid(bertil, lot.id, 2000),
        (async () => {
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, endsAt.getTime() - Date.now())));
          return completeDueAuctions(db(), { settlement: saleSettlement() });
        })(),
      ]);
      // The scheduler's next tick: whatever is due by now is completed.
      await completeDueAuctions(db(), { settlement: saleSettlement() });
      const row = await lotRow(db(), lot.id);
      const orderRows = await db().select().from(orders).where(eq(orders.auctionId, lot.id));
      if (late.status === 200) {
        outcomes.bidFirst++;
        const last = (await storedBids(db(), lot.id)).at(-1)!;
        expect(last.placedAt.getTime()).toBeLessThan(endsAt.getTime());
        expect(row).toMatchObject({
          status: 'live',
          leaderId: bertil.id,
          bidCount: 2,
          endsAt: new Date(last.placedAt.getTime() + 120_000),
        });
        expect(orderRows).toEqual([]);
      } else {
        outcomes.endFirst++;
        expect(late.body.error?.details).toEqual({ reason: 'AUCTION_ENDED' });
        expect(row).toMatchObject({ status: 'ended', outcome: 'sold', leaderId: anna.id, bidCount: 1, endsAt });
        expect(orderRows.map((o) => [o.buyerId, o.hammerPrice])).toEqual([[anna.id, 1000]]);
      }
      const { state } = await replayed(db(), lot.id);
      expect({ price: state.currentPrice, leader: state.leaderId, count: state.bidCount }).toEqual({
        price: row.currentPrice,
        leader: row.leaderId,
        count: row.bidCount,
      });
    }
    console.log(`[${testEngine}] last-moment bids: ${outcomes.bidFirst} in before the end, ${outcomes.endFirst} refused as ended`);
  });

  it('several runners at once (two connections on PostgreSQL) complete each lot exactly once, with one order', async () => {
    const { completeDueAuctions } = await import('@/modules/auctions/commands/complete-auction');
    const { openDatabase } = await import('@/db/client');
    const second = t.url ? await openDatabase({ kind: 'postgres', url: t.url, poolSize: 5 }) : null;
    try {
      const lots = [];
      for (let i = 0; i < 12; i++) {
        const lot = await createLot(db(), { startPrice: 1000 + i * 100, reservePrice: i % 4 === 3 ? 1_000_000 : null });
        await placeBidOnAuction(db(), { userId: anna.id, auctionId: lot.id, amount: 5000 });
        if (i % 2 === 0) await placeBidOnAuction(db(), { userId: bertil.id, auctionId: lot.id, amount: 6000 });
        lots.push(lot);
      }
      const ids = lots.map((lot) => lot.id);
      await db().update(auctions).set({ endsAt: past() }).where(inArray(auctions.id, ids));
      const runners = [db(), second?.db ?? db(), db(), second?.db ?? db()];
      const results = (await Promise.all(runners.map((runner) => completeDueAuctions(runner, { settlement: saleSettlement() }))))
        .flat()
        .filter((r) => ids.includes(r.auctionId));
      expect(results.map((r) => r.auctionId).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      expect(results.every((r) => r.completed)).toBe(true);
      const orderRows = await db().select().from(orders).where(inArray(orders.auctionId, ids));
      const soldIds = results.filter((r) => r.outcome === 'sold').map((r) => r.auctionId);
      expect(soldIds).toHaveLength(9);
      expect(orderRows.map((o) => o.auctionId).sort((a, b) => a - b)).toEqual([...soldIds].sort((a, b) => a - b));
      for (const id of soldIds) expect(await jobsLike(`email:won:${id}`)).toHaveLength(1);
      const rows = await db().select().from(auctions).where(inArray(auctions.id, ids));
      expect(rows.every((row) => row.status === 'ended')).toBe(true);
      // One 'ended' event per lot: the completion ran once.
      for (const id of ids) {
        const ended = (await eventsOn(db(), auctionTopic(id), 'auction.updated')).filter(
          (e) => (e.payload as { status: string }).status === 'ended',
        );
        expect(ended).toHaveLength(1);
      }
    } finally {
      await second?.close();
    }
  });
});

describe(`watchlist on ${testEngine}`, () => {
  it('adds and removes idempotently, with the lot’s count, the user’s list size and one watchlist.changed per change', async () => {
    const erik = await createSignedInUser(db(), { firstName: 'Erik' });
    const fia = await createSignedInUser(db(), { firstName: 'Fia' });
    const first = await createLot(db(), { endsAt: new Date(Date.now() + 7 * 86_400_000) });
    const second = await createLot(db(), { endsAt: new Date(Date.now() + 7 * 86_400_000) });
    const watch = (user: TestUser, id: number, on: boolean) =>
      call({ action: on ? 'ADD_TO_WATCHLIST' : 'REMOVE_FROM_WATCHLIST', auctionId: id }, user);

    expect(await watch(erik, first.id, true)).toEqual({
      status: 200,
      body: { result: { auctionId: first.id, watching: true, watchCount: 1, watchlistSize: 1 } },
    });
    expect((await watch(erik, first.id, true)).body.result).toEqual({
      auctionId: first.id,
      watching: true,
      watchCount: 1,
      watchlistSize: 1,
    });
    expect((await watch(fia, first.id, true)).body.result).toEqual({
      auctionId: first.id,
      watching: true,
      watchCount: 2,
      watchlistSize: 1,
    });
    expect((await watch(erik, second.id, true)).body.result).toEqual({
      auctionId: second.id,
      watching: true,
      watchCount: 1,
      watchlistSize: 2,
    });
    expect((await watch(erik, first.id, false)).body.result).toEqual({
      auctionId: first.id,
      watching: false,
      watchCount: 1,
      watchlistSize: 1,
    });
    expect((await watch(erik, first.id, false)).body.result).toEqual({
      auctionId: first.id,
      watching: false,
      watchCount: 1,
      watchlistSize: 1,
    });
    expect((await lotRow(db(), first.id)).watchCount).toBe(1);

    const changed = await eventsOn(db(), `user:${erik.id}`, 'watchlist.changed');
    expect(changed.map((e) => e.payload)).toEqual([
      { auctionId: first.id, watching: true, watchCount: 1, watchlistSize: 1 },
      { auctionId: second.id, watching: true, watchCount: 1, watchlistSize: 2 },
      { auctionId: first.id, watching: false, watchCount: 1, watchlistSize: 1 },
    ]);

    // Many clicks at once still count once.
    const gun = await createSignedInUser(db(), { firstName: 'Gun' });
    const clicks = await Promise.all(Array.from({ length: 6 }, () => watch(gun, second.id, true)));
    expect(clicks.every((c) => c.status === 200)).toBe(true);
    expect((await lotRow(db(), second.id)).watchCount).toBe(2);
    expect(await eventsOn(db(), `user:${gun.id}`, 'watchlist.changed')).toHaveLength(1);

    expect(await watch(erik, 99_999_999, true)).toEqual(refusal(404, 'NOT_FOUND', 'Auktionen finns inte.'));
    const draft = await createLot(db(), { status: 'draft' });
    expect((await watch(erik, draft.id, true)).status).toBe(404);
    expect(await call({ action: 'ADD_TO_WATCHLIST', auctionId: first.id }, null)).toEqual(
      refusal(401, 'UNAUTHENTICATED', 'Du behöver logga in.'),
    );
  });
});

describe(`watchlist reminders on ${testEngine}`, () => {
  it('RUN_WATCHLIST_REMINDER reminds each watcher once at 24 hours and once at 1 hour, even run twice or at once', async () => {
    const { runWatchlistReminders } = await import('@/modules/watchlist/commands/reminders');
    const { openDatabase } = await import('@/db/client');
    // The counts below are for this test's lots only: earlier tests' watched lots (some ending
    // within the day) would be reminded too.
    await db().execute(sql`delete from watchlist`);
    const gustav = await createSignedInUser(db(), { firstName: 'Gustav' });
    const helena = await createSignedInUser(db(), { firstName: 'Helena' });
    const hour = 3_600_000;
    const day = await createLot(db(), { endsAt: new Date(Date.now() + 20 * hour), title: 'Bruno Mathsson fåtölj' });
    const soon = await createLot(db(), { endsAt: new Date(Date.now() + 30 * 60_000), title: 'Lisa Larson katt' });
    const later = await createLot(db(), { endsAt: new Date(Date.now() + 48 * hour), title: 'Stig Lindberg fat' });
    for (const [user, lot] of [
      [gustav, day],
      [gustav, soon],
      [gustav, later],
      [helena, day],
    ] as const) {
      expect((await call({ action: 'ADD_TO_WATCHLIST', auctionId: lot.id }, user)).status).toBe(200);
    }
    // They have watched since the lots were published (a day ago): a reminder whose window began
    // before someone started watching is not sent (watchlist-reminders.test.ts, decision 0037).
    await db().execute(sql`update watchlist set created_at = now() - interval '1 day'`);

    expect(await call({ action: 'RUN_WATCHLIST_REMINDER' }, member)).toEqual(
      refusal(403, 'PERMISSION_DENIED', 'Du har inte behörighet till det här.'),
    );
    expect((await call({ action: 'RUN_WATCHLIST_REMINDER' }, admin)).body).toEqual({
      result: { reminded24h: 2, reminded1h: 1, closing15m: 0 },
    });
    expect((await call({ action: 'RUN_WATCHLIST_REMINDER' }, admin)).body).toEqual({
      result: { reminded24h: 0, reminded1h: 0, closing15m: 0 },
    });

    const kinds = async (user: TestUser) =>
      (await notificationsOf(user)).filter((n) => n.type.startsWith('watchlist.')).map((n) => [n.type, n.data.auctionId]);
    expect(await kinds(gustav)).toEqual([
      ['watchlist.24h', day.id],
      ['watchlist.1h', soon.id],
    ]);
    expect(await kinds(helena)).toEqual([['watchlist.24h', day.id]]);
    await runJobs();
    expect((await mailsTo(gustav, 'WATCHLIST_24H')).map((m) => m.data.lotTitle)).toEqual(['Bruno Mathsson fåtölj']);
    expect((await mailsTo(gustav, 'WATCHLIST_1H')).map((m) => m.data.lotTitle)).toEqual(['Lisa Larson katt']);
    expect((await mailsTo(helena, 'WATCHLIST_24H')).map((m) => m.data.lotTitle)).toEqual(['Bruno Mathsson fåtölj']);

    // 19.5 hours later the first lot has half an hour left: its 1-hour reminder, once.
    const at = (hours: number) => new Date(Date.now() + hours * hour);
    expect(await runWatchlistReminders(db(), { now: at(19.5) })).toEqual({ reminded24h: 0, reminded1h: 2, closing15m: 0 });
    expect(await runWatchlistReminders(db(), { now: at(19.6) })).toEqual({ reminded24h: 0, reminded1h: 0, closing15m: 0 });

    // 28 hours later the third lot has 20 hours left; two runners at once remind once.
    const second = t.url ? await openDatabase({ kind: 'postgres', url: t.url, poolSize: 2 }) : null;
    try {
      const both = await Promise.all([
        runWatchlistReminders(db(), { now: at(28) }),
        runWatchlistReminders(second?.db ?? db(), { now: at(28) }),
      ]);
      expect(both.reduce((sum, r) => sum + r.reminded24h, 0)).toBe(1);
    } finally {
      await second?.close();
    }
    await runJobs();
    expect((await mailsTo(gustav, 'WATCHLIST_24H')).map((m) => m.data.lotTitle).sort()).toEqual([
      'Bruno Mathsson fåtölj',
      'Stig Lindberg fat',
    ]);
    expect((await mailsTo(gustav, 'WATCHLIST_1H')).map((m) => m.data.lotTitle).sort()).toEqual([
      'Bruno Mathsson fåtölj',
      'Lisa Larson katt',
    ]);
    expect((await mailsTo(helena, 'WATCHLIST_1H')).map((m) => m.data.lotTitle)).toEqual(['Bruno Mathsson fåtölj']);
    expect(await kinds(helena)).toEqual([
      ['watchlist.24h', day.id],
      ['watchlist.1h', day.id],
    ]);
  });
});

describe(`admin bid removal on ${testEngine}`, () => {
  it('preview shows exactly what remove applies; the bid is kept for audit; price, leader and count are recomputed; those affected are told', async () => {
    const lot = await createLot(db(), { startPrice: 1000, title: 'Carl Malmsten stol' });
    await bid(anna, lot.id, 1500); // 1 000, Anna
    await bid(bertil, lot.id, 1800); // 1 600, Bertil
    await bid(cecilia, lot.id, 2500); // 1 900, Cecilia
    const [annas, , cecilias] = await storedBids(db(), lot.id);
    const before = await lotRow(db(), lot.id);
    expect(before).toMatchObject({ currentPrice: 1900, leaderId: cecilia.id, bidCount: 3 });

    expect(await call({ action: 'ADMIN_PREVIEW_REMOVE_BID', bidId: cecilias!.id }, member)).toEqual(
      refusal(403, 'PERMISSION_DENIED', 'Du har inte behörighet till det här.'),
    );
    expect(await call({ action: 'ADMIN_REMOVE_BID', bidId: cecilias!.id, reason: 'Budgivaren ångrade sig' }, member)).toEqual(
      refusal(403, 'PERMISSION_DENIED', 'Du har inte behörighet till det här.'),
    );
    const preview = await call({ action: 'ADMIN_PREVIEW_REMOVE_BID', bidId: cecilias!.id }, admin);
    expect(preview.body).toEqual({
      result: {
        bidId: cecilias!.id,
        auctionId: lot.id,
        before: { currentPrice: 1900, leaderId: cecilia.id, bidCount: 3 },
        after: { currentPrice: 1600, leaderId: bertil.id, bidCount: 2, reserveMet: true },
      },
    });
    // A preview changes nothing.
    expect(await lotRow(db(), lot.id)).toEqual(before);

    const short = await call({ action: 'ADMIN_REMOVE_BID', bidId: cecilias!.id, reason: 'x' }, admin);
    expect(short.status).toBe(400);
    expect(short.body.error?.message).toBe('Ogiltigt värde för reason: Ange ett skäl (minst 3 tecken).');

    const removed = await call({ action: 'ADMIN_REMOVE_BID', bidId: cecilias!.id, reason: 'Budgivaren ångrade sig' }, admin);
    expect(removed.body).toEqual(preview.body);
    const after = await lotRow(db(), lot.id);
    expect(after).toMatchObject({ currentPrice: 1600, leaderId: bertil.id, bidCount: 2, endsAt: before.endsAt });
    const audit = (await storedBids(db(), lot.id)).find((b) => b.id === cecilias!.id);
    expect(audit).toMatchObject({
      status: 'removed',
      removedBy: admin.id,
      removedReason: 'Budgivaren ångrade sig',
      maxAmount: 2500,
      bidderId: cecilia.id,
    });
    expect(audit!.removedAt).toBeInstanceOf(Date);
    const { state } = await replayed(db(), lot.id);
    expect({ currentPrice: state.currentPrice, leaderId: state.leaderId, bidCount: state.bidCount }).toEqual({
      currentPrice: 1600,
      leaderId: bertil.id,
      bidCount: 2,
    });
    expect((await eventsOn(db(), auctionTopic(lot.id), 'auction.updated')).at(-1)?.payload).toMatchObject({
      currentPrice: 1600,
      bidCount: 2,
      nextMinimumBid: 1700,
    });

    const about = async (user: TestUser) =>
      (await notificationsOf(user)).filter((n) => n.data.auctionId === lot.id && n.type.startsWith('bid.'));
    expect((await about(cecilia)).map((n) => [n.type, n.title, n.body])).toEqual([
      [
        'bid.removed',
        'Ditt bud på ”Carl Malmsten stol” har tagits bort',
        'Klubban har tagit bort ett av dina bud. Skäl: Budgivaren ångrade sig',
      ],
    ]);
    expect((await about(bertil)).map((n) => [n.type, n.title])).toEqual([['bid.recalculated', 'Du leder nu på ”Carl Malmsten stol”']]);
    expect(await about(anna)).toEqual([]);
    expect((await eventsOn(db(), `user:${bertil.id}`, 'auction.lead')).at(-1)?.payload).toEqual({ auctionId: lot.id, youLead: true });

    // Once removed, it stays removed.
    expect(await call({ action: 'ADMIN_REMOVE_BID', bidId: cecilias!.id, reason: 'Igen' }, admin)).toEqual(
      refusal(400, 'FAILED_PRECONDITION', 'Budet är redan borttaget.', { reason: 'ALREADY_REMOVED' }),
    );
    expect(await call({ action: 'ADMIN_PREVIEW_REMOVE_BID', bidId: 99_999_999 }, admin)).toEqual(
      refusal(404, 'NOT_FOUND', 'Budet finns inte.'),
    );

    // Removing a bid that is not the leader's: the leader stays, the price follows the remaining bids.
    const previewAnna = await call({ action: 'ADMIN_PREVIEW_REMOVE_BID', bidId: annas!.id }, admin);
    expect(previewAnna.body.result.after).toEqual({ currentPrice: 1000, leaderId: bertil.id, bidCount: 1, reserveMet: true });
    expect((await call({ action: 'ADMIN_REMOVE_BID', bidId: annas!.id, reason: 'Dubbelkonto' }, admin)).body).toEqual(previewAnna.body);
    expect(await about(bertil)).toHaveLength(1);
    expect((await about(anna)).map((n) => n.type)).toEqual(['bid.removed']);

    // Bidding goes on from the recomputed state: Bertil's 1 800 alone stands at the start price 1 000.
    const next = await bid(david, lot.id, 1100);
    expect(next.body.result).toMatchObject({ auction: { currentPrice: 1200, bidCount: 2 }, youLead: false });
  });

  it('two removals of the same bid at once: one removes it, the other is told it is already removed (never a 500)', async () => {
    for (let round = 0; round < 5; round++) {
      const lot = await createLot(db(), { startPrice: 1000 });
      await bid(anna, lot.id, 1500);
      await bid(bertil, lot.id, 2000);
      const target = (await storedBids(db(), lot.id)).at(-1)!;
      const answers = await Promise.all([
        call({ action: 'ADMIN_REMOVE_BID', bidId: target.id, reason: 'Dubbelklick' }, admin),
        call({ action: 'ADMIN_REMOVE_BID', bidId: target.id, reason: 'Dubbelklick' }, admin),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
      expect(answers.find((a) => a.status === 400)).toEqual(
        refusal(400, 'FAILED_PRECONDITION', 'Budet är redan borttaget.', { reason: 'ALREADY_REMOVED' }),
      );
      expect(await lotRow(db(), lot.id)).toMatchObject({ currentPrice: 1000, leaderId: anna.id, bidCount: 1 });
    }
  });

  it('refuses removal on a lot that has ended', async () => {
    const lot = await createLot(db(), { startPrice: 1000 });
    await bid(anna, lot.id, 1000);
    await db().update(auctions).set({ status: 'ended', outcome: 'sold' }).where(eq(auctions.id, lot.id));
    const [stored] = await storedBids(db(), lot.id);
    expect(await call({ action: 'ADMIN_REMOVE_BID', bidId: stored!.id, reason: 'För sent' }, admin)).toEqual(
      refusal(400, 'FAILED_PRECONDITION', 'Bud kan bara tas bort medan auktionen pågår.', { reason: 'AUCTION_NOT_LIVE' }),
    );
  });
});

describe(`access on ${testEngine}`, () => {
  it('user actions answer UNAUTHENTICATED to a visitor; the bidding admin actions are registered as admin-only', async () => {
    for (const action of ['BID_ON_AUCTION', 'BUY_NOW', 'ADD_TO_WATCHLIST', 'REMOVE_FROM_WATCHLIST']) {
      const answer = await call({ action, auctionId: 1, amount: 100 }, null);
      expect(answer.status, action).toBe(401);
    }
    const connectorDef = functionRegistry.connector;
    if (connectorDef?.kind !== 'connector') throw new Error('connector missing');
    for (const action of [
      'COMPLETE_AUCTION',
      'RUN_COMPLETE_AUCTIONS',
      'RUN_WATCHLIST_REMINDER',
      'ADMIN_PREVIEW_REMOVE_BID',
      'ADMIN_REMOVE_BID',
    ]) {
      expect(connectorDef.actions[action]?.access, action).toBe('admin');
    }
  });
});
