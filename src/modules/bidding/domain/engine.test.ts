import { describe, expect, it } from 'vitest';
import { formatSek } from '@/ui/format';
import {
  buyNow,
  decideCompletion,
  minimumBidFor,
  nextMinimumBid,
  placeBid,
  previewRemoval,
  replay,
  SOFT_CLOSE_MS,
  type AuctionClock,
  type AuctionTerms,
  type EngineState,
  type PlaceBidAccepted,
  type PlaceBidResult,
  type StandingBid,
} from './engine';

const MIN = 60_000;
const startsAt = new Date('2026-11-23T10:00:00Z');
const endsAt = new Date('2026-11-29T18:00:00Z');
const duringSale = new Date('2026-11-25T12:00:00Z');

function terms(overrides: Partial<AuctionTerms> = {}): AuctionTerms {
  return { startPrice: 500, reservePrice: null, buyNowPrice: null, sellerId: 'seller', ...overrides };
}

function clock(overrides: Partial<AuctionClock> = {}): AuctionClock {
  return { status: 'live', startsAt, endsAt, ...overrides };
}

/** A small driver: places bids one after the other, keeping the accepted ones and the end time. */
function auction(t: AuctionTerms = terms(), c: AuctionClock = clock()) {
  const bids: StandingBid[] = [];
  let current = c;
  let state: EngineState | null = null;
  return {
    bids,
    get clock() {
      return current;
    },
    get state() {
      return state;
    },
    bid(bidderId: string, maxAmount: number, now: Date = duringSale): PlaceBidResult {
      // As the command does: the standing stored by the previous decision, not the bids.
      const standing = state ?? replay(t, c.endsAt, []);
      const result = placeBid({ terms: t, clock: current, standing, bidderId, maxAmount, now });
      if (result.ok) {
        bids.push({ id: bids.length + 1, bidderId, maxAmount, placedAt: now, sequence: bids.length + 1 });
        current = { ...current, endsAt: result.state.endsAt };
        state = result.state;
      }
      return result;
    },
    accept(bidderId: string, maxAmount: number, now: Date = duringSale): PlaceBidAccepted {
      const result = this.bid(bidderId, maxAmount, now);
      if (!result.ok) throw new Error(`rejected: ${result.rejection.message}`);
      return result;
    },
  };
}

function rejection(result: PlaceBidResult) {
  if (result.ok) throw new Error('expected a rejection');
  return result.rejection;
}

describe('proxy bidding: the worked check of docs/product.md §1', () => {
  function leaderAt1500() {
    const a = auction();
    a.accept('anna', 1200);
    const second = a.accept('bo', 1500);
    expect(second.state).toMatchObject({ currentPrice: 1300, leaderId: 'bo', leaderMax: 1500, bidCount: 2 });
    expect(second.amount).toBe(1300);
    return a;
  }

  it('a new maximum of 2 000 takes the lead at 1 600 (1 500 + 100)', () => {
    const a = leaderAt1500();
    const result = a.accept('cecilia', 2000);
    expect(result.state).toMatchObject({ currentPrice: 1600, leaderId: 'cecilia', leaderMax: 2000, bidCount: 3 });
    expect(result).toMatchObject({ amount: 1600, previousLeaderId: 'bo', leaderChanged: true, outbid: ['bo'] });
  });

  it('a new maximum of 1 450 leaves the leader ahead at 1 500 (the cap)', () => {
    const a = leaderAt1500();
    const result = a.accept('cecilia', 1450);
    expect(result.state).toMatchObject({ currentPrice: 1500, leaderId: 'bo', leaderMax: 1500, bidCount: 3 });
    expect(result).toMatchObject({ amount: 1500, previousLeaderId: 'bo', leaderChanged: false, outbid: [] });
  });

  it('a single bidder pays the start price, whatever their maximum', () => {
    const a = auction();
    const result = a.accept('anna', 9000);
    expect(result.state).toMatchObject({ currentPrice: 500, leaderId: 'anna', leaderMax: 9000, bidCount: 1, reserveMet: true });
    expect(result).toMatchObject({ previousLeaderId: null, leaderChanged: true, outbid: [] });
  });

  it('a bidder raising against a leader with a higher maximum pushes the price to their maximum + one increment', () => {
    const a = auction();
    a.accept('anna', 5000);
    expect(a.accept('bo', 1000).state).toMatchObject({ currentPrice: 1100, leaderId: 'anna' });
    expect(a.accept('bo', 2000).state).toMatchObject({ currentPrice: 2200, leaderId: 'anna', bidCount: 3 });
    expect(a.accept('bo', 4900).state).toMatchObject({ currentPrice: 5000, leaderId: 'anna' });
  });
});

describe('ties', () => {
  it('equal maximums: the earlier bid leads, at that maximum', () => {
    const a = auction();
    a.accept('anna', 1000);
    const result = a.accept('bo', 1000);
    expect(result.state).toMatchObject({ currentPrice: 1000, leaderId: 'anna' });
    expect(result).toMatchObject({ leaderChanged: false, outbid: [] });
  });

  it('raising gives the maximum a new time: an equal maximum placed in between wins', () => {
    const a = auction();
    a.accept('anna', 1000);
    a.accept('bo', 2000); // bo leads at 1 100
    const result = a.accept('anna', 2000); // anna's raise is later than bo's 2 000
    expect(result.state).toMatchObject({ currentPrice: 2000, leaderId: 'bo', leaderMax: 2000 });
    expect(result).toMatchObject({ leaderChanged: false, outbid: [] });
  });
});

describe('the leader raising their own maximum', () => {
  it('does not raise the price', () => {
    const a = auction();
    a.accept('anna', 1200);
    a.accept('bo', 1500); // 1 300
    const result = a.accept('bo', 3000);
    expect(result.state).toMatchObject({ currentPrice: 1300, leaderId: 'bo', leaderMax: 3000, bidCount: 3 });
    expect(result).toMatchObject({ amount: 1300, leaderChanged: false, outbid: [], previousLeaderId: 'bo' });
  });

  it('does not raise the price even when the leader was capped at their own maximum', () => {
    // min(M1, M2 + increment) over the final maximums would give 1 550 here; the rule says the
    // leader's raise alone never costs them anything.
    const a = auction();
    a.accept('anna', 1500);
    expect(a.accept('bo', 1450).state.currentPrice).toBe(1500);
    expect(a.accept('anna', 3000).state).toMatchObject({ currentPrice: 1500, leaderMax: 3000 });
    // The next rival meets the new maximum: min(3 000, 1 600 + 100).
    expect(a.accept('bo', 1600).state).toMatchObject({ currentPrice: 1700, leaderId: 'anna' });
  });

  it('jumps the price to the reserve once the raise reaches it', () => {
    const a = auction(terms({ reservePrice: 2000 }));
    a.accept('anna', 1500);
    expect(a.accept('bo', 1200).state).toMatchObject({ currentPrice: 1300, leaderId: 'anna', reserveMet: false });
    // A raise still below the reserve changes nothing.
    expect(a.accept('anna', 1900).state).toMatchObject({ currentPrice: 1300, reserveMet: false });
    const result = a.accept('anna', 2500);
    expect(result.state).toMatchObject({ currentPrice: 2000, leaderId: 'anna', leaderMax: 2500, reserveMet: true, bidCount: 4 });
    expect(result).toMatchObject({ amount: 2000, leaderChanged: false, outbid: [] });
  });

  it('a raise to exactly the reserve meets it', () => {
    const a = auction(terms({ reservePrice: 2000 }));
    a.accept('anna', 1500);
    expect(a.accept('anna', 2000).state).toMatchObject({ currentPrice: 2000, reserveMet: true });
  });

  it('must be above their own maximum, and says what it is', () => {
    const a = auction();
    a.accept('anna', 1200);
    a.accept('bo', 1500); // 1 300, next minimum 1 400
    for (const amount of [1450, 1500]) {
      const refused = rejection(a.bid('bo', amount));
      expect(refused.code).toBe('NOT_ABOVE_OWN_MAXIMUM');
      expect(refused.message).toBe(`Du leder redan med ett maxbud på ${formatSek(1500)}. Ett nytt maxbud måste vara högre än så.`);
      expect(refused.minimumBid).toBe(1501);
    }
    expect(a.accept('bo', 1501).state).toMatchObject({ leaderMax: 1501, currentPrice: 1300 });
  });

  it('must also reach the next minimum bid when capped at their own maximum', () => {
    const a = auction();
    a.accept('anna', 1500);
    a.accept('bo', 1450); // anna leads at 1 500 = her maximum; next minimum 1 600
    const refused = rejection(a.bid('anna', 1550));
    expect(refused).toMatchObject({ code: 'BID_TOO_LOW', minimumBid: 1600 });
    expect(a.accept('anna', 1600).state).toMatchObject({ currentPrice: 1500, leaderMax: 1600 });
  });
});

describe('the reserve', () => {
  it('a first maximum at or above the reserve opens at the reserve', () => {
    const a = auction(terms({ reservePrice: 2000 }));
    expect(a.accept('anna', 2500).state).toMatchObject({ currentPrice: 2000, reserveMet: true });
  });

  it('a maximum below an unmet reserve is accepted and shown as unmet', () => {
    const a = auction(terms({ reservePrice: 2000 }));
    expect(a.accept('anna', 600).state).toMatchObject({ currentPrice: 500, reserveMet: false, leaderId: 'anna' });
    // min(1 999, 600 + 50)
    expect(a.accept('bo', 1999).state).toMatchObject({ currentPrice: 650, leaderId: 'bo', reserveMet: false });
  });

  it('a rival pushing the leader past the reserve lifts the price to at least the reserve', () => {
    const a = auction(terms({ reservePrice: 2000 }));
    a.accept('anna', 3000);
    expect(a.state).toMatchObject({ currentPrice: 2000, reserveMet: true });
    expect(rejection(a.bid('bo', 2100)).minimumBid).toBe(2200);
    // min(3 000, 2 200 + 200) = 2 400
    expect(a.accept('bo', 2200).state).toMatchObject({ currentPrice: 2400, leaderId: 'anna' });
  });

  it('a challenger whose maximum crosses the reserve over a rival below it pays the reserve', () => {
    const a = auction(terms({ reservePrice: 2000 }));
    a.accept('anna', 800);
    expect(a.accept('bo', 5000).state).toMatchObject({ currentPrice: 2000, leaderId: 'bo', reserveMet: true });
  });

  it('without a reserve, reserveMet is true', () => {
    expect(auction().accept('anna', 500).state.reserveMet).toBe(true);
  });
});

describe('minimum bid', () => {
  it('the first bid must reach the start price', () => {
    const a = auction();
    const refused = rejection(a.bid('anna', 499));
    expect(refused).toEqual({ code: 'BID_TOO_LOW', message: `Budet är för lågt. Lägsta bud är ${formatSek(500)}.`, minimumBid: 500 });
    expect(a.accept('anna', 500).state.currentPrice).toBe(500);
  });

  it('later bids must reach the price plus one increment, formatted like "1 400 kr"', () => {
    const a = auction();
    a.accept('anna', 1200);
    a.accept('bo', 1500); // 1 300
    const refused = rejection(a.bid('cecilia', 1399));
    expect(refused.code).toBe('BID_TOO_LOW');
    expect(refused.minimumBid).toBe(1400);
    expect(refused.message.replace(/\u00a0/g, ' ')).toBe('Budet är för lågt. Lägsta bud är 1 400 kr.');
    expect(a.accept('cecilia', 1400).state).toMatchObject({ currentPrice: 1500, leaderId: 'bo' });
  });

  it('steps across the ladder boundaries', () => {
    const a = auction(terms({ startPrice: 280 }));
    a.accept('anna', 5000);
    expect(nextMinimumBid(a.state!, terms({ startPrice: 280 }))).toBe(300); // 280 + 20
    a.accept('bo', 300); // min(5 000, 300 + 50)
    expect(a.state!.currentPrice).toBe(350);
    expect(nextMinimumBid(a.state!, terms())).toBe(400);
    expect(rejection(a.bid('bo', 399)).minimumBid).toBe(400);
    a.accept('bo', 990); // min(5 000, 990 + 50)
    expect(a.state!.currentPrice).toBe(1040);
    expect(nextMinimumBid(a.state!, terms())).toBe(1140);
  });

  it('nextMinimumBid and minimumBidFor', () => {
    const t = terms();
    const empty = replay(t, endsAt, []);
    expect(empty).toEqual({ currentPrice: null, leaderId: null, leaderMax: null, bidCount: 0, reserveMet: true, endsAt });
    expect(nextMinimumBid(empty, t)).toBe(500);
    const state = { currentPrice: 1300, leaderId: 'bo', leaderMax: 1500, bidCount: 2 };
    expect(nextMinimumBid(state, t)).toBe(1400);
    expect(minimumBidFor(state, t, 'anna')).toBe(1400);
    expect(minimumBidFor(state, t, 'bo')).toBe(1501);
    expect(minimumBidFor({ ...state, leaderMax: 1300 }, t, 'bo')).toBe(1400);
  });
});

describe('rejections', () => {
  it.each([0, -100, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 100_000_001, 1e20])('AMOUNT_INVALID for %s', (amount) => {
    const refused = rejection(auction().bid('anna', amount));
    expect(refused.code).toBe('AMOUNT_INVALID');
    expect(refused.message).toMatch(/^(Ange budet i hela kronor\.|Budet kan vara högst 100\u00a0000\u00a0000\u00a0kr\.)$/);
  });

  it('accepts the cap itself', () => {
    expect(auction().bid('anna', 100_000_000).ok).toBe(true);
  });

  it('OWN_ITEM: the seller cannot bid', () => {
    expect(rejection(auction().bid('seller', 1000))).toEqual({ code: 'OWN_ITEM', message: 'Du kan inte buda på ditt eget föremål.' });
  });

  it('AUCTION_ENDED: at or after the end, or once ended', () => {
    expect(rejection(auction().bid('anna', 1000, endsAt))).toEqual({ code: 'AUCTION_ENDED', message: 'Auktionen har avslutats.' });
    expect(rejection(auction().bid('anna', 1000, new Date(endsAt.getTime() + 1))).code).toBe('AUCTION_ENDED');
    expect(rejection(auction(terms(), clock({ status: 'ended' })).bid('anna', 1000)).code).toBe('AUCTION_ENDED');
    expect(auction().bid('anna', 1000, new Date(endsAt.getTime() - 1)).ok).toBe(true);
  });

  it('AUCTION_NOT_LIVE: draft, scheduled, cancelled, or before the start', () => {
    for (const status of ['draft', 'scheduled'] as const) {
      expect(rejection(auction(terms(), clock({ status })).bid('anna', 1000))).toEqual({
        code: 'AUCTION_NOT_LIVE',
        message: 'Auktionen har inte öppnat för bud än.',
      });
    }
    expect(rejection(auction(terms(), clock({ status: 'cancelled' })).bid('anna', 1000))).toEqual({
      code: 'AUCTION_NOT_LIVE',
      message: 'Auktionen har ställts in.',
    });
    expect(rejection(auction().bid('anna', 1000, new Date(startsAt.getTime() - 1))).code).toBe('AUCTION_NOT_LIVE');
    expect(auction().bid('anna', 1000, startsAt).ok).toBe(true);
  });

  it('checks the auction before the bidder, and the bidder before the amount', () => {
    expect(rejection(auction(terms(), clock({ status: 'ended' })).bid('seller', -1)).code).toBe('AUCTION_ENDED');
    expect(rejection(auction().bid('seller', -1)).code).toBe('OWN_ITEM');
    expect(rejection(auction().bid('anna', 1.5)).code).toBe('AMOUNT_INVALID');
  });

  it('an auction without a seller takes bids from anyone', () => {
    expect(auction(terms({ sellerId: null })).bid('seller', 1000).ok).toBe(true);
  });
});

describe('soft close', () => {
  const at = (msBeforeEnd: number) => new Date(endsAt.getTime() - msBeforeEnd);

  it('exactly two minutes left: no extension', () => {
    const result = auction().accept('anna', 1000, at(2 * MIN));
    expect(result.extended).toBe(false);
    expect(result.state.endsAt).toEqual(endsAt);
  });

  it('1:59 left: the end moves to two minutes after the bid', () => {
    const now = at(2 * MIN - 1000);
    const result = auction().accept('anna', 1000, now);
    expect(result.extended).toBe(true);
    expect(result.state.endsAt).toEqual(new Date(now.getTime() + SOFT_CLOSE_MS));
    expect(result.state.endsAt.getTime() - endsAt.getTime()).toBe(1000);
  });

  it('the last millisecond: extends by almost two minutes', () => {
    const result = auction().accept('anna', 1000, at(1));
    expect(result.state.endsAt.getTime()).toBe(endsAt.getTime() - 1 + SOFT_CLOSE_MS);
  });

  it('extends as often as it happens, counting from each bid, and bids after the original end are taken', () => {
    const a = auction();
    a.accept('anna', 1000, at(30_000)); // ends 1:30 after the original end
    expect(a.clock.endsAt.getTime()).toBe(endsAt.getTime() + 90_000);
    const late = new Date(endsAt.getTime() + 60_000);
    const second = a.accept('bo', 2000, late);
    expect(second.extended).toBe(true);
    expect(second.state.endsAt).toEqual(new Date(late.getTime() + SOFT_CLOSE_MS));
    const third = a.accept('cecilia', 3000, new Date(late.getTime() + 10_000));
    expect(third.state.endsAt).toEqual(new Date(late.getTime() + 10_000 + SOFT_CLOSE_MS));
    expect(rejection(a.bid('anna', 9000, third.state.endsAt)).code).toBe('AUCTION_ENDED');
    // The stored end agrees with a replay from the original end.
    expect(replay(terms(), endsAt, a.bids).endsAt).toEqual(third.state.endsAt);
  });

  it('a leader raising their own maximum in the last minutes extends too', () => {
    const a = auction();
    a.accept('anna', 1000, at(10 * MIN));
    const raise = a.accept('anna', 2000, at(MIN));
    expect(raise).toMatchObject({ extended: true, leaderChanged: false });
  });

  it('measures the time left from the extended end', () => {
    const a = auction();
    a.accept('anna', 1000, at(1000)); // ends at +1:59
    const exactlyTwoLeft = a.accept('bo', 2000, at(1000));
    expect(exactlyTwoLeft).toMatchObject({ extended: false });
    expect(exactlyTwoLeft.state.endsAt.getTime()).toBe(endsAt.getTime() + 119_000);
    const result = a.accept('cecilia', 3000, at(500));
    expect(result).toMatchObject({ extended: true });
    expect(result.state.endsAt.getTime()).toBe(endsAt.getTime() + 119_500);
  });

  it('a rejected bid never extends', () => {
    const a = auction();
    a.accept('anna', 1000, at(10 * MIN));
    const refused = a.bid('bo', 520, at(1000));
    expect(refused.ok).toBe(false);
    expect(a.clock.endsAt).toEqual(endsAt);
    expect(replay(terms(), endsAt, a.bids).endsAt).toEqual(endsAt);
  });
});

describe('buy now', () => {
  const offered = terms({ buyNowPrice: 4000 });
  it('is possible before the first bid, at the buy-now price', () => {
    expect(buyNow({ terms: offered, clock: clock(), bidCount: 0, buyerId: 'anna', now: duringSale })).toEqual({ ok: true, price: 4000 });
  });

  it('is gone after the first bid', () => {
    expect(buyNow({ terms: offered, clock: clock(), bidCount: 1, buyerId: 'anna', now: duringSale })).toEqual({
      ok: false,
      rejection: { code: 'BUY_NOW_UNAVAILABLE', message: 'Köp nu är inte längre möjligt eftersom auktionen redan har bud.' },
    });
  });

  it('is not offered without a buy-now price', () => {
    const result = buyNow({ terms: terms(), clock: clock(), bidCount: 0, buyerId: 'anna', now: duringSale });
    expect(result).toEqual({
      ok: false,
      rejection: { code: 'BUY_NOW_UNAVAILABLE', message: 'Köp nu erbjuds inte för det här föremålet.' },
    });
  });

  it('not on one’s own item, not after the end, not before the start', () => {
    const own = buyNow({ terms: offered, clock: clock(), bidCount: 0, buyerId: 'seller', now: duringSale });
    expect(own).toEqual({ ok: false, rejection: { code: 'OWN_ITEM', message: 'Du kan inte köpa ditt eget föremål.' } });
    const late = buyNow({ terms: offered, clock: clock(), bidCount: 0, buyerId: 'anna', now: endsAt });
    expect(late.ok ? null : late.rejection.code).toBe('AUCTION_ENDED');
    const ended = buyNow({ terms: offered, clock: clock({ status: 'ended' }), bidCount: 0, buyerId: 'anna', now: duringSale });
    expect(ended.ok ? null : ended.rejection.code).toBe('AUCTION_ENDED');
    const early = buyNow({ terms: offered, clock: clock({ status: 'scheduled' }), bidCount: 0, buyerId: 'anna', now: duringSale });
    expect(early.ok ? null : early.rejection.code).toBe('AUCTION_NOT_LIVE');
  });
});

describe('replay and removal', () => {
  function contested() {
    const a = auction(terms({ reservePrice: 1800 }));
    a.accept('anna', 1200); // 500
    a.accept('bo', 1500); // 1 300
    a.accept('cecilia', 2000, new Date(endsAt.getTime() - 60_000)); // 1 800 (reserve), extends
    a.accept('bo', 2500); // min(2 500, 2 000 + 200) = 2 200
    return a;
  }

  it('replay equals the stored state, extensions included', () => {
    const a = contested();
    expect(a.state).toMatchObject({ currentPrice: 2200, leaderId: 'bo', leaderMax: 2500, bidCount: 4, reserveMet: true });
    expect(replay(terms({ reservePrice: 1800 }), endsAt, a.bids)).toEqual(a.state);
  });

  it('replay does not depend on the order the bids are handed over in', () => {
    const a = contested();
    expect(replay(terms({ reservePrice: 1800 }), endsAt, [...a.bids].reverse())).toEqual(a.state);
  });

  it('preview shows price, leader and count without the bid; the end stays', () => {
    const a = contested();
    const t = terms({ reservePrice: 1800 });
    // Without cecilia: anna 1 200, bo 1 500, bo raises to 2 500 as leader → 1 300 stays, then the
    // raise reaches the reserve → 1 800.
    const withoutCecilia = previewRemoval(t, a.clock, a.bids, 3);
    expect(withoutCecilia).toEqual({
      currentPrice: 1800,
      leaderId: 'bo',
      leaderMax: 2500,
      bidCount: 3,
      reserveMet: true,
      endsAt: a.clock.endsAt,
    });
    expect(a.clock.endsAt.getTime()).toBeGreaterThan(endsAt.getTime());
    // Without bo's raise: cecilia leads; min(2 000, 1 500 + 100) = 1 600, lifted to the reserve.
    expect(previewRemoval(t, a.clock, a.bids, 4)).toMatchObject({ currentPrice: 1800, leaderId: 'cecilia', bidCount: 3 });
    // Without the only bids: back to no price.
    const single = auction();
    single.accept('anna', 700);
    expect(previewRemoval(terms(), single.clock, single.bids, 1)).toEqual({
      currentPrice: null,
      leaderId: null,
      leaderMax: null,
      bidCount: 0,
      reserveMet: true,
      endsAt,
    });
  });

  it('refuses to preview a bid that is not there', () => {
    expect(() => previewRemoval(terms(), clock(), [], 7)).toThrow(/bid 7/);
  });
});

describe('completion', () => {
  const after = new Date(endsAt.getTime() + 1);
  const sold = { currentPrice: 2100, leaderId: 'bo', leaderMax: 2500, bidCount: 4, reserveMet: true, endsAt };

  it('is not due before the end or when not live', () => {
    expect(decideCompletion({ terms: terms(), clock: clock(), state: sold, now: duringSale })).toEqual({ due: false });
    expect(decideCompletion({ terms: terms(), clock: clock({ status: 'ended' }), state: sold, now: after })).toEqual({ due: false });
  });

  it('sells to the leader at the price when the reserve is met', () => {
    expect(decideCompletion({ terms: terms({ reservePrice: 2100 }), clock: clock(), state: sold, now: endsAt })).toEqual({
      due: true,
      outcome: 'sold',
      winnerId: 'bo',
      hammerPrice: 2100,
    });
  });

  it('is unsold below the reserve or without bids', () => {
    expect(decideCompletion({ terms: terms({ reservePrice: 2200 }), clock: clock(), state: sold, now: after })).toEqual({
      due: true,
      outcome: 'unsold',
    });
    expect(decideCompletion({ terms: terms(), clock: clock(), state: replay(terms(), endsAt, []), now: after })).toEqual({
      due: true,
      outcome: 'unsold',
    });
  });
});
