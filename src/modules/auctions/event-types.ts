/**
 * The names of a lot's realtime events, without their schemas: the lot page and the lists of the
 * user's lots subscribe by these names, while the schemas (and zod with them) load only when an
 * event has to be read (components/auction-updates.ts; zod out of the first load).
 */
export const AUCTION_EVENT_TYPES = {
  auctionUpdated: 'auction.updated',
} as const;
