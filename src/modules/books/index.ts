// The books module's browser-safe surface: the money events, the accounts, the verifications, the
// period's figures and the resale-right report. The SIE file (Buffer, codepage 437) is in server.ts.
export {
  accountNames,
  ACCOUNT_NAMES,
  bookAccountsOverrideSchema,
  DEFAULT_ACCOUNTS,
  outputVatName,
  parseBookAccounts,
  withAccountOverride,
} from './domain/accounts';
export type { AccountRole, BookAccounts, BookAccountsOverride } from './domain/accounts';
export { bookingDate, compareEvents, EVENT_KINDS, fiscalYearOf, sortEvents } from './domain/journal';
export type {
  BookEvent,
  BookEventKind,
  CreditNoteEvent,
  PaymentEvent,
  PayoutEvent,
  RefundEvent,
  ResaleRightPayer,
  SaleEvent,
  SellerVatStatus,
  ShippingEvent,
  VatModel,
} from './domain/journal';
export { assertBookEvent, verificationsFor } from './domain/verifications';
export type { Verification, VerificationOptions, VerificationRow } from './domain/verifications';
export { periodFigures } from './domain/figures';
export type { CountedFigure, Figure, FigureOptions, FigureRow, PeriodFigures } from './domain/figures';
export { csvKronor, RESALE_RIGHT_HEADER, resaleRightCsv } from './domain/resale-report';
export type { ResaleRightSale } from './domain/resale-report';
export { addDays, checkPeriod, periodInstants, quickPeriods, stockholmToday } from './domain/period';
export type { NamedPeriod, Period, PeriodCheck } from './domain/period';
