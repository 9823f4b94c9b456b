import * as z from 'zod/mini';
import { AUCTION_STATUSES } from '@/keys';
import { defineEvent } from '@/platform/events';
import { AUCTION_EVENT_TYPES } from './event-types';

/** The realtime topic of one lot: everyone on its page listens (GET /api/events?auction={id}). */
export function auctionTopic(auctionId: number): string {
  return `auction:${auctionId}`;
}

/** The lot a topic belongs to, when it is a lot's topic (`auction:{id}`). */
export function lotIdOfTopic(topic: string): number | null {
  const match = /^auction:(\d{1,10})$/.exec(topic);
  return match ? Number(match[1]) : null;
}

/** The public live state of a lot, as `auction.updated` carries it. No secret values. */
export const auctionLiveUpdateSchema = z.object({
  id: z.int(),
  currentPrice: z.nullable(z.int()),
  bidCount: z.int(),
  endsAt: z.pipe(
    z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)))),
    z.transform((value: string) => new Date(value).toISOString()),
  ),
  status: z.enum(AUCTION_STATUSES),
  reserveMet: z.boolean(),
  nextMinimumBid: z.int(),
  version: z.int(),
});

export type AuctionLiveUpdate = z.output<typeof auctionLiveUpdateSchema>;

/** Everyone on a lot's page: its new price, bid count, end, status and next minimum bid. */
export const auctionUpdated = defineEvent(AUCTION_EVENT_TYPES.auctionUpdated, auctionLiveUpdateSchema);

/**
 * Reads an `auction.updated` event's JSON (by the event's own schema); null when it is not one.
 * The browser loads it with the first event (components/auction-updates.ts), not with the page.
 */
export function parseAuctionUpdate(data: string): AuctionLiveUpdate | null {
  return auctionUpdated.parse(data);
}
