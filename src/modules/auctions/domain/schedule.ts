/**
 * The weekly close (docs/product.md §1): auctions end on Sundays, Europe/Stockholm time, the first lot
 * at 19:00 and one lot per minute after it. Pure functions; daylight saving is respected by
 * converting wall-clock Stockholm time to UTC through Intl.
 */

import { stockholmToUtc, stockholmWallClock } from '@/platform/time';

export interface WeeklyCloseConfig {
  hour: number;
  minute: number;
  staggerSeconds: number;
  /** A new auction without an explicit end closes on the next Sunday at least this many days away. */
  minDaysAway: number;
}

export const DEFAULT_WEEKLY_CLOSE: WeeklyCloseConfig = { hour: 19, minute: 0, staggerSeconds: 60, minDaysAway: 3 };

/** The Sunday close for the first lot, on the first Sunday at least `minDaysAway` days after `now`. */
export function nextWeeklyClose(now: Date, config: WeeklyCloseConfig = DEFAULT_WEEKLY_CLOSE): Date {
  const wall = stockholmWallClock(now);
  // Walk calendar days in Stockholm from today.
  for (let offset = 0; offset < 15; offset++) {
    const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + offset));
    if (date.getUTCDay() !== 0) continue;
    const close = stockholmToUtc(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), config.hour, config.minute);
    if (close.getTime() - now.getTime() >= config.minDaysAway * 24 * 3600 * 1000) return close;
  }
  throw new Error('no Sunday found within two weeks');
}

/** The end of the lot at a 0-based catalogue position in a staggered close. */
export function staggeredEnd(firstEnd: Date, position: number, staggerSeconds = DEFAULT_WEEKLY_CLOSE.staggerSeconds): Date {
  if (!Number.isInteger(position) || position < 0) throw new Error('position must be a non-negative integer');
  return new Date(firstEnd.getTime() + position * staggerSeconds * 1000);
}

/** Where a lot without an explicit end goes: the weekly close it joins and its place in that sale's stagger. */
export interface WeeklyPlacement {
  /** The first lot's end on that Sunday (the `sales` row's firstEndsAt). */
  firstEndsAt: Date;
  lotNumber: number;
  endsAt: Date;
}

/**
 * A new lot joins the next Sunday close at least `minDaysAway` days from `now`, after the lots
 * already in it: lot number max+1, ending one stagger after the last (docs/product.md §1).
 */
export function placeInWeeklySale(
  firstEndsAt: Date,
  highestLotNumber: number | null,
  staggerSeconds = DEFAULT_WEEKLY_CLOSE.staggerSeconds,
): { lotNumber: number; endsAt: Date } {
  const lotNumber = (highestLotNumber ?? 0) + 1;
  return { lotNumber, endsAt: staggeredEnd(firstEndsAt, lotNumber - 1, staggerSeconds) };
}

/** The shortest time a lot is open; an explicit end sooner after its start is refused. */
export const MIN_LOT_DURATION_MS = 60 * 60 * 1000;

/** Why an explicit end (and start) cannot be used, in Swedish, or null when it can. */
export function explicitEndRefusal(input: { startsAt: Date; endsAt: Date; now: Date }): string | null {
  const { startsAt, endsAt, now } = input;
  if (Number.isNaN(startsAt.getTime()) || Number.isNaN(endsAt.getTime())) return 'Ogiltig tidpunkt.';
  if (endsAt.getTime() <= now.getTime()) return 'Sluttiden måste ligga i framtiden.';
  if (endsAt.getTime() - startsAt.getTime() < MIN_LOT_DURATION_MS) return 'Sluttiden måste vara minst en timme efter starttiden.';
  return null;
}

/**
 * Whether `now` is on the weekly close's day in Stockholm (Sunday): the day the header and the
 * home page point to the closing board (/slutspurt).
 */
export function isWeeklyCloseDay(now: Date): boolean {
  return stockholmWallClock(now).weekday === 0;
}
