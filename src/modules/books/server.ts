import 'server-only';

// The books module's server-only surface: the SIE 4I file, written and read in codepage 437 (Buffer).
export { readSie, SIE_SERIES, sieAmount, SieFormatError, sieText, writeSie } from './domain/sie';
export type { SieFile, SieInput, SieVerification } from './domain/sie';
export { configuredBooks } from './settings';
export type { BooksSettings } from './settings';
export { orderTimeline, periodEvents } from './queries/period-events';
export type { OrderData, PeriodEvents } from './queries/period-events';
export { resaleRows } from './queries/resale-rows';
export { bookedVerifications, periodResaleReport, periodSie, requirePeriod } from './queries/books-export';
export { periodBooks } from './queries/period-books';
export type { OpenFigure, OpenRow, PeriodBooks } from './queries/period-books';
