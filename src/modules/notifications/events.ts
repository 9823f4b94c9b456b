import * as z from 'zod/mini';
import { defineEvent } from '@/platform/events';
import { USER_EVENT_TYPES } from './event-types';

/**
 * The events of a signed-in user's own channel (`userTopic`, `/api/events?user=me`), declared here
 * at the bottom of the module map so that every module that publishes or follows them can import
 * them: notices, whether the user leads on a lot, and watchlist changes.
 */

/** The realtime topic of one user: only that user's own streams listen. */
export function userTopic(userId: string): string {
  return `user:${userId}`;
}

export const notificationViewSchema = z.object({
  id: z.int(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  href: z.nullable(z.string()),
  read: z.boolean(),
  /** Milliseconds since the epoch (spec §3). */
  createdAt: z.number(),
});

export const notificationCreated = defineEvent(
  USER_EVENT_TYPES.notificationCreated,
  z.object({ notification: notificationViewSchema, hasUnread: z.boolean() }),
);

export const notificationsRead = defineEvent(
  USER_EVENT_TYPES.notificationsRead,
  z.object({ ids: z.array(z.int()), all: z.optional(z.boolean()), hasUnread: z.boolean() }),
);

/** Whether the user leads on a lot; the bidder who just bid also gets their maximum. */
export const auctionLead = defineEvent(
  USER_EVENT_TYPES.auctionLead,
  z.object({
    auctionId: z.int(),
    youLead: z.boolean(),
    /** Sent to the bidder who just bid; an outbid bidder's maximum is unchanged and not sent. */
    yourMaximum: z.catch(z.optional(z.int()), undefined),
  }),
);

/** A lot watched or unwatched, in this tab or another. */
export const watchlistChanged = defineEvent(
  USER_EVENT_TYPES.watchlistChanged,
  z.object({
    auctionId: z.int(),
    watching: z.boolean(),
    /** How many watch the lot. */
    watchCount: z.int(),
    /** How many lots the user watches. */
    watchlistSize: z.int(),
  }),
);

/**
 * Every session of the user ended (disabled, or "Logga ut överallt" in the console): the server
 * ends the user's own streams after sending it, and an open page signs itself out.
 */
export const accountSignedOut = defineEvent(USER_EVENT_TYPES.accountSignedOut, z.object({ reason: z.enum(['disabled', 'revoked']) }));
