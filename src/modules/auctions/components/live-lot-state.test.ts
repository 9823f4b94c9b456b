import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoalescedRefresh } from './coalesced-refresh';
import { parseAuctionUpdate } from '../events';
import { withAnswer, withFetched, withLead, withUpdate, type LiveLotState } from '../domain/live-lot-state';
import { lot, update } from '../../../../tests/setup/live-lot';
import { endTimeText, isExtended } from '../domain/soft-close';

afterEach(() => {
  vi.useRealTimers();
});

describe('version ordering', () => {
  it('takes an event only when it is newer than what is shown, and leaves the history to the refetch', () => {
    const shown = lot(5, 2);
    const next = withUpdate(shown, update(6, 3));
    expect(next).toMatchObject({ version: 6, bidCount: 3, currentPrice: 1_200, nextMinimumBid: 1_300 });
    expect(next.bids).toBe(shown.bids);
    expect(withUpdate(next, update(6, 3))).toBe(next);
    expect(withUpdate(next, update(5, 2))).toBe(next);
    expect(withUpdate(next, { ...update(9, 9), id: 8 })).toBe(next);
  });

  it('never lets an older refetch answer overwrite a newer event', () => {
    const afterEvent = withUpdate(lot(5, 2), update(7, 4));
    // The read left before the event and answers version 5 or 6: ignored.
    expect(withFetched(afterEvent, lot(5, 2))).toBe(afterEvent);
    expect(withFetched(afterEvent, lot(6, 3))).toBe(afterEvent);
    // The same version brings the history for it; a newer one everything.
    expect(withFetched(afterEvent, lot(7, 4)).bids).toHaveLength(4);
    expect(withFetched(afterEvent, lot(8, 5))).toMatchObject({ version: 8, bidCount: 5 });
    // And an event older than a refetch that overtook it is ignored too.
    const fetched = withFetched(afterEvent, lot(8, 5));
    expect(withUpdate(fetched, update(8, 5))).toBe(fetched);
  });

  it('holds through a scheduled refresh whose answer arrives after a newer event', async () => {
    vi.useFakeTimers({ now: 0 });
    let state = lot(5, 2);
    let answer: (view: LiveLotState) => void = () => {};
    const refresher = new CoalescedRefresh({
      environment: { visible: () => true, random: () => 0 },
      refresh: () => new Promise<LiveLotState>((resolve) => (answer = resolve)).then((view) => void (state = withFetched(state, view))),
    });
    state = withUpdate(state, update(6, 3));
    refresher.request();
    await vi.advanceTimersByTimeAsync(0); // the read of version 6 is in flight
    state = withUpdate(state, update(7, 4));
    refresher.request();
    answer(lot(6, 3));
    await vi.advanceTimersByTimeAsync(0);
    expect(state).toMatchObject({ version: 7, bidCount: 4 });
    expect(state.bids).toHaveLength(2);
    // The trailing refresh fetches the last state.
    await vi.advanceTimersByTimeAsync(2_000);
    answer(lot(7, 4));
    await vi.advanceTimersByTimeAsync(0);
    expect(state).toMatchObject({ version: 7, bidCount: 4 });
    expect(state.bids).toHaveLength(4);
  });
});

describe('the viewer’s own state', () => {
  it('follows auction.lead events for this lot only, keeping the maximum when none is sent', () => {
    const leading = withLead(lot(5, 2), { auctionId: 7, youLead: true, yourMaximum: 3_000 });
    expect(leading).toMatchObject({ youLead: true, yourMaximum: 3_000 });
    expect(withLead(leading, { auctionId: 7, youLead: false })).toMatchObject({ youLead: false, yourMaximum: 3_000 });
    expect(withLead(leading, { auctionId: 8, youLead: false })).toBe(leading);
    // Events carry no lead state: an event leaves it as it is.
    expect(withUpdate(leading, update(6, 3))).toMatchObject({ youLead: true, yourMaximum: 3_000 });
  });

  it('takes a bid answer unless the lot has moved past it', () => {
    const shown = lot(5, 2);
    const answer = { auction: update(6, 3), youLead: true, yourMaximum: 2_000 };
    expect(withAnswer(shown, answer)).toMatchObject({ bidCount: 3, youLead: true, yourMaximum: 2_000, version: 5, ahead: true });
    // The event for the same bid came first: the answer still sets the lead state.
    const evented = withUpdate(shown, update(6, 3));
    expect(withAnswer(evented, answer)).toMatchObject({ bidCount: 3, youLead: true, version: 6, ahead: false });
    // A later bid was already shown: the answer is stale.
    const later = withUpdate(shown, update(7, 4));
    expect(withAnswer(later, answer)).toBe(later);
  });

  it('never lets a read that left before the viewer’s own bid undo its answer', () => {
    const shown = lot(5, 2);
    const answered = withAnswer(shown, { auction: update(6, 3), youLead: true, yourMaximum: 2_000 });
    // The read answers version 5, as shown, but from before the bid: ignored.
    expect(withFetched(answered, lot(5, 2))).toBe(answered);
    // A read from after the bid is newer than version 5: taken, with the history.
    const fetched = withFetched(answered, lot(6, 3, { youLead: true, yourMaximum: 2_000 }));
    expect(fetched).toMatchObject({ version: 6, bidCount: 3, ahead: false, youLead: true });
    expect(fetched.bids).toHaveLength(3);
  });

  it('keeps the lead state an own answer or lead event set while a read was under way', () => {
    const shown = withLead(withUpdate(lot(5, 2), update(6, 3)), { auctionId: 7, youLead: false });
    // The read was answered before the viewer was outbid (its version is as new as what is shown).
    const read = lot(6, 3, { youLead: true, yourMaximum: 1_100 });
    expect(withFetched(shown, read, { keepLead: true })).toMatchObject({ youLead: false, bids: read.bids });
    // Nothing of the viewer's own arrived meanwhile: the read's lead state is the newest.
    expect(withFetched(shown, read)).toMatchObject({ youLead: true, yourMaximum: 1_100 });
  });

  it('ends the lot on a buy-now answer', () => {
    const shown = lot(5, 0, { buyNowPrice: 5_000 });
    const bought = withAnswer(shown, { auction: { ...update(6, 0), status: 'ended', currentPrice: 5_000 }, youLead: true, sold: true });
    expect(bought).toMatchObject({ status: 'ended', outcome: 'sold', buyNowPrice: null, youLead: true, currentPrice: 5_000 });
  });
});

describe('a soft-close extension', () => {
  it('moves the end with the event and keeps the published end, so the page marks the lot extended', () => {
    const shown = lot(3, 1);
    expect(isExtended(shown)).toBe(false);
    const moved = withUpdate(shown, update(4, 2, { endsAt: '2026-11-29T18:00:21.000Z' }));
    expect(moved).toMatchObject({ endsAt: '2026-11-29T18:00:21.000Z', originalEndsAt: '2026-11-29T18:00:00.000Z' });
    expect(isExtended(moved)).toBe(true);
    expect(endTimeText(moved)).toBe('sön 29 nov 19:00:21');
    // A refetch brings both ends as the server has them.
    const fetched = withFetched(moved, lot(5, 2, { endsAt: '2026-11-29T18:02:00.000Z' }));
    expect(fetched).toMatchObject({ endsAt: '2026-11-29T18:02:00.000Z', originalEndsAt: '2026-11-29T18:00:00.000Z' });
  });
});

describe('parseAuctionUpdate', () => {
  it('reads an event and refuses what is not one', () => {
    expect(parseAuctionUpdate(JSON.stringify(update(6, 3)))).toEqual(update(6, 3));
    expect(parseAuctionUpdate('nope')).toBeNull();
    expect(parseAuctionUpdate(JSON.stringify({ ...update(6, 3), version: '6' }))).toBeNull();
    expect(parseAuctionUpdate(JSON.stringify({ ...update(6, 3), status: 'sold' }))).toBeNull();
  });
});
