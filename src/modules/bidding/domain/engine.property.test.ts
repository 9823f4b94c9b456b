import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { incrementFor } from '@/modules/auctions';
import {
  bidHistory,
  placeBid,
  previewRemoval,
  replay,
  type AuctionClock,
  type AuctionTerms,
  type EngineState,
  type HistoryEntry,
  type StandingBid,
  type StoredStanding,
} from './engine';

/*
 * Property tests of the bidding engine against a reference model written here from the rule book
 * (docs/product.md §1), separately from the engine and deliberately naive: it recomputes everything
 * from the list of bids at every step, by linear scans, with no state carried between bids.
 *
 * The model's price, from first principles:
 *   - a bidder's standing maximum is their latest bid; the leader is the highest standing maximum,
 *     the earliest placed on a tie;
 *   - the price is set by the last bid that was *not* the leader raising their own maximum: at that
 *     moment it became min(leader's maximum then, best rival + increment(best rival)), the start
 *     price with no rival, never below the start price; the leader's later raises leave it alone;
 *   - once the leader's maximum reaches the reserve, the price is at least the reserve.
 * The engine folds bid by bid; the model finds "the last bid that set the price" by rescanning
 * every prefix. Both must agree on every step of random auctions.
 */

const SELLER = 'seller';
const BIDDERS = ['a', 'b', 'c', 'd', 'e'] as const;
const TWO_MINUTES = 120_000;
const CAP = 100_000_000;

interface ModelBid {
  id: number;
  bidder: string;
  max: number;
  at: number;
  seq: number;
}

interface ModelState {
  price: number | null;
  leader: string | null;
  leaderMax: number | null;
  count: number;
  reserveMet: boolean;
}

function standingsAfter(bids: readonly ModelBid[], n: number): ModelBid[] {
  const latest = new Map<string, ModelBid>();
  for (let i = 0; i < n; i++) latest.set(bids[i]!.bidder, bids[i]!);
  return [...latest.values()];
}

function best(candidates: readonly ModelBid[]): ModelBid | null {
  let top: ModelBid | null = null;
  for (const bid of candidates) {
    if (top === null || bid.max > top.max || (bid.max === top.max && bid.seq < top.seq)) top = bid;
  }
  return top;
}

function modelState(terms: AuctionTerms, bids: readonly ModelBid[]): ModelState {
  const reserve = terms.reservePrice;
  if (bids.length === 0) return { price: null, leader: null, leaderMax: null, count: 0, reserveMet: reserve === null };
  // The last bid that set the price: every bid except the leader raising their own maximum.
  let setter = 0;
  for (let i = 0; i < bids.length; i++) {
    const leaderBefore = best(standingsAfter(bids, i));
    const ownRaise = leaderBefore !== null && leaderBefore.bidder === bids[i]!.bidder && bids[i]!.max > leaderBefore.max;
    if (!ownRaise) setter = i;
  }
  const final = standingsAfter(bids, bids.length);
  const leader = best(final)!;
  const leaderMaxThen = standingsAfter(bids, setter + 1).find((bid) => bid.bidder === leader.bidder)!.max;
  const rival = best(final.filter((bid) => bid.bidder !== leader.bidder));
  let price = rival === null ? terms.startPrice : Math.min(leaderMaxThen, rival.max + incrementFor(rival.max));
  if (price < terms.startPrice) price = terms.startPrice;
  if (reserve !== null && leader.max >= reserve && price < reserve) price = reserve;
  return {
    price,
    leader: leader.bidder,
    leaderMax: leader.max,
    count: bids.length,
    reserveMet: reserve === null || price >= reserve,
  };
}

type ModelDecision = { ok: true; endsAt: number } | { ok: false; code: string; minimumBid?: number };

function modelPlace(
  terms: AuctionTerms,
  clock: AuctionClock,
  bids: readonly ModelBid[],
  bidder: string,
  amount: number,
  now: number,
): ModelDecision {
  if (clock.status === 'cancelled' || clock.status === 'draft' || clock.status === 'scheduled')
    return { ok: false, code: 'AUCTION_NOT_LIVE' };
  if (clock.status === 'ended') return { ok: false, code: 'AUCTION_ENDED' };
  if (now < clock.startsAt.getTime()) return { ok: false, code: 'AUCTION_NOT_LIVE' };
  if (now >= clock.endsAt.getTime()) return { ok: false, code: 'AUCTION_ENDED' };
  if (bidder === terms.sellerId) return { ok: false, code: 'OWN_ITEM' };
  if (!Number.isInteger(amount) || amount < 1 || amount > CAP) return { ok: false, code: 'AMOUNT_INVALID' };
  const state = modelState(terms, bids);
  const minimum = state.count === 0 || state.price === null ? terms.startPrice : state.price + incrementFor(state.price);
  if (state.leader === bidder && state.leaderMax !== null && amount <= state.leaderMax) {
    return { ok: false, code: 'NOT_ABOVE_OWN_MAXIMUM', minimumBid: Math.max(minimum, state.leaderMax + 1) };
  }
  if (amount < minimum) return { ok: false, code: 'BID_TOO_LOW', minimumBid: minimum };
  const end = clock.endsAt.getTime();
  return { ok: true, endsAt: end - now < TWO_MINUTES ? Math.max(end, now + TWO_MINUTES) : end };
}

/*
 * The model's bid history, from the rule book's wording (docs/decisions/0031: "each row says who held
 * the price at that amount"), one bid at a time from the model's own states before and after it:
 *   - a bid that leads after it stands at the new price; if it beat another leader whose maximum
 *     was above the price before, that maximum bid up to itself first (an automatic row);
 *   - a bid that does not lead after it was outbid at once: it stands at its own maximum, and the
 *     leader's answer stands at the new price, marked automatic.
 */
function modelHistory(terms: AuctionTerms, bids: readonly ModelBid[]): HistoryEntry[] {
  const rows: HistoryEntry[] = [];
  for (let i = 0; i < bids.length; i++) {
    const bid = bids[i]!;
    const before = modelState(terms, bids.slice(0, i));
    const after = modelState(terms, bids.slice(0, i + 1));
    const row = (bidderId: string, amount: number, automatic: boolean) => ({
      bidId: bid.id,
      bidderId,
      amount,
      automatic,
      at: new Date(bid.at),
    });
    if (after.leader === bid.bidder) {
      if (before.leader !== null && before.leader !== bid.bidder && before.leaderMax! > before.price!) {
        rows.push(row(before.leader, before.leaderMax!, true));
      }
      rows.push(row(bid.bidder, after.price!, false));
    } else {
      rows.push(row(bid.bidder, bid.max, false));
      rows.push(row(after.leader!, after.price!, true));
    }
  }
  return rows;
}

/** What must hold of any history, whatever the rule that made it. */
function checkHistoryInvariants(terms: AuctionTerms, bids: readonly ModelBid[], history: readonly HistoryEntry[]): void {
  const state = modelState(terms, bids);
  if (bids.length === 0) {
    expect(history).toEqual([]);
    return;
  }
  // The newest row is the leader at the current price.
  expect(history.at(-1)).toMatchObject({ bidderId: state.leader, amount: state.price });
  // One own row per bid, under its bidder, in commit order.
  const own = history.filter((row) => !row.automatic);
  expect(own.map((row) => [row.bidId, row.bidderId])).toEqual(bids.map((bid) => [bid.id, bid.bidder]));
  for (let i = 1; i < history.length; i++) expect(history[i]!.amount).toBeGreaterThanOrEqual(history[i - 1]!.amount);
  for (const row of history) {
    const index = bids.findIndex((bid) => bid.id === row.bidId);
    expect(index).toBeGreaterThanOrEqual(0);
    // Never above the bidder's maximum at that time.
    const maximum = standingsAfter(bids, index + 1).find((bid) => bid.bidder === row.bidderId)!.max;
    expect(row.amount).toBeLessThanOrEqual(maximum);
    expect(row.amount).toBeGreaterThanOrEqual(terms.startPrice);
    if (row.automatic) {
      // An automatic row belongs to the bidder who led before the bid that drew it, and not to that bid's bidder.
      const leaderBefore = modelState(terms, bids.slice(0, index)).leader;
      expect(row.bidderId).toBe(leaderBefore);
      expect(row.bidderId).not.toBe(bids[index]!.bidder);
    }
  }
}

function checkHistory(terms: AuctionTerms, bids: readonly ModelBid[]): void {
  const history = bidHistory(terms, bids.map(toStanding));
  expect(history).toEqual(modelHistory(terms, bids));
  checkHistoryInvariants(terms, bids, history);
  seen.historyChecks++;
  seen.automaticRows += history.filter((row) => row.automatic).length;
}

function asEngineState(model: ModelState, endsAt: number): EngineState {
  return {
    currentPrice: model.price,
    leaderId: model.leader,
    leaderMax: model.leaderMax,
    bidCount: model.count,
    reserveMet: model.reserveMet,
    endsAt: new Date(endsAt),
  };
}

function toStanding(bid: ModelBid): StandingBid {
  return { id: bid.id, bidderId: bid.bidder, maxAmount: bid.max, placedAt: new Date(bid.at), sequence: bid.seq };
}

// ---------------------------------------------------------------------------------------------
// Random auctions

type AmountSpec =
  | { from: 'minimum' | 'leaderMax' | 'ownMax' | 'reserve' | 'price'; offset: number }
  | { from: 'ladder'; boundary: number; offset: number }
  | { from: 'literal'; value: number };

type TimeSpec = { step: number } | { beforeEnd: number };

type Action = { kind: 'bid'; bidder: string; amount: AmountSpec; time: TimeSpec } | { kind: 'remove'; pick: number; time: TimeSpec };

const offsetArb = fc.oneof(fc.constantFrom(-1, 0, 0, 0, 1, 19, 20, 50, 100), fc.integer({ min: -50, max: 5000 }));
const amountArb: fc.Arbitrary<AmountSpec> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ from: fc.constant('minimum' as const), offset: offsetArb }) },
  { weight: 3, arbitrary: fc.record({ from: fc.constant('leaderMax' as const), offset: offsetArb }) },
  { weight: 2, arbitrary: fc.record({ from: fc.constant('ownMax' as const), offset: offsetArb }) },
  { weight: 2, arbitrary: fc.record({ from: fc.constant('reserve' as const), offset: fc.constantFrom(-1, 0, 1, 50) }) },
  { weight: 1, arbitrary: fc.record({ from: fc.constant('price' as const), offset: fc.constantFrom(-1, 0, 1, 49, 50, 99, 100) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      from: fc.constant('ladder' as const),
      boundary: fc.constantFrom(300, 1000, 2000, 5000, 20_000, 30_000),
      offset: fc.constantFrom(-1, 0, 1, -20, -50),
    }),
  },
  { weight: 1, arbitrary: fc.record({ from: fc.constant('literal' as const), value: fc.constantFrom(0, -20, 150.5, CAP, CAP + 1) }) },
);
const timeArb: fc.Arbitrary<TimeSpec> = fc.oneof(
  {
    weight: 25,
    arbitrary: fc.record({
      step: fc.oneof(
        { weight: 1, arbitrary: fc.constantFrom(0, 1, 1000) },
        { weight: 3, arbitrary: fc.integer({ min: 0, max: 60_000 }) },
        { weight: 1, arbitrary: fc.integer({ min: 0, max: 10 * 60_000 }) },
      ),
    }),
  },
  { weight: 1, arbitrary: fc.record({ beforeEnd: fc.constantFrom(TWO_MINUTES + 1, TWO_MINUTES, TWO_MINUTES - 1, 60_000, 1000, 1) }) },
);
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.record({ kind: fc.constant('bid' as const), bidder: fc.constantFrom(...BIDDERS), amount: amountArb, time: timeArb }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('bid' as const), bidder: fc.constant(SELLER), amount: amountArb, time: timeArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), pick: fc.nat(), time: timeArb }) },
);

const scenarioArb = fc.record({
  startPrice: fc.oneof(fc.constantFrom(20, 100, 280, 300, 500, 990, 1000, 1900, 2000, 5000), fc.integer({ min: 1, max: 20_000 })),
  reserve: fc.option(fc.oneof(fc.constantFrom(300, 1000, 2000, 2500, 5000), fc.integer({ min: 1, max: 40_000 })), { nil: null }),
  firstBidAfterStart: fc.integer({ min: -120_000, max: 3_600_000 }),
  duration: fc.integer({ min: 20 * 60_000, max: 3 * 3_600_000 }),
  actions: fc.array(actionArb, { minLength: 1, maxLength: 40, size: 'max' }),
});

/** What happened across all runs, to prove the properties were not vacuous. */
const seen = {
  accepted: 0,
  rejected: new Map<string, number>(),
  leaderChanges: 0,
  ownRaises: 0,
  reserveJumpsOnRaise: 0,
  ties: 0,
  extensions: 0,
  removals: 0,
  removalsChangingLeader: 0,
  historyChecks: 0,
  automaticRows: 0,
};

describe('bidding engine against the reference model', () => {
  it('agrees on every step of random auctions with bids, raises, ties, a reserve, soft close and removals', () => {
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        const startsAt = Date.UTC(2026, 10, 23, 10);
        const originalEnd = startsAt + scenario.firstBidAfterStart + scenario.duration;
        const terms: AuctionTerms = {
          startPrice: scenario.startPrice,
          reservePrice: scenario.reserve,
          buyNowPrice: null,
          sellerId: SELLER,
        };
        let clock: AuctionClock = { status: 'live', startsAt: new Date(startsAt), endsAt: new Date(originalEnd) };
        // What the command keeps on the lot's row: each decision and removal stores its standing,
        // and the next bid is decided on that alone (never on the bids).
        let stored: StoredStanding = replay(terms, clock.endsAt, []);
        let bids: ModelBid[] = [];
        let now = startsAt + scenario.firstBidAfterStart;
        let nextId = 1;
        let removedAny = false;

        for (const action of scenario.actions) {
          now = 'step' in action.time ? now + action.time.step : Math.max(now, clock.endsAt.getTime() - action.time.beforeEnd);
          const before = modelState(terms, bids);

          if (action.kind === 'remove') {
            if (bids.length === 0) continue;
            const victim = bids[action.pick % bids.length]!;
            const remaining = bids.filter((bid) => bid.id !== victim.id);
            const preview = previewRemoval(terms, clock, bids.map(toStanding), victim.id);
            expect(preview).toEqual(asEngineState(modelState(terms, remaining), clock.endsAt.getTime()));
            stored = preview;
            seen.removals++;
            if (preview.leaderId !== before.leader) seen.removalsChangingLeader++;
            bids = remaining;
            removedAny = true;
            // The history after a removal is the history as if the bid had never been placed.
            checkHistory(terms, bids);
            continue;
          }

          const amount = resolveAmount(action.amount, terms, before, bids, action.bidder);
          const result = placeBid({ terms, clock, standing: stored, bidderId: action.bidder, maxAmount: amount, now: new Date(now) });
          const expected = modelPlace(terms, clock, bids, action.bidder, amount, now);

          if (!expected.ok) {
            expect(result.ok).toBe(false);
            if (result.ok) return;
            expect(result.rejection.code).toBe(expected.code);
            expect(result.rejection.minimumBid).toBe(expected.minimumBid);
            expect(result.rejection.message.length).toBeGreaterThan(0);
            seen.rejected.set(expected.code, (seen.rejected.get(expected.code) ?? 0) + 1);
            continue;
          }

          expect(result.ok).toBe(true);
          if (!result.ok) return;
          const placed: ModelBid = {
            id: nextId++,
            bidder: action.bidder,
            max: amount,
            at: now,
            seq: bids.length === 0 ? 1 : bids.at(-1)!.seq + 1,
          };
          const after = modelState(terms, [...bids, placed]);

          // Price, leader, maximum, count, reserve and end time: as the model says.
          expect(result.state).toEqual(asEngineState(after, expected.endsAt));
          expect(result.amount).toBe(after.price);
          expect(result.extended).toBe(expected.endsAt !== clock.endsAt.getTime());

          // Who lost the lead.
          expect(result.previousLeaderId).toBe(before.leader);
          expect(result.leaderChanged).toBe(after.leader !== before.leader);
          expect(result.outbid).not.toContain(result.state.leaderId);
          expect(result.outbid).toEqual(before.leader !== null && after.leader !== before.leader ? [before.leader] : []);

          // The price never goes down with a new bid, and stays between the rival's and the leader's maximum.
          if (before.price !== null) expect(result.amount).toBeGreaterThanOrEqual(before.price);
          expect(result.amount).toBeGreaterThanOrEqual(terms.startPrice);
          expect(result.amount).toBeLessThanOrEqual(result.state.leaderMax!);

          seen.accepted++;
          if (result.leaderChanged) seen.leaderChanges++;
          if (before.leader === action.bidder) {
            seen.ownRaises++;
            if (after.price !== before.price) seen.reserveJumpsOnRaise++;
          }
          if (!result.leaderChanged && before.leader !== action.bidder && amount === before.leaderMax) seen.ties++;
          if (result.extended) seen.extensions++;

          bids = [...bids, placed];
          clock = { ...clock, endsAt: result.state.endsAt };
          stored = result.state;

          // Replaying the accepted bids from scratch gives the incremental state (the end time too,
          // as long as no removal took an extension away).
          const replayed = replay(terms, new Date(originalEnd), bids.map(toStanding));
          expect({ ...replayed, endsAt: null }).toEqual({ ...result.state, endsAt: null });
          if (!removedAny) expect(replayed.endsAt).toEqual(result.state.endsAt);
          checkHistory(terms, bids);
        }

        // Removing any one bid: the preview is the replay without it, with the end left alone.
        const standing = bids.map(toStanding);
        for (const bid of standing) {
          const without = standing.filter((other) => other.id !== bid.id);
          expect(previewRemoval(terms, clock, standing, bid.id)).toEqual({
            ...replay(terms, new Date(originalEnd), without),
            endsAt: clock.endsAt,
          });
        }
      }),
      { numRuns: 2000 },
    );

    // The runs covered what they claim to cover.
    expect(seen.accepted).toBeGreaterThan(10_000);
    expect(seen.leaderChanges).toBeGreaterThan(1000);
    expect(seen.ownRaises).toBeGreaterThan(500);
    expect(seen.reserveJumpsOnRaise).toBeGreaterThan(50);
    expect(seen.ties).toBeGreaterThan(50);
    expect(seen.extensions).toBeGreaterThan(500);
    expect(seen.removals).toBeGreaterThan(500);
    expect(seen.removalsChangingLeader).toBeGreaterThan(100);
    expect(seen.historyChecks).toBeGreaterThan(10_000);
    expect(seen.automaticRows).toBeGreaterThan(10_000);
    for (const code of ['AMOUNT_INVALID', 'BID_TOO_LOW', 'NOT_ABOVE_OWN_MAXIMUM', 'AUCTION_ENDED', 'AUCTION_NOT_LIVE', 'OWN_ITEM']) {
      expect(seen.rejected.get(code) ?? 0, code).toBeGreaterThan(50);
    }
    // Pure CPU work (2 000 random auctions, ~20 s on a quiet two-core machine): its time is its share
    // of the CPU, so a loaded machine needs more than the default 30 s, never a smaller test.
  }, 120_000);
});

function resolveAmount(spec: AmountSpec, terms: AuctionTerms, state: ModelState, bids: readonly ModelBid[], bidder: string): number {
  switch (spec.from) {
    case 'literal':
      return spec.value;
    case 'ladder':
      return spec.boundary + spec.offset;
    case 'minimum': {
      const minimum = state.price === null ? terms.startPrice : state.price + incrementFor(state.price);
      return minimum + spec.offset;
    }
    case 'leaderMax':
      return (state.leaderMax ?? terms.startPrice) + spec.offset;
    case 'ownMax': {
      const own = standingsAfter(bids, bids.length).find((bid) => bid.bidder === bidder);
      return (own?.max ?? terms.startPrice) + spec.offset;
    }
    case 'reserve':
      return (terms.reservePrice ?? terms.startPrice * 3) + spec.offset;
    case 'price':
      return (state.price ?? terms.startPrice) + spec.offset;
  }
}
