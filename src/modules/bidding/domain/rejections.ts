import { formatSek } from '@/ui/format';

/**
 * Why the engine refused a bid or a buy-now, with the Swedish message shown to the user.
 * `minimumBid` is set when a higher amount would be accepted (BID_TOO_LOW, NOT_ABOVE_OWN_MAXIMUM).
 */
export type BidRejectionCode =
  'AMOUNT_INVALID' | 'BID_TOO_LOW' | 'NOT_ABOVE_OWN_MAXIMUM' | 'AUCTION_ENDED' | 'AUCTION_NOT_LIVE' | 'OWN_ITEM' | 'BUY_NOW_UNAVAILABLE';

export interface BidRejection {
  code: BidRejectionCode;
  message: string;
  minimumBid?: number;
}

/** The largest maximum the site accepts (whole SEK); anything above is a typo, not a bid. */
export const MAX_BID_AMOUNT = 100_000_000;

export const rejections = {
  amountNotWhole: (): BidRejection => ({ code: 'AMOUNT_INVALID', message: 'Ange budet i hela kronor.' }),
  amountTooLarge: (): BidRejection => ({
    code: 'AMOUNT_INVALID',
    message: `Budet kan vara högst ${formatSek(MAX_BID_AMOUNT)}.`,
  }),
  tooLow: (minimumBid: number): BidRejection => ({
    code: 'BID_TOO_LOW',
    message: `Budet är för lågt. Lägsta bud är ${formatSek(minimumBid)}.`,
    minimumBid,
  }),
  notAboveOwnMaximum: (ownMaximum: number, minimumBid: number): BidRejection => ({
    code: 'NOT_ABOVE_OWN_MAXIMUM',
    message: `Du leder redan med ett maxbud på ${formatSek(ownMaximum)}. Ett nytt maxbud måste vara högre än så.`,
    minimumBid,
  }),
  ended: (): BidRejection => ({ code: 'AUCTION_ENDED', message: 'Auktionen har avslutats.' }),
  notStarted: (): BidRejection => ({ code: 'AUCTION_NOT_LIVE', message: 'Auktionen har inte öppnat för bud än.' }),
  cancelled: (): BidRejection => ({ code: 'AUCTION_NOT_LIVE', message: 'Auktionen har ställts in.' }),
  ownItemBid: (): BidRejection => ({ code: 'OWN_ITEM', message: 'Du kan inte buda på ditt eget föremål.' }),
  ownItemBuy: (): BidRejection => ({ code: 'OWN_ITEM', message: 'Du kan inte köpa ditt eget föremål.' }),
  buyNowNotOffered: (): BidRejection => ({
    code: 'BUY_NOW_UNAVAILABLE',
    message: 'Köp nu erbjuds inte för det här föremålet.',
  }),
  buyNowAfterBid: (): BidRejection => ({
    code: 'BUY_NOW_UNAVAILABLE',
    message: 'Köp nu är inte längre möjligt eftersom auktionen redan har bud.',
  }),
} as const;
