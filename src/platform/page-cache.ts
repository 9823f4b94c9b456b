import type { DbOrTx } from '@/db/client';
import { publishEvents } from './realtime';

/**
 * Telling the page cache (server/microcache.ts) that a page changed. The cache listens on the
 * realtime bus in every instance (src/server/page-cache.ts) and drops its copies at once: a lot
 * page whenever its lot's topic has an event (every change of the lot's state publishes one), any
 * page — a content page, or a lot page whose catalogue text changed without an event of the lot —
 * when the change is published on the page's own topic here, with the transaction that made it.
 */

const PAGE_TOPIC_PREFIX = 'page:';

/** The topic on which a change of the page at `path` is announced (no stream ever subscribes to it). */
export function pageTopic(path: string): string {
  return `${PAGE_TOPIC_PREFIX}${path}`;
}

/** The path whose page changed, when `topic` is a page topic. */
export function pathOfPageTopic(topic: string): string | null {
  return topic.startsWith(PAGE_TOPIC_PREFIX) ? topic.slice(PAGE_TOPIC_PREFIX.length) : null;
}

/** Announces, once `tx` commits, that the pages at `paths` changed. */
export async function publishPagesChanged(tx: DbOrTx, paths: readonly string[]): Promise<void> {
  const unique = [...new Set(paths)];
  await publishEvents(
    tx,
    unique.map((path) => ({ topic: pageTopic(path), type: 'page.changed', payload: {} })),
  );
}
