import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endTimeText, extensionNotice, formatExtension, isExtended } from './soft-close';

describe('how a soft-close extension is shown', () => {
  // Sunday 29 November 2026, 00:10 in Stockholm (UTC+1).
  const original = '2026-11-28T23:10:00.000Z';

  it('writes an unextended end to the minute, and an extended one to the second', () => {
    expect(isExtended({ endsAt: original, originalEndsAt: original })).toBe(false);
    expect(endTimeText({ endsAt: original, originalEndsAt: original })).toBe('sön 29 nov 00:10');
    // A bid with 1 min 39 s left moves the end by 21 s: "00:10" alone would not change.
    const extended = { endsAt: '2026-11-28T23:10:21.000Z', originalEndsAt: original };
    expect(isExtended(extended)).toBe(true);
    expect(endTimeText(extended)).toBe('sön 29 nov 00:10:21');
  });

  it('says by how much and until when, once per move later', () => {
    expect(extensionNotice(original, '2026-11-28T23:10:21.000Z')).toBe('Förlängd med 21 sekunder. Slutar 00:10:21.');
    expect(extensionNotice('2026-11-28T23:10:21.000Z', '2026-11-28T23:12:01.000Z')).toBe(
      'Förlängd med 1 minut 40 sekunder. Slutar 00:12:01.',
    );
    expect(extensionNotice(original, '2026-11-28T23:12:00.000Z')).toBe('Förlängd med 2 minuter. Slutar 00:12:00.');
    // No move, or a move earlier (a correction before the lot opened), says nothing.
    expect(extensionNotice(original, original)).toBeNull();
    expect(extensionNotice('2026-11-28T23:12:00.000Z', original)).toBeNull();
    expect(extensionNotice(original, 'not a time')).toBeNull();
  });

  it('words durations in Swedish, singular and plural', () => {
    expect(formatExtension(1_000)).toBe('1 sekund');
    expect(formatExtension(60_000)).toBe('1 minut');
    expect(formatExtension(61_000)).toBe('1 minut 1 sekund');
    expect(formatExtension(3_725_000)).toBe('1 timme 2 minuter 5 sekunder');
  });

  it('says something exactly when the end moves later, and its duration adds up to the move', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_700_000_000, max: 1_900_000_000 }), fc.integer({ min: -600, max: 600 }), (startSeconds, delta) => {
        const previous = new Date(startSeconds * 1000).toISOString();
        const next = new Date((startSeconds + delta) * 1000).toISOString();
        const notice = extensionNotice(previous, next);
        if (delta <= 0) return notice === null;
        const said = /^Förlängd med (?:(\d+) minut(?:er)? ?)?(?:(\d+) sekund(?:er)?)?\. Slutar \d{2}:\d{2}:\d{2}\.$/.exec(notice ?? '');
        return said !== null && Number(said[1] ?? 0) * 60 + Number(said[2] ?? 0) === delta;
      }),
    );
  });
});
