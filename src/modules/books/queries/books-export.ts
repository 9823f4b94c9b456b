import 'server-only';
import type { DbOrTx } from '@/db/client';
import { AppError } from '@/platform/errors';
import { getLogger } from '@/platform/logger';
import { accountNames } from '../domain/accounts';
import { checkPeriod, type Period } from '../domain/period';
import { resaleRightCsv } from '../domain/resale-report';
import { writeSie } from '../domain/sie';
import { verificationsFor, type Verification } from '../domain/verifications';
import { configuredBooks } from '../settings';
import { periodEvents, type PeriodEvents } from './period-events';
import { resaleRows } from './resale-rows';

/**
 * The two downloads of the console's books page (docs/books.md): the period's SIE 4I file and its
 * resale-right report. A route hands in `?fran=…&till=…` as they came; a bad period is a Swedish
 * INVALID_ARGUMENT (400), never a 500 (docs/architecture.md, convention 4).
 */

/** The SIE file's #PROGRAM version: the version of this export's layout. */
const EXPORT_VERSION = '1.0';

/** The period asked for, checked, or AppError INVALID_ARGUMENT with the reason. */
export function requirePeriod(
  from: string | null | undefined,
  to: string | null | undefined,
): { period: Period; fiscalYear: { start: string; end: string } } {
  const check = checkPeriod(from, to, configuredBooks().fiscalYearStartMonth);
  if (!check.ok) throw new AppError('INVALID_ARGUMENT', check.message);
  return { period: check.period, fiscalYear: check.fiscalYear };
}

/**
 * The period's verifications, or FAILED_PRECONDITION when an event cannot be booked (amounts that
 * disagree: the books refuse them rather than write a file that does not balance).
 */
export function bookedVerifications(read: PeriodEvents): Verification[] {
  try {
    return verificationsFor(read.events, configuredBooks().accounts, { history: read.history });
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    getLogger().error({ err: error }, 'the books could not book a period');
    const order = /\(order (\d+)\)/.exec(error.message)?.[1];
    throw new AppError(
      'FAILED_PRECONDITION',
      `Perioden kan inte bokföras: ${order ? `köp ${order} har belopp som inte går ihop` : 'en händelse har belopp som inte går ihop'}. Be utvecklaren titta i loggen.`,
    );
  }
}

export async function periodSie(db: DbOrTx, from: string | null | undefined, to: string | null | undefined, now: Date = new Date()) {
  const { period, fiscalYear } = requirePeriod(from, to);
  const settings = configuredBooks();
  const verifications = bookedVerifications(await periodEvents(db, period));
  const body = writeSie({
    company: settings.company,
    period,
    fiscalYear,
    generatedAt: now.toISOString(),
    program: { name: 'Klubban', version: EXPORT_VERSION },
    accounts: accountNames(settings.accounts),
    verifications,
  });
  return { body, filename: `klubban-${period.from}-${period.to}.se` };
}

export async function periodResaleReport(db: DbOrTx, from: string | null | undefined, to: string | null | undefined) {
  const { period } = requirePeriod(from, to);
  const csv = resaleRightCsv(await resaleRows(db, period), period);
  return { body: csv, filename: `foljeratt-${period.from}-${period.to}.csv` };
}
