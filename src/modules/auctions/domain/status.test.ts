import { describe, expect, it } from 'vitest';
import { AUCTION_STATUSES } from '@/keys';
import { AUCTION_TRANSITIONS, canTransition, statusesLeadingTo, transitionRefusal } from './status';

/** The lot's life as docs/product.md §1 writes it, spelt out separately from the table. */
const ALLOWED = new Set(['draft>scheduled', 'scheduled>live', 'live>ended', 'draft>cancelled', 'scheduled>cancelled', 'live>cancelled']);

describe('auction status table', () => {
  it('allows exactly the steps of a lot’s life, for every pair of statuses', () => {
    for (const from of AUCTION_STATUSES) {
      for (const to of AUCTION_STATUSES) {
        const allowed = ALLOWED.has(`${from}>${to}`);
        expect(canTransition(from, to), `${from} → ${to}`).toBe(allowed);
        expect(transitionRefusal(from, to) === null, `${from} → ${to}`).toBe(allowed);
      }
    }
  });

  it('has a row for every status and ends in ended or cancelled', () => {
    expect(Object.keys(AUCTION_TRANSITIONS).sort()).toEqual([...AUCTION_STATUSES].sort());
    expect(AUCTION_TRANSITIONS.ended).toEqual([]);
    expect(AUCTION_TRANSITIONS.cancelled).toEqual([]);
    expect(statusesLeadingTo('live')).toEqual(['scheduled']);
    expect(statusesLeadingTo('ended')).toEqual(['live']);
    expect(statusesLeadingTo('cancelled')).toEqual(['draft', 'scheduled', 'live']);
    expect(statusesLeadingTo('draft')).toEqual([]);
  });

  it('says in Swedish why a step is refused', () => {
    expect(transitionRefusal('ended', 'ended')).toBe('Auktionen är redan avslutad.');
    expect(transitionRefusal('scheduled', 'ended')).toBe('Auktionen har inte startat.');
    expect(transitionRefusal('cancelled', 'live')).toBe('Auktionen är inställd.');
  });
});
