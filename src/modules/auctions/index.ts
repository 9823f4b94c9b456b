// The auctions module's browser-safe surface: the lot's rules (status table, schedule, increments,
// fees), its live state and the types other modules and the browser use. Components are imported
// from ./components/* by file (docs/decisions/0011).
export {
  DEFAULT_FEE_RATES,
  DEFAULT_PRICING,
  DEFAULT_RESALE_RIGHT,
  PAYMENT_DUE_DAYS,
  PRIVATE_LOT,
  RESALE_RIGHT_BANDS,
  RESALE_RIGHT_CAP_EUR,
  SELLER_VAT_STATUSES,
  SERVICE_VAT_PERCENT,
  VAT_MODELS,
  orderAmounts,
  resaleRightFee,
  vatInside,
  vatOfPremium,
  wholePrice,
} from './domain/fees';
export type {
  FeeRates,
  LotTerms,
  OrderAmounts,
  Pricing,
  ResaleRightPayer,
  ResaleRightRule,
  SellerVatStatus,
  VatModel,
  WholePrice,
} from './domain/fees';
export { INCREMENT_LADDER, incrementFor, minimumNextBid } from './domain/increments';
export { bidHistory, byCommitOrder, priceStanding } from './domain/price-fold';
export type { HistoryBid, HistoryEntry, PriceStanding, PriceTerms, RankedMaximum } from './domain/price-fold';
export { liveStateOf } from './domain/live-lot-state';
export { hasLeadingBid, leadingBid, reserveMet, shownPrice, shownPriceOrSale } from './domain/shown-price';
export type { PricedLot } from './domain/shown-price';
export { isClosed, isFinalStatus } from './domain/lot-closed';
export { endTimeText, extensionNotice, formatExtension, isExtended } from './domain/soft-close';
export type { LotEnd } from './domain/soft-close';
export type { LiveLotState } from './domain/live-lot-state';
export {
  DEFAULT_WEEKLY_CLOSE,
  MIN_LOT_DURATION_MS,
  explicitEndRefusal,
  nextWeeklyClose,
  placeInWeeklySale,
  staggeredEnd,
} from './domain/schedule';
export { isOpenLot, lotName, restaggerLots } from './domain/reorder';
export type { ReorderDecision, ReorderLot, ReorderRefusal, ReorderRefusalCode, ReorderSale, ReorderedLot } from './domain/reorder';
export { priceRefusal } from './domain/prices';
export { REHEARSAL_LINK_PARAM, REHEARSAL_MARK, rehearsalHref } from './domain/rehearsal';
export { REHEARSAL_MIN_LEAD_MS, earliestEnd, endMoveRefusal, endNowRefusal } from './domain/studio-timing';
export type { LotPrices } from './domain/prices';
export { auctionLiveUpdateSchema, auctionTopic, auctionUpdated, lotIdOfTopic, parseAuctionUpdate } from './events';
export { AUCTION_EVENT_TYPES } from './event-types';
export type { AuctionLiveUpdate } from './events';
export type { AuctionView } from './queries/get-auction';
export { AUCTION_STATUS_LABELS, AUCTION_TRANSITIONS, canTransition, transitionRefusal } from './domain/status';
export type { LotSale, SaleSettlement } from './commands/end-lot';
export type { LotPublication, PublishedLot } from './commands/lot-publication';
export type { ItemPriceDefaults, PriceDefaults } from './commands/item-price-defaults';
export type { YourLot } from './queries/your-lot';
export type { AuctionListItem, SearchResult } from './queries/search-auctions';
export { auctionIdInput, idInput } from './schema';
export { DEFAULT_PAGE_SIZE, SORTS, auctionSearchHref, parseAuctionSearch } from './domain/search-params';
export type { AuctionSearch, SearchParamsInput, Sort } from './domain/search-params';
export type { BoardLot } from './queries/closing-board';
