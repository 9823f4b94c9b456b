import { describe, expect, it } from 'vitest';
import { formatCloseTime, openLotsLine } from './dashboard-text';

describe("the dashboard's line about the open lots", () => {
  it('counts the running lots and names the next close in Stockholm time', () => {
    // Sunday 6 December 2026, 19:00 in Stockholm (UTC+1).
    const close = '2026-12-06T18:00:00.000Z';
    expect(formatCloseTime(new Date(close))).toBe('sön 6 dec kl. 19:00');
    expect(openLotsLine({ live: 151, scheduled: 0, nextCloseAt: close })).toBe('151 pågår · nästa stängning sön 6 dec kl. 19:00');
    expect(openLotsLine({ live: 1510, scheduled: 3, nextCloseAt: close })).toBe(
      '1\u00a0510 pågår · 3 schemalagda · nästa stängning sön 6 dec kl. 19:00',
    );
  });

  it('says plainly when nothing runs, and never that the week has closed while lots run', () => {
    expect(openLotsLine({ live: 0, scheduled: 0, nextCloseAt: null })).toBe('Inga auktioner pågår.');
    expect(openLotsLine({ live: 151, scheduled: 0, nextCloseAt: null })).toBe('151 pågår');
    expect(openLotsLine({ live: 0, scheduled: 2, nextCloseAt: '2026-07-05T17:00:00.000Z' })).toBe(
      '0 pågår · 2 schemalagda · nästa stängning sön 5 jul kl. 19:00',
    );
  });
});
