'use client';

import { useEffect, useRef } from 'react';
import type { auctionLead, watchlistChanged } from '@/modules/notifications';
import { USER_EVENT_TYPES } from '@/modules/notifications';
import type { EventPayload } from '@/platform/events';
import { importOnce } from '@/platform/import-once';

/**
 * Events from the signed-in user's own channel (`/api/events?user=me`, opened once by the
 * AuthProvider) that other components follow: whether the user leads on a lot, and watchlist
 * changes made in this or another tab. The provider parses them and re-dispatches them on
 * `window`; components subscribe with `useUserEvent`.
 */

export type AuctionLeadEvent = EventPayload<typeof auctionLead>;
export type WatchlistChangedEvent = EventPayload<typeof watchlistChanged>;

interface UserEvents {
  [USER_EVENT_TYPES.auctionLead]: AuctionLeadEvent;
  [USER_EVENT_TYPES.watchlistChanged]: WatchlistChangedEvent;
}

export type UserEventType = keyof UserEvents;

const WINDOW_EVENT: Record<UserEventType, string> = {
  'auction.lead': 'klubban:auction-lead',
  'watchlist.changed': 'klubban:watchlist-changed',
};

/** The user channel's schemas (and zod with them): loaded with the first event, not with every page. */
const userEvents = importOnce(() => import('@/modules/notifications'));

/**
 * Reads an event's JSON by its declared schema, or null when it is not what the type promises.
 * The schemas are imported on the first event; every event waits on the one
 * import (importOnce), so events still resolve in the order they arrived.
 */
export function parseUserEvent<T extends UserEventType>(type: T, data: string): Promise<UserEvents[T] | null> {
  return userEvents().then(({ auctionLead, watchlistChanged }) => {
    const definitions = { [auctionLead.type]: auctionLead, [watchlistChanged.type]: watchlistChanged } as const;
    return definitions[type].parse(data) as UserEvents[T] | null;
  });
}

export function emitUserEvent<T extends UserEventType>(type: T, detail: UserEvents[T]): void {
  window.dispatchEvent(new CustomEvent(WINDOW_EVENT[type], { detail }));
}

/** Calls `handler` for each event of `type` on the user's channel while mounted. */
export function useUserEvent<T extends UserEventType>(type: T, handler: (event: UserEvents[T]) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener = (event: Event) => latest.current((event as CustomEvent<UserEvents[T]>).detail);
    window.addEventListener(WINDOW_EVENT[type], listener);
    return () => window.removeEventListener(WINDOW_EVENT[type], listener);
  }, [type]);
}
