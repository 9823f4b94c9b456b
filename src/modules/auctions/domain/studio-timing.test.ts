import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUCTION_STATUSES } from '@/keys';
import { MIN_LOT_DURATION_MS } from './schedule';
import { REHEARSAL_MIN_LEAD_MS, earliestEnd, endMoveRefusal, endNowRefusal } from './studio-timing';

const now = new Date('2026-11-28T11:00:00Z'); // a Saturday
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe('moving a lot’s end', () => {
  it('lets a live lot without bids move earlier or later, an hour ahead at least', () => {
    const live = { status: 'live' as const, bidCount: 0, rehearsal: false, startsAt: minutes(-600), now };
    expect(endMoveRefusal({ ...live, endsAt: minutes(60) })).toBeNull();
    expect(endMoveRefusal({ ...live, endsAt: minutes(60 * 24 * 8) })).toBeNull();
    expect(endMoveRefusal({ ...live, endsAt: minutes(59) })).toBe('Sluttiden måste ligga minst en timme fram i tiden.');
    expect(endMoveRefusal({ ...live, endsAt: minutes(-1) })).toBe('Sluttiden måste ligga i framtiden.');
  });

  it('refuses once a bid exists, in Swedish', () => {
    expect(endMoveRefusal({ status: 'live', bidCount: 1, rehearsal: false, startsAt: minutes(-60), endsAt: minutes(600), now })).toBe(
      'Sluttiden kan inte flyttas efter första budet.',
    );
    expect(endMoveRefusal({ status: 'live', bidCount: 3, rehearsal: true, startsAt: minutes(-60), endsAt: minutes(5), now })).toBe(
      'Sluttiden kan inte flyttas efter första budet.',
    );
  });

  it('lets a rehearsal end a minute ahead, not sooner', () => {
    const rehearsal = { status: 'live' as const, bidCount: 0, rehearsal: true, startsAt: minutes(-5), now };
    expect(endMoveRefusal({ ...rehearsal, endsAt: minutes(1) })).toBeNull();
    expect(endMoveRefusal({ ...rehearsal, endsAt: new Date(now.getTime() + 59_000) })).toBe(
      'En provauktion måste sluta minst en minut fram i tiden.',
    );
    expect(endMoveRefusal({ ...rehearsal, status: 'draft', endsAt: minutes(3) })).toBeNull();
  });

  it('counts a lot that opens later from its start', () => {
    const later = { status: 'scheduled' as const, bidCount: 0, rehearsal: false, startsAt: minutes(120), now };
    expect(endMoveRefusal({ ...later, endsAt: minutes(150) })).toBe('Sluttiden måste ligga minst en timme efter starttiden.');
    expect(endMoveRefusal({ ...later, endsAt: minutes(180) })).toBeNull();
  });

  it('never moves an ended or cancelled lot', () => {
    for (const status of ['ended', 'cancelled'] as const) {
      expect(endMoveRefusal({ status, bidCount: 0, rehearsal: true, startsAt: minutes(-60), endsAt: minutes(600), now })).not.toBeNull();
    }
  });

  it('accepts exactly the ends at or after earliestEnd, for every open status without bids', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('draft' as const, 'scheduled' as const, 'live' as const),
        fc.boolean(),
        fc.integer({ min: -3 * 3600, max: 3 * 3600 }),
        (status, rehearsal, offsetSeconds) => {
          const endsAt = new Date(now.getTime() + offsetSeconds * 1000);
          const ok = endMoveRefusal({ status, bidCount: 0, rehearsal, startsAt: minutes(-10), endsAt, now }) === null;
          expect(ok).toBe(endsAt.getTime() >= earliestEnd(now, rehearsal).getTime());
        },
      ),
    );
    expect(earliestEnd(now, true).getTime() - now.getTime()).toBe(REHEARSAL_MIN_LEAD_MS);
    expect(earliestEnd(now, false).getTime() - now.getTime()).toBe(MIN_LOT_DURATION_MS);
  });
});

describe('ending a lot now ("Avsluta nu")', () => {
  it('ends a live lot without bids at once, and one whose end has come whatever its bids', () => {
    expect(endNowRefusal({ status: 'live', bidCount: 0, endsAt: minutes(600), now })).toBeNull();
    expect(endNowRefusal({ status: 'live', bidCount: 4, endsAt: minutes(-1), now })).toBeNull();
  });

  it('refuses a live lot with bids before its end, and lots not live, in Swedish', () => {
    expect(endNowRefusal({ status: 'live', bidCount: 1, endsAt: minutes(600), now })).toBe(
      'Auktionen har bud och kan inte avslutas i förväg. Den klubbas vid sluttiden.',
    );
    expect(endNowRefusal({ status: 'scheduled', bidCount: 0, endsAt: minutes(600), now })).toBe('Auktionen har inte startat.');
    expect(endNowRefusal({ status: 'draft', bidCount: 0, endsAt: minutes(600), now })).toBe('Auktionen har inte startat.');
    expect(endNowRefusal({ status: 'ended', bidCount: 0, endsAt: minutes(-5), now })).toBe('Auktionen är redan avslutad.');
    expect(endNowRefusal({ status: 'cancelled', bidCount: 0, endsAt: minutes(5), now })).toBe('Auktionen är inställd.');
  });

  it('allows an end now only for a live lot, and refuses exactly the live lots bid on before their end', () => {
    fc.assert(
      fc.property(fc.constantFrom(...AUCTION_STATUSES), fc.nat(5), fc.integer({ min: -600, max: 600 }), (status, bidCount, offset) => {
        const endsAt = minutes(offset);
        const allowed = endNowRefusal({ status, bidCount, endsAt, now }) === null;
        expect(allowed).toBe(status === 'live' && (bidCount === 0 || endsAt.getTime() <= now.getTime()));
      }),
    );
  });
});
