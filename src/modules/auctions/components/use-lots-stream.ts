'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { AUCTION_EVENT_TYPES } from '../event-types';
import type { AuctionLiveUpdate } from '../events';
import { catchUpOnReconnect, readAuctionUpdate } from './auction-updates';

/**
 * Follows several lots over ONE event stream (`/api/events?auctions=…`; a browser keeps only ~6
 * connections per host): the lists of the user's lots and the closing board. `liveIds` is the
 * comma-joined ids to follow (empty: none); when it changes the stream is opened anew from the last
 * event seen, so nothing in between is missed. Each `auction.updated` is read by its schema (loaded
 * with the first event) and handed to `apply` in the order the events arrived. When the schema
 * cannot be loaded, or the stream comes back after a break, the page is read again
 * (router.refresh) rather than trusting that nothing was missed.
 */
export function useLotsStream(liveIds: string, apply: (update: AuctionLiveUpdate) => void): void {
  const router = useRouter();
  const lastEventId = useRef<string | null>(null);
  const latest = useRef(apply);
  useEffect(() => {
    latest.current = apply;
  });

  useEffect(() => {
    if (!liveIds) return;
    const after = lastEventId.current ? `&lastEventId=${encodeURIComponent(lastEventId.current)}` : '';
    const events = new EventSource(`/api/events?auctions=${liveIds}${after}`);
    // An event still being read when the stream closes (the followed lots changed) is applied all
    // the same: the next stream resumes after its id, and a row takes only a newer version.
    let open = true;
    const onUpdated = (event: MessageEvent<string>) => {
      if (event.lastEventId) lastEventId.current = event.lastEventId;
      void readAuctionUpdate(event.data).then(
        (update) => {
          if (update) latest.current(update);
        },
        () => {
          if (open) router.refresh();
        },
      );
    };
    events.addEventListener(AUCTION_EVENT_TYPES.auctionUpdated, onUpdated);
    catchUpOnReconnect(events, () => router.refresh());
    return () => {
      open = false;
      events.close();
    };
  }, [liveIds, router]);
}
