/**
 * Europe/Stockholm wall-clock time from a UTC instant and back, through Intl (daylight saving
 * respected). Pure and browser-safe: the schedule, the countdown and every formatted end time use it.
 */

export const STOCKHOLM = 'Europe/Stockholm';

export interface WallClock {
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

/**
 * The Stockholm calendar week (Monday 00:00 to the next Monday 00:00, local time) that holds
 * `instant`, as UTC instants: the console's "this week" ends with its Sunday close. A week that
 * holds a clock change is 167 or 169 hours long.
 */
export function stockholmWeekOf(instant: Date): { start: Date; end: Date } {
  const wall = stockholmWallClock(instant);
  const daysSinceMonday = (wall.weekday + 6) % 7;
  const monday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day - daysSinceMonday));
  const nextMonday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day - daysSinceMonday + 7));
  return {
    start: stockholmToUtc(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate(), 0, 0),
    end: stockholmToUtc(nextMonday.getUTCFullYear(), nextMonday.getUTCMonth() + 1, nextMonday.getUTCDate(), 0, 0),
  };
}
