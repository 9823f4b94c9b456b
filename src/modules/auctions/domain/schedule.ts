/**
 * The weekly close (PRODUCT.md §1): auctions end on Sundays, Europe/Stockholm time, the first lot
 * at 19:00 and one lot per minute after it. Pure functions; daylight saving is respected by
 * converting wall-clock Stockholm time to UTC through Intl.
 */

export const STOCKHOLM = 'Europe/Stockholm';

export interface WeeklyCloseConfig {
  hour: number;
  minute: number;
  staggerSeconds: number;
  /** A new auction without an explicit end closes on the next Sunday at least this many days away. */
  minDaysAway: number;
}

export const DEFAULT_WEEKLY_CLOSE: WeeklyCloseConfig = { hour: 19, minute: 0, staggerSeconds: 60, minDaysAway: 3 };

interface WallClock {
  year: number;
  month: number; // 1–12
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number; // 0 = Sunday
}

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: STOCKHOLM,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  weekday: 'short',
});

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function stockholmWallClock(instant: Date): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** The UTC instant at which Stockholm's clock shows the given wall time. */
export function stockholmToUtc(year: number, month: number, day: number, hour: number, minute: number): Date {
  const target = Date.UTC(year, month - 1, day, hour, minute);
  let guess = target;
  // Two rounds converge for any fixed-offset stretch; a time that does not exist (the spring-forward
  // hour) resolves to the instant one hour later, which is what a clock shows.
  for (let i = 0; i < 3; i++) {
    const wall = stockholmWallClock(new Date(guess));
    const shown = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
    guess += target - shown;
  }
  return new Date(guess);
}

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

const DAY_NAMES = ['sön', 'mån', 'tis', 'ons', 'tors', 'fre', 'lör'];
const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'maj', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];

/** An end time as the site shows it: "sön 30 nov 19:04", in Stockholm time. */
export function formatEndTime(instant: Date): string {
  const wall = stockholmWallClock(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${DAY_NAMES[wall.weekday]} ${wall.day} ${MONTH_NAMES[wall.month - 1]} ${pad(wall.hour)}:${pad(wall.minute)}`;
}
