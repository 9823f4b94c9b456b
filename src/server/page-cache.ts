import 'server-only';
import { getLogger } from '@/platform/logger';
import { pathOfPageTopic } from '@/platform/page-cache';
import { getRealtimeBus } from '@/platform/realtime-server';
import { lotIdOfTopic } from '@/modules/auctions';
import type { PageChange } from './outer-hooks';

/** The change a bus event stands for, for the page cache; null when it changes no cached page. */
export function pageChangeOf(topic: string | null): PageChange | null {
  if (topic === null) return { all: true };
  const lotId = lotIdOfTopic(topic);
  if (lotId !== null) return { lotId };
  const path = pathOfPageTopic(topic);
  return path !== null ? { path } : null;
}

/**
 * Empties the page cache of `npm start`'s server (server/microcache.ts) of what changed, in this
 * instance, for as long as it runs: every event on a lot's topic (a bid, an end, an edit) drops
 * that lot's page, every page event its page, and a gap in the events (the database connection was
 * lost) everything. The outer server asks for it through its hooks (src/server/outer-hooks.ts);
 * without that server (`next dev`, tests) nobody does.
 */
export async function followPageChanges(invalidate: (change: PageChange) => void): Promise<void> {
  const bus = await getRealtimeBus();
  await bus.observe((topic) => {
    const change = pageChangeOf(topic);
    if (change) invalidate(change);
  });
  getLogger().info('page cache follows the realtime bus');
}
