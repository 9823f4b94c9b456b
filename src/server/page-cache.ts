import 'server-only';
import { getLogger } from '@/platform/logger';
import { pathOfPageTopic } from '@/platform/page-cache';
import { getRealtimeBus } from '@/platform/realtime-server';
import { peekProcessSingleton } from '@/platform/singleton';
import { lotIdOfTopic } from '@/modules/auctions';

/** What scripts/serve.mjs offers as `__klubbanPageCache` (scripts/microcache.mjs's invalidate). */
interface PageCache {
  invalidate(change: { lotId?: number; path?: string; all?: boolean }): void;
}

/** The change a bus event stands for, for the page cache; null when it changes no cached page. */
export function pageChangeOf(topic: string | null): { lotId?: number; path?: string; all?: boolean } | null {
  if (topic === null) return { all: true };
  const lotId = lotIdOfTopic(topic);
  if (lotId !== null) return { lotId };
  const path = pathOfPageTopic(topic);
  return path !== null ? { path } : null;
}

/**
 * Empties the page cache of what changed, in this instance, for as long as it runs: every event on
 * a lot's topic (a bid, an end, an edit) drops that lot's page, every page event its page, and a
 * gap in the events (the database connection was lost) everything. Started once the app runs under
 * `npm start` (the cache is scripts/serve.mjs's); a no-op without it (`next dev`, tests).
 */
export async function startPageCacheInvalidation(): Promise<void> {
  const cache = peekProcessSingleton<PageCache>('PageCache');
  if (!cache) return;
  const bus = await getRealtimeBus();
  await bus.observe((topic) => {
    const change = pageChangeOf(topic);
    if (change) cache.invalidate(change);
  });
  getLogger().info('page cache follows the realtime bus');
}
