'use client';

import { useEffect, useRef } from 'react';

/**
 * Events from the signed-in user's own channel (`/api/events?user=me`, opened once by the
 * AuthProvider) that other components follow: whether the user leads on a lot, and watchlist
 * changes made in this or another tab. The provider parses them and re-dispatches them on
 * `window`; components subscribe with `useUserEvent`.
 */

export interface AuctionLeadEvent {
  auctionId: number;
  youLead: boolean;
  /** Sent to the bidder who just bid; an outbid bidder's maximum is unchanged and not sent. */
  yourMaximum?: number;
}

export interface WatchlistChangedEvent {
  auctionId: number;
  watching: boolean;
  /** How many watch the lot. */
  watchCount: number;
  /** How many lots the user watches. */
  watchlistSize: number;
}

interface UserEvents {
  'auction.lead': AuctionLeadEvent;
  'watchlist.changed': WatchlistChangedEvent;
}

export type UserEventType = keyof UserEvents;

const WINDOW_EVENT: Record<UserEventType, string> = {
  'auction.lead': 'klubban:auction-lead',
  'watchlist.changed': 'klubban:watchlist-changed',
};

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

function record(data: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Reads an event's JSON, or null when it is not what the type promises. */
export function parseUserEvent<T extends UserEventType>(type: T, data: string): UserEvents[T] | null {
  const v = record(data);
  if (!v || !isInt(v.auctionId)) return null;
  if (type === 'auction.lead') {
    if (typeof v.youLead !== 'boolean') return null;
    const event: AuctionLeadEvent = {
      auctionId: v.auctionId,
      youLead: v.youLead,
      ...(isInt(v.yourMaximum) ? { yourMaximum: v.yourMaximum } : {}),
    };
    return event as UserEvents[T];
  }
  if (typeof v.watching !== 'boolean' || !isInt(v.watchCount) || !isInt(v.watchlistSize)) return null;
  const event: WatchlistChangedEvent = {
    auctionId: v.auctionId,
    watching: v.watching,
    watchCount: v.watchCount,
    watchlistSize: v.watchlistSize,
  };
  return event as UserEvents[T];
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
