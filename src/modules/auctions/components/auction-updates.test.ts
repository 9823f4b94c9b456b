import { describe, expect, it, vi } from 'vitest';
import { withUpdate, type LiveLotState } from '../domain/live-lot-state';
import { lot, update } from '../../../../tests/setup/live-lot';
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

// Lot 7 at version 5 with one bid, its history not yet loaded.
const shown: LiveLotState = lot(5, 1, { bids: [] });

/** The update event for `version`: each version after 5 one more bid. */
function event(version: number): string {
  return JSON.stringify(update(version, version - 4));
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
