import { describe, expect, it, vi } from 'vitest';
import { withUpdate, type AuctionUpdated, type LiveLotState } from '../domain/live-lot-state';
import { readAuctionUpdate } from './auction-updates';

// The schema module loads only when this test lets it: events arrive while it is still loading.
const schema = vi.hoisted(() => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { release, released, loads: 0 };
});

vi.mock('../events', async (importOriginal) => {
  schema.loads += 1;
  await schema.released;
  return importOriginal();
});

const shown: LiveLotState = {
  id: 7,
  currentPrice: 1_000,
  startPrice: 1_000,
  bidCount: 1,
  endsAt: '2026-11-29T18:00:00.000Z',
  originalEndsAt: '2026-11-29T18:00:00.000Z',
  status: 'live',
  outcome: null,
  reserveMet: true,
  hasReserve: false,
  nextMinimumBid: 1_100,
  buyNowPrice: null,
  version: 5,
  bids: [],
  yourMaximum: null,
  youLead: false,
  yourItem: false,
};

function event(version: number): string {
  const bidCount = version - 4;
  const update: AuctionUpdated = {
    id: 7,
    currentPrice: 1_000 + (bidCount - 1) * 100,
    bidCount,
    endsAt: '2026-11-29T18:00:00.000Z',
    status: 'live',
    reserveMet: true,
    nextMinimumBid: 1_000 + bidCount * 100,
    version,
  };
  return JSON.stringify(update);
}

describe('readAuctionUpdate', () => {
  it('applies the events that arrive while the schema loads, in the order they arrived, none lost', async () => {
    let state = shown;
    const seen: (number | null)[] = [];
    // As the lot page's handler does: read each event, then lay it over the state.
    const receive = (data: string) =>
      readAuctionUpdate(data).then((update) => {
        seen.push(update?.version ?? null);
        if (update) state = withUpdate(state, update);
      });

    const early = [receive(event(6)), receive('nope'), receive(event(7)), receive(event(8))];
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
    expect(state).toBe(shown);

    schema.release();
    await Promise.all(early);
    expect(seen).toEqual([6, null, 7, 8]);
    expect(state).toMatchObject({ version: 8, bidCount: 4, currentPrice: 1_300, nextMinimumBid: 1_400 });

    // Once loaded, later events are read at once, still in order.
    await Promise.all([receive(event(9)), receive(JSON.stringify({ id: 7, version: '10' })), receive(event(10))]);
    expect(seen).toEqual([6, null, 7, 8, 9, null, 10]);
    expect(state).toMatchObject({ version: 10, bidCount: 6 });
    expect(schema.loads).toBe(1);
  });
});
