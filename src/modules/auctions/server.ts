import 'server-only';

// The auctions module's server surface: the lot's commands and queries.

export { completeAuction, completeDueAuctions, openDueAuctions } from './commands/complete-auction';
export type { CompletionResult } from './commands/complete-auction';
export { endLot } from './commands/end-lot';
export { clearEndedAuctions } from './commands/clear-ended';
export { backfillAuctionSearch } from './commands/backfill-search';
export { openFirst, toYourLot, yourLotColumns } from './queries/your-lot';
export { auctionUpdateEvent, liveUpdateOf, publishAuctionUpdate } from './live';
export { getAuction } from './queries/get-auction';
export { searchAuctions } from './queries/search-auctions';
export { getLotFeed, lotFeedStatus, renderLotFeed } from './queries/feed';
export type { FeedLot, LotFeed, LotFeedFormat, RenderedLotFeed } from './queries/feed';
export { auctionsActions } from './actions';
export type { AuctionsPorts } from './actions';
export { createAuctionFromItem, insertDraftLot } from './commands/create-auction';
export type { AuctionTerms, DraftLot } from './commands/create-auction';
export { createAuctionWithItem } from './commands/create-auction-with-item';
export { placeLot } from './commands/place-lot';
export type { LotPlacement } from './commands/place-lot';
export { publishAuction } from './commands/publish-auction';
export { updateAuctionInfo } from './commands/update-auction-info';
export type { AuctionInfoChange } from './commands/update-auction-info';
export { relistAuction } from './commands/relist-auction';
export { reorderLots } from './commands/reorder-lots';
export type { ReorderResult } from './commands/reorder-lots';
export { ADMIN_AUCTION_TABS, getAdminAuction, listAdminAuctions } from './queries/admin-auctions';
export type { AdminAuctionRow, AdminAuctionTab } from './queries/admin-auctions';
export { listMySales } from './queries/my-sales';
export { getWeekSale, listOpenSales } from './queries/week-sale';
export type { WeekSale, WeekSaleLot, WeekSaleSummary } from './queries/week-sale';
export type { MySale } from './queries/my-sales';
export { weekSummary } from './queries/week-summary';
export type { WeekSummary } from './queries/week-summary';
export { listUserLotsForAdmin } from './queries/admin-user-lots';
export type { AdminUserLot } from './queries/admin-user-lots';
export { adminAuctionPath, newestLotsOfItems, searchLotsForAdmin } from './queries/admin-search';
