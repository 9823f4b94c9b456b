import { stockholmToUtc, stockholmWallClock } from '@/platform/time';
import { fiscalYearOf } from './journal';

/**
 * A period of the books: Stockholm calendar days, yyyy-mm-dd, both ends included (docs/books.md).
 * The SIE file declares one fiscal year (#RAR 0), so a period lies within one fiscal year.
 */
export interface Period {
  from: string;
  to: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A calendar date (UTC noon of the day, so adding days never lands on a clock change) as yyyy-mm-dd. */
function isoOf(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** yyyy-mm-dd of a real date, else null. */
function calendarDate(text: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** The day `days` after (or before) a date. */
export function addDays(date: string, days: number): string {
  const d = calendarDate(date);
  if (!d) throw new RangeError(`not a date (yyyy-mm-dd): ${JSON.stringify(date)}`);
  return isoOf(new Date(Date.UTC(d.year, d.month - 1, d.day + days, 12)));
}

/**
 * The period's UTC instants: from Stockholm midnight at the start of `from` to Stockholm midnight
 * after `to` (exclusive), so a day with a clock change is 23 or 25 hours long.
 */
export function periodInstants(period: Period): { start: Date; end: Date } {
  const from = calendarDate(period.from);
  const after = calendarDate(addDays(period.to, 1));
  if (!from || !after) throw new RangeError(`not a period: ${JSON.stringify(period)}`);
  return {
    start: stockholmToUtc(from.year, from.month, from.day, 0, 0),
    end: stockholmToUtc(after.year, after.month, after.day, 0, 0),
  };
}

export type PeriodCheck = { ok: true; period: Period; fiscalYear: { start: string; end: string } } | { ok: false; message: string };

/**
 * The period `?fran=…&till=…` asks for, or the Swedish reason it cannot be booked: a missing or
 * malformed date, an end before the start, or a period that leaves the fiscal year it starts in
 * (KLUBBAN_FISCAL_YEAR_START_MONTH).
 */
export function checkPeriod(from: string | null | undefined, to: string | null | undefined, fiscalYearStartMonth: number): PeriodCheck {
  if (!from || !to) return { ok: false, message: 'Ange periodens första och sista dag (fran och till, som ÅÅÅÅ-MM-DD).' };
  for (const [label, value] of [
    ['Från', from],
    ['Till', to],
  ] as const)
    if (value.length > 10 || !calendarDate(value))
      return { ok: false, message: `${label}: ”${value.slice(0, 20)}” är inget datum. Skriv det som ÅÅÅÅ-MM-DD.` };
  if (from > to) return { ok: false, message: 'Periodens första dag ligger efter dess sista.' };
  const fiscalYear = fiscalYearOf(from, fiscalYearStartMonth);
  if (to > fiscalYear.end)
    return {
      ok: false,
      message: `En period måste ligga inom ett räkenskapsår: räkenskapsåret som perioden börjar i slutar ${fiscalYear.end}. Dela upp perioden.`,
    };
  return { ok: true, period: { from, to }, fiscalYear };
}

/** Today's Stockholm date. */
export function stockholmToday(now: Date): string {
  const wall = stockholmWallClock(now);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

export interface NamedPeriod extends Period {
  label: string;
}

/**
 * The console's quick periods: last week (the last complete Monday–Sunday week, the default; from
 * the fiscal year's first day when the week holds it), this month and last month, and this fiscal
 * year so far. This month and this year end today.
 */
export function quickPeriods(
  now: Date,
  fiscalYearStartMonth: number,
): { lastWeek: NamedPeriod; thisMonth: NamedPeriod; lastMonth: NamedPeriod; thisYear: NamedPeriod } {
  const today = stockholmToday(now);
  const wall = stockholmWallClock(now);
  const thisMonday = addDays(today, -((wall.weekday + 6) % 7));
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  const lastOfPrevious = addDays(firstOfMonth, -1);
  const lastSunday = addDays(thisMonday, -1);
  // A week across the new fiscal year is cut at its first day: a period lies within one fiscal year.
  const weekFrom = [addDays(thisMonday, -7), fiscalYearOf(lastSunday, fiscalYearStartMonth).start].sort().at(-1)!;
  return {
    lastWeek: { label: 'Förra veckan', from: weekFrom, to: lastSunday },
    thisMonth: { label: 'Denna månad', from: firstOfMonth, to: today },
    lastMonth: { label: 'Förra månaden', from: `${lastOfPrevious.slice(0, 7)}-01`, to: lastOfPrevious },
    thisYear: { label: 'I år', from: fiscalYearOf(today, fiscalYearStartMonth).start, to: today },
  };
}
