import { and, asc, eq, like } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { notifications } from '@/modules/notifications/tables';
import { auctionTopic } from '@/modules/auctions';
import { minimumNextBid, incrementFor } from '@/modules/auctions/domain/increments';
import { replay, type AuctionTerms, type StandingBid } from '@/modules/bidding/domain/engine';
import { seededRandom } from '@/platform/seeded-random';
import { eventsOn, lotRow, storedBids, type TestUser } from './lots';

/**
 * Many bidders racing on one lot, and what can be checked afterwards. Used by the integration
 * suite (in-process handlers, PGlite and PostgreSQL) and the end-to-end suite (two real servers on
 * one PostgreSQL database).
 *
 * Each bidder places its bids one after another (as a person at a browser does: the next bid after
 * the answer to the previous one), all bidders at once, so at any moment about `bidders.length`
 * bids are in flight on the lot. Each maximum is drawn around the lowest bid the bidder last heard
 * of, a two increments below to eight above, so many bids arrive too low because others got there
 * first, and leaders sometimes bid under their own maximum.
 */

export interface RaceAnswer {
  bidder: string;
  amount: number;
  status: number;
  body: { result?: BidAnswer; error?: { status: string; message: string; details?: { reason?: string; minimumBid?: number } } };
}

interface BidAnswer {
  auction: {
    id: number;
    currentPrice: number;
    bidCount: number;
    endsAt: string;
    status: string;
    nextMinimumBid: number;
    reserveMet: boolean;
  };
  youLead: boolean;
  yourMaximum: number;
}

export type PlaceBid = (bidder: TestUser, amount: number) => Promise<{ status: number; body: unknown }>;

export async function runRace(options: {
  bidders: TestUser[];
  bidsEach: number;
  startPrice: number;
  seed: number;
  place: PlaceBid;
}): Promise<RaceAnswer[]> {
  const random = seededRandom(options.seed);
  const answers: RaceAnswer[] = [];
  await Promise.all(
    options.bidders.map(async (bidder) => {
      let minimum = options.startPrice;
      for (let i = 0; i < options.bidsEach; i++) {
        const step = incrementFor(minimum);
        const amount = Math.max(1, minimum + Math.floor(random() * 11 - 2) * step + (random() < 0.3 ? Math.floor(random() * 10) : 0));
        const { status, body } = await options.place(bidder, amount);
        const answer = { bidder: bidder.id, amount, status, body } as RaceAnswer;
        answers.push(answer);
        if (answer.body.result) minimum = answer.body.result.auction.nextMinimumBid;
        else if (answer.body.error?.details?.minimumBid) minimum = answer.body.error.details.minimumBid;
      }
    }),
  );
  return answers;
}

const terms = (row: Awaited<ReturnType<typeof lotRow>>): AuctionTerms => ({
  startPrice: row.startPrice,
  reservePrice: row.reservePrice,
  buyNowPrice: row.buyNowPrice,
  sellerId: row.sellerId,
});

export interface RaceReport {
  attempts: number;
  accepted: number;
  refused: Record<string, number>;
  finalPrice: number | null;
  leaderChanges: number;
}

/**
 * Everything checkable after the race; throws with a precise message at the first violation.
 *
 * 1. Every answer is an acceptance or a business refusal (too low, not above one's own maximum):
 *    no 500, no deadlock or serialisation error reaches a bidder.
 * 2. The accepted answers carry bidCount 1…N, each exactly once, and N is the number of stored
 *    accepted bids and the lot's bidCount: every bid was decided on the state after all bids before
 *    it (they serialised), and no accepted bid was lost.
 * 3. The k-th accepted answer (by its bidCount) and the k-th stored bid (by id, the commit order)
 *    are the same bid: same bidder, same maximum. That is a one-to-one match between OK answers and
 *    stored bids, so no refused bid was stored either.
 * 4. Replaying the first k stored bids through the engine's `replay` gives what the k-th answer
 *    said (price = the replay's, the bid's stored amount = what it bid, end, youLead), and replaying all of them gives the
 *    stored lot (price, leader, bidCount, endsAt): the row was never written from a stale read.
 * 5. The stored `amount` never goes down in id order.
 * 6. Each refusal quoted a lowest bid the lot really had at some point (the nextMinimumBid after
 *    some prefix of the accepted bids), and the refused amount was under it.
 * 7. Lead: a bidder's answers are a snapshot, so several bidders' last answers may say youLead:
 *    true — the one left leading at the end, and earlier leaders who were overtaken afterwards.
 *    What must hold: the final leader's last answer says youLead: true and they got no outbid
 *    notice after it; every other bidder whose last answer said youLead: true later received an
 *    outbid notice caused by a later bid (so their page was told they no longer lead). Exactly one
 *    bidder ends believing they lead: the stored leader.
 * 8. Outbid notices are exactly what the replay says: one to the previous leader per leader change,
 *    and one to a bidder whose bid the leader's maximum answered at once; never to a bidder whose
 *    own bid made them lead.
 * 9. The lot's topic got one auction.updated per accepted bid, in commit order, bidCount 1…N, with
 *    the price and end of that bid.
 */
export async function checkRace(db: DbOrTx, auctionId: number, answers: RaceAnswer[]): Promise<RaceReport> {
  const fail = (message: string): never => {
    throw new Error(`bid race on lot ${auctionId}: ${message}`);
  };
  const row = await lotRow(db, auctionId);
  const lotTerms = terms(row);

  // 1.
  const refused: Record<string, number> = {};
  for (const answer of answers) {
    if (answer.status === 200) continue;
    const reason = answer.body.error?.details?.reason;
    if (answer.status !== 400 || (reason !== 'BID_TOO_LOW' && reason !== 'NOT_ABOVE_OWN_MAXIMUM')) {
      fail(`unexpected answer ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    refused[reason!] = (refused[reason!] ?? 0) + 1;
  }
  const ok = answers.filter((answer) => answer.status === 200);

  // 2.
  const all = await storedBids(db, auctionId);
  const stored = all.filter((bid) => bid.status === 'accepted');
  if (stored.length !== all.length) fail('a bid was removed during the race');
  if (stored.length !== ok.length) fail(`${ok.length} bids were accepted but ${stored.length} are stored`);
  if (row.bidCount !== ok.length) fail(`the lot says ${row.bidCount} bids, ${ok.length} were accepted`);
  const byCount = new Map<number, RaceAnswer>();
  for (const answer of ok) {
    const count = answer.body.result!.auction.bidCount;
    if (byCount.has(count)) fail(`two accepted answers both say bidCount ${count}`);
    byCount.set(count, answer);
  }
  for (let k = 1; k <= ok.length; k++) if (!byCount.has(k)) fail(`no accepted answer says bidCount ${k}`);

  // 3–5, 8.
  const standing: StandingBid[] = stored.map((bid) => ({
    id: bid.id,
    bidderId: bid.bidderId,
    maxAmount: bid.maxAmount,
    placedAt: bid.placedAt,
    sequence: bid.id,
  }));
  const minimums = new Set<number>([minimumNextBid({ startPrice: row.startPrice, currentPrice: null, bidCount: 0 })]);
  const expectedOutbid: string[] = [];
  const leadAfterOwnBid = new Set<number>();
  let previousLeader: string | null = null;
  let previousAmount = 0;
  let leaderChanges = 0;
  for (let k = 1; k <= stored.length; k++) {
    const bid = stored[k - 1]!;
    const answer = byCount.get(k)!;
    const result = answer.body.result!;
    if (answer.bidder !== bid.bidderId || answer.amount !== bid.maxAmount) {
      fail(`answer #${k} was ${answer.bidder}/${answer.amount}, stored bid ${bid.id} is ${bid.bidderId}/${bid.maxAmount}`);
    }
    const state = replay(lotTerms, row.originalEndsAt, standing.slice(0, k));
    // A bid stores what it bid: the price it made, or its own maximum when another's answered it at once.
    const bidAmount = Math.min(state.currentPrice ?? 0, bid.maxAmount);
    if (bidAmount !== bid.amount) fail(`bid ${bid.id} stored amount ${bid.amount}, replay gives ${bidAmount}`);
    if (result.auction.currentPrice !== state.currentPrice)
      fail(`answer #${k} said price ${result.auction.currentPrice}, the replay gives ${state.currentPrice}`);
    if (result.auction.endsAt !== state.endsAt.toISOString())
      fail(`answer #${k} said end ${result.auction.endsAt}, replay gives ${state.endsAt.toISOString()}`);
    if (result.youLead !== (state.leaderId === bid.bidderId))
      fail(`answer #${k} said youLead ${result.youLead}, replay says the leader is ${state.leaderId}`);
    const price = state.currentPrice ?? 0;
    if (price < previousAmount) fail(`the price went down from ${previousAmount} to ${price} at bid ${bid.id}`);
    previousAmount = price;
    if (state.leaderId !== previousLeader) {
      leaderChanges++;
      if (previousLeader !== null) expectedOutbid.push(`outbid:${bid.id}:${previousLeader}`);
    }
    // A bid answered at once by the leader's maximum tells its own bidder so (in the app).
    if (state.leaderId !== bid.bidderId) expectedOutbid.push(`outbid:${bid.id}:${bid.bidderId}`);
    else leadAfterOwnBid.add(bid.id);
    previousLeader = state.leaderId;
    minimums.add(minimumNextBid({ startPrice: row.startPrice, currentPrice: state.currentPrice, bidCount: state.bidCount }));
  }
  const final = replay(lotTerms, row.originalEndsAt, standing);
  const storedState = {
    currentPrice: row.currentPrice,
    leaderId: row.leaderId,
    leaderMax: row.leaderMax,
    bidCount: row.bidCount,
    endsAt: row.endsAt.toISOString(),
  };
  const replayedState = {
    currentPrice: final.currentPrice,
    leaderId: final.leaderId,
    leaderMax: final.leaderMax,
    bidCount: final.bidCount,
    endsAt: final.endsAt.toISOString(),
  };
  if (JSON.stringify(storedState) !== JSON.stringify(replayedState)) {
    fail(`stored ${JSON.stringify(storedState)} but the replay gives ${JSON.stringify(replayedState)}`);
  }

  // 6.
  for (const answer of answers) {
    const minimum = answer.body.error?.details?.minimumBid;
    if (answer.body.error?.details?.reason !== 'BID_TOO_LOW') continue;
    if (minimum === undefined || !minimums.has(minimum)) fail(`a refusal quoted ${minimum}, which the lot never asked for`);
    if (answer.amount >= minimum!) fail(`${answer.amount} was refused as under ${minimum}`);
  }

  // 8.
  const notices = await db
    .select({ userId: notifications.userId, dedupeKey: notifications.dedupeKey, data: notifications.data })
    .from(notifications)
    .where(and(eq(notifications.type, 'auction.outbid'), like(notifications.dedupeKey, 'outbid:%')))
    .orderBy(asc(notifications.id));
  const onLot = notices.filter((n) => (n.data as { auctionId?: number }).auctionId === auctionId);
  const got = onLot.map((n) => n.dedupeKey!).sort();
  if (JSON.stringify(got) !== JSON.stringify([...expectedOutbid].sort())) {
    fail(`outbid notices ${got.length} differ from the ${expectedOutbid.length} of the replay (leader changes and bids answered at once)`);
  }
  for (const notice of onLot) {
    const bidId = Number(notice.dedupeKey!.split(':')[1]);
    if (stored.find((bid) => bid.id === bidId)?.bidderId === notice.userId && leadAfterOwnBid.has(bidId))
      fail(`${notice.userId} was told they were outbid by their own bid ${bidId}, which made them lead`);
  }

  // 7.
  const lastOk = new Map<string, { answer: RaceAnswer; bidId: number }>();
  for (const [count, answer] of [...byCount.entries()].sort((a, b) => a[0] - b[0]))
    lastOk.set(answer.bidder, { answer, bidId: stored[count - 1]!.id });
  const believers: string[] = [];
  for (const [bidder, { answer, bidId }] of lastOk) {
    if (!answer.body.result!.youLead) continue;
    const toldLater = onLot.some((n) => n.userId === bidder && Number(n.dedupeKey!.split(':')[1]) > bidId);
    if (!toldLater) believers.push(bidder);
  }
  if (believers.length !== 1 || believers[0] !== row.leaderId) {
    fail(`bidders left believing they lead: ${JSON.stringify(believers)}; the leader is ${row.leaderId}`);
  }

  // 9.
  const updates = (await eventsOn(db, auctionTopic(auctionId), 'auction.updated')).map((e) => e.payload as BidAnswer['auction']);
  if (updates.length !== stored.length) fail(`${updates.length} auction.updated events for ${stored.length} bids`);
  updates.forEach((update, index) => {
    const bid = stored[index]!;
    const answer = byCount.get(index + 1)!.body.result!.auction;
    if (update.bidCount !== index + 1 || update.currentPrice !== answer.currentPrice || update.endsAt !== answer.endsAt) {
      fail(`event #${index + 1} ${JSON.stringify(update)} does not match bid ${bid.id}`);
    }
  });

  return { attempts: answers.length, accepted: ok.length, refused, finalPrice: row.currentPrice, leaderChanges };
}
