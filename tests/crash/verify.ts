import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { DbOrTx } from '@/db/client';
import { users } from '@/modules/accounts/tables';
import { auctions, bids } from '@/modules/auctions/tables';
import { notifications } from '@/modules/notifications/tables';
import { orders } from '@/modules/orders/tables';
import { payouts } from '@/modules/payments/tables';
import { emailOutbox, jobs } from '@/platform/tables';
import { uploads } from '@/modules/uploads/tables';
import { auctionTopic } from '@/modules/auctions';
import { replay, type StandingBid } from '@/modules/bidding/domain/engine';
import { eventsOn } from '../setup/lots';
import type { CrashFixture } from './fixture';
import type { BidAttempt, LoadLedger } from './load';

/**
 * What must hold in the database after the kills: every bid whose answer was a success
 * is stored; each lot equals the engine's replay of its bids; nothing is duplicated or half-written
 * (orders, payouts, e-mails, uploads, jobs). Collects every violation instead of stopping at the
 * first, so one run says all that went wrong.
 */

export interface Verification {
  violations: string[];
  bidsChecked: number;
  lotsReplayed: number;
  orders: number;
  payouts: number;
  emails: number;
  uploadsReady: number;
  /** E-mail jobs a killed server had claimed and not finished: retried after the claim times out. */
  orphanedJobs: number;
}

const key = (lotId: number, bidderId: string, amount: number) => `${lotId}:${bidderId}:${amount}`;

/** jsonb keeps keys in its own order: compare objects by their keys sorted. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export async function verifyAfterCrashes(
  db: DbOrTx,
  input: { fixture: CrashFixture; ledger: LoadLedger; dataDir: string },
): Promise<Verification> {
  const violations: string[] = [];
  const fail = (message: string) => violations.push(message);
  const { fixture, ledger } = input;

  // ---- Bids: stored = acknowledged ∪ (some of the lost), and each lot = the engine's replay.
  const lotIds = [...fixture.openLots.map((l) => l.id), ...fixture.closingLots.map((l) => l.id)];
  const lots = new Map((await db.select().from(auctions).where(inArray(auctions.id, lotIds))).map((row) => [row.id, row]));
  const storedBids = await db.select().from(bids).where(inArray(bids.auctionId, lotIds)).orderBy(asc(bids.id));
  const acknowledged = ledger.bids.filter((b) => b.outcome === 'acknowledged');
  const lostLeft = new Map<string, number>();
  for (const attempt of ledger.bids.filter((b) => b.outcome === 'lost')) {
    const k = key(attempt.lotId, attempt.bidderId, attempt.amount);
    lostLeft.set(k, (lostLeft.get(k) ?? 0) + 1);
  }
  const ackedByLotAndCount = new Map<string, BidAttempt>();
  for (const attempt of acknowledged) {
    const k = `${attempt.lotId}#${attempt.bidCount}`;
    if (ackedByLotAndCount.has(k)) fail(`two acknowledged bids on lot ${attempt.lotId} both answered bid count ${attempt.bidCount}`);
    ackedByLotAndCount.set(k, attempt);
  }
  const openLotIds = new Set(fixture.openLots.map((l) => l.id));
  let bidsChecked = 0;
  const storedBidIds = new Set<number>();
  for (const lotId of lotIds) {
    const row = lots.get(lotId);
    if (!row) {
      fail(`lot ${lotId} is gone`);
      continue;
    }
    const terms = { startPrice: row.startPrice, reservePrice: row.reservePrice, buyNowPrice: row.buyNowPrice, sellerId: row.sellerId };
    const stored = storedBids.filter((b) => b.auctionId === lotId);
    if (stored.some((b) => b.status !== 'accepted')) fail(`lot ${lotId} has a bid that is not accepted`);
    const standing: StandingBid[] = [];
    /** The lot's price after each stored bid, as the replay gives it. */
    const pricesAfter: number[] = [];
    let previousAmount = 0;
    for (const [index, bid] of stored.entries()) {
      storedBidIds.add(bid.id);
      standing.push({ id: bid.id, bidderId: bid.bidderId, maxAmount: bid.maxAmount, placedAt: bid.placedAt, sequence: bid.id });
      const state = replay(terms, row.originalEndsAt, standing);
      // A bid stores what it bid: the price it made, or its own maximum when another's answered it at once.
      const bidAmount = Math.min(state.currentPrice ?? 0, bid.maxAmount);
      if (bidAmount !== bid.amount) fail(`bid ${bid.id} on lot ${lotId} stored ${bid.amount}; the replay gives ${bidAmount}`);
      const price = state.currentPrice ?? 0;
      pricesAfter.push(price);
      if (price < previousAmount) fail(`lot ${lotId}: the price went down at bid ${bid.id}`);
      previousAmount = price;
      bidsChecked++;
      if (!openLotIds.has(lotId)) continue; // the closing lots' bids were seeded, not placed over HTTP
      // The k-th stored bid is the one whose answer said bid count k, or one whose answer was lost.
      const answer = ackedByLotAndCount.get(`${lotId}#${index + 1}`);
      if (answer) {
        if (answer.bidderId !== bid.bidderId || answer.amount !== bid.maxAmount)
          fail(
            `lot ${lotId}: bid #${index + 1} was answered to ${answer.bidderId}/${answer.amount}, the stored one is ${bid.bidderId}/${bid.maxAmount}`,
          );
        else if (answer.price !== state.currentPrice)
          fail(`lot ${lotId}: bid #${index + 1} was answered price ${answer.price}, the replay gives ${state.currentPrice}`);
        continue;
      }
      const k = key(lotId, bid.bidderId, bid.maxAmount);
      const lost = lostLeft.get(k) ?? 0;
      if (lost > 0) lostLeft.set(k, lost - 1);
      else fail(`lot ${lotId}: stored bid ${bid.id} (${bid.bidderId}/${bid.maxAmount}) was never acknowledged nor lost in flight`);
    }
    const final = replay(terms, row.originalEndsAt, standing);
    const storedState = {
      price: row.currentPrice,
      leader: row.leaderId,
      max: row.leaderMax,
      count: row.bidCount,
      end: row.endsAt.toISOString(),
    };
    const replayed = {
      price: final.currentPrice,
      leader: final.leaderId,
      max: final.leaderMax,
      count: final.bidCount,
      end: final.endsAt.toISOString(),
    };
    if (stable(storedState) !== stable(replayed)) fail(`lot ${lotId} stored ${stable(storedState)}; the replay gives ${stable(replayed)}`);
    if (openLotIds.has(lotId)) {
      // Each accepted bid published the lot's new state in its own transaction: one event per bid.
      const events = (await eventsOn(db, auctionTopic(lotId), 'auction.updated'))
        .map((e) => e.payload as { bidCount: number; currentPrice: number; status: string })
        .filter((p) => p.status === 'live');
      const counts = events.map((p) => p.bidCount);
      if (stable(counts) !== stable(stored.map((_, i) => i + 1)))
        fail(`lot ${lotId}: ${stored.length} bids but bid events for counts ${stable(counts).slice(0, 200)}`);
      events.forEach((p, i) => {
        if (stored[i] && p.currentPrice !== pricesAfter[i])
          fail(`lot ${lotId}: event #${i + 1} says ${p.currentPrice}, the replay after bid ${stored[i]!.id} gives ${pricesAfter[i]}`);
      });
    }
  }
  for (const attempt of acknowledged) {
    const stored = storedBids.find(
      (b) => b.auctionId === attempt.lotId && b.bidderId === attempt.bidderId && b.maxAmount === attempt.amount && b.status === 'accepted',
    );
    if (!stored) fail(`acknowledged bid ${attempt.bidderId}/${attempt.amount} on lot ${attempt.lotId} is not stored`);
  }
  const notices = await db
    .select({ dedupeKey: notifications.dedupeKey })
    .from(notifications)
    .where(eq(notifications.type, 'auction.outbid'));
  for (const { dedupeKey } of notices) {
    const bidId = Number(dedupeKey?.split(':')[1]);
    if (!storedBidIds.has(bidId)) fail(`an outbid notice (${dedupeKey}) names a bid that is not stored`);
  }

  // ---- Lots that ended: sold ⇔ exactly one order, to the leader at the price; unsold: none.
  const allOrders = await db.select().from(orders);
  const ordersByLot = new Map<number, (typeof allOrders)[number][]>();
  for (const order of allOrders) ordersByLot.set(order.auctionId, [...(ordersByLot.get(order.auctionId) ?? []), order]);
  for (const [auctionId, list] of ordersByLot) if (list.length > 1) fail(`lot ${auctionId} has ${list.length} orders`);
  const ended = await db.select().from(auctions).where(eq(auctions.status, 'ended'));
  for (const lot of ended) {
    const order = ordersByLot.get(lot.id)?.[0];
    if (lot.outcome === 'sold') {
      if (!order) fail(`lot ${lot.id} is sold but has no order`);
      else if (order.buyerId !== lot.leaderId || order.hammerPrice !== lot.currentPrice)
        fail(`lot ${lot.id}'s order is ${order.buyerId}/${order.hammerPrice}; the lot says ${lot.leaderId}/${lot.currentPrice}`);
    } else if (order) fail(`lot ${lot.id} ended ${lot.outcome} but has order ${order.id}`);
  }
  for (const order of allOrders) {
    const lot = ended.find((l) => l.id === order.auctionId);
    if (!lot || lot.outcome !== 'sold') fail(`order ${order.id} is for lot ${order.auctionId}, which is not sold`);
  }
  for (const lot of fixture.closingLots) {
    const row = ended.find((l) => l.id === lot.id);
    if (!row) fail(`closing lot ${lot.id} did not end`);
  }
  const wonNotices = new Set(
    (await db.select({ dedupeKey: notifications.dedupeKey }).from(notifications).where(eq(notifications.type, 'auction.won'))).map(
      (n) => n.dedupeKey,
    ),
  );
  const jobRows = await db.select().from(jobs).orderBy(asc(jobs.id));
  const jobKeys = new Set(jobRows.map((j) => j.uniqueKey));
  for (const order of allOrders) {
    if (!wonNotices.has(`won:${order.auctionId}`)) fail(`order ${order.id}: the winner's notice is missing`);
    if (!jobKeys.has(`email:won:${order.auctionId}`)) fail(`order ${order.id}: the AUCTION_WON e-mail was never queued`);
  }
  // Buy-now: an acknowledged purchase is the order it named.
  for (const buy of ledger.buys.filter((b) => b.outcome === 'acknowledged')) {
    const order = allOrders.find((o) => o.id === buy.orderId);
    const lot = fixture.buyNowLots.find((l) => l.id === buy.lotId)!;
    if (!order) fail(`acknowledged purchase of lot ${buy.lotId} named order ${buy.orderId}, which is not stored`);
    else if (order.auctionId !== buy.lotId || order.buyerId !== buy.buyerId || order.hammerPrice !== lot.price || !order.viaBuyNow)
      fail(`order ${order.id} is not the purchase of lot ${buy.lotId} that was acknowledged`);
  }

  // ---- Payouts: one per order at most (its key), for an existing order, never zero.
  const allPayouts = await db.select().from(payouts);
  for (const payout of allPayouts) {
    if (!allOrders.some((o) => o.id === payout.orderId)) fail(`payout for order ${payout.orderId}, which does not exist`);
    if (payout.amountOre <= 0) fail(`payout for order ${payout.orderId} of ${payout.amountOre} öre`);
  }

  // ---- E-mails: each finished e-mail job wrote its mail exactly once, fully (status outbox).
  const outbox = await db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
  for (const mail of outbox) if (mail.status !== 'outbox') fail(`e-mail ${mail.id} (${mail.template}) was left ${mail.status}`);
  const emailOf = new Map((await db.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.id, u.email]));
  const signature = (template: string, to: string, props: Record<string, unknown>) => {
    const { firstName: _firstName, siteUrl: _siteUrl, ...rest } = props;
    return `${template}|${to}|${stable(rest)}`;
  };
  const mailsBySignature = new Map<string, number>();
  for (const mail of outbox) {
    const s = signature(mail.template, mail.toAddress, mail.data);
    mailsBySignature.set(s, (mailsBySignature.get(s) ?? 0) + 1);
  }
  const jobsBySignature = new Map<string, { done: number; running: number }>();
  let orphanedJobs = 0;
  for (const job of jobRows) {
    if (job.status === 'failed') fail(`job ${job.id} (${job.name}) failed: ${job.lastError}`);
    if (job.name !== 'email.send') continue;
    const payload = job.payload as { template: string; userId?: string; to?: string; props: Record<string, unknown> };
    const to = payload.to ?? emailOf.get(payload.userId ?? '') ?? '?';
    const s = signature(payload.template, to, JSON.parse(JSON.stringify(payload.props)) as Record<string, unknown>);
    const entry = jobsBySignature.get(s) ?? { done: 0, running: 0 };
    if (job.status === 'done') entry.done++;
    if (job.status === 'running') {
      entry.running++;
      orphanedJobs++;
    }
    jobsBySignature.set(s, entry);
  }
  for (const [s, { done, running }] of jobsBySignature) {
    const mails = mailsBySignature.get(s) ?? 0;
    if (mails < done) fail(`${done} finished e-mail jobs but ${mails} e-mails: ${s.slice(0, 160)}`);
    if (mails > done) {
      fail(
        running > 0
          ? `an e-mail job a killed server left running has already written its mail (it is sent again when the job is retried): ${s.slice(0, 160)}`
          : `${mails} e-mails for ${done} jobs: ${s.slice(0, 160)}`,
      );
    }
  }
  for (const [s, mails] of mailsBySignature)
    if (!jobsBySignature.has(s)) fail(`${mails} e-mails that no job asked for: ${s.slice(0, 160)}`);
  // And by the job each e-mail names: a finished job has its one e-mail, an e-mail its finished job.
  const mailsByJob = new Map<number, number>();
  for (const mail of outbox) if (mail.jobId !== null) mailsByJob.set(mail.jobId, (mailsByJob.get(mail.jobId) ?? 0) + 1);
  for (const job of jobRows) {
    if (job.name !== 'email.send') continue;
    const mails = mailsByJob.get(job.id) ?? 0;
    if (job.status === 'done' && mails !== 1) fail(`e-mail job ${job.id} is done and wrote ${mails} e-mails`);
    if (job.status !== 'done' && mails > 0) fail(`e-mail job ${job.id} is ${job.status} but already wrote its e-mail`);
  }
  for (const mail of outbox) {
    if (mail.jobId === null) fail(`e-mail ${mail.id} (${mail.template}) names no job`);
    else if (!jobRows.some((job) => job.id === mail.jobId)) fail(`e-mail ${mail.id} names job ${mail.jobId}, which does not exist`);
  }

  // ---- Uploads: an acknowledged upload is ready with both variants; a ready one is whole.
  const uploadRows = await db.select().from(uploads).where(eq(uploads.ownerId, fixture.uploader.id));
  const byKey = new Map(uploadRows.map((u) => [u.key, u]));
  let uploadsReady = 0;
  for (const attempt of ledger.uploads) {
    if (attempt.outcome !== 'acknowledged') continue;
    const row = attempt.key ? byKey.get(attempt.key) : undefined;
    if (!row || row.status !== 'ready') fail(`acknowledged upload ${attempt.key} is ${row?.status ?? 'not stored'}`);
  }
  for (const row of uploadRows) {
    if (row.status === 'refused') fail(`upload ${row.key} was refused: ${row.refusal}`);
    if (row.status !== 'ready') continue;
    uploadsReady++;
    for (const file of ['full.jpg', 'thumb.webp']) {
      const where = path.join(input.dataDir, 'uploads', 'uploads', row.key, file);
      try {
        if (statSync(where).size === 0) throw new Error('empty');
        await sharp(readFileSync(where)).metadata();
      } catch (error) {
        fail(`upload ${row.key} is ready but its ${file} is ${(error as Error).message}`);
      }
    }
  }

  return {
    violations,
    bidsChecked,
    lotsReplayed: lotIds.length,
    orders: allOrders.length,
    payouts: allPayouts.length,
    emails: outbox.length,
    uploadsReady,
    orphanedJobs,
  };
}
