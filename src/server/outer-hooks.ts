// No 'server-only' and no runtime import but the singleton: `npm start`'s outer server
// (server/serve.ts) runs in plain Node outside Next's bundle and imports this file as well.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { processSingleton } from '@/platform/singleton';

/**
 * The one door between `npm start`'s outer server (server/, docs/architecture.md "Serving") and
 * the app inside Next's server bundle. Both run in one process but load this file separately (the
 * server's build, Next's bundles), so the hooks travel in one process slot,
 * `globalThis.__klubbanOuterServerHooks`, typed on both sides by this file. The app registers them
 * once, at the end of its start-up (src/server/bootstrap.ts); until then the outer server serves
 * without them (everything goes to Next, nothing is counted).
 */
export interface OuterServerHooks {
  /**
   * The fast lane (src/server/lanes.ts, docs/decisions/0008): serves the request when it is one of
   * the lane's kinds and says so; false leaves it to Next.
   */
  lane(request: IncomingMessage, response: ServerResponse): boolean;
  /**
   * The status a page that failed goes out with (Next answers 500): 503 while the database is out
   * of reach — the site is down for a moment, not broken.
   */
  errorStatus(status: number): number;
  /** Counts one answer into the metrics (src/platform/metrics.ts, docs/decisions/0021). Never throws. */
  observeRequest(method: string | undefined, url: string | undefined, status: number, seconds: number): void;
  /**
   * Calls `invalidate` with every change of a page the page cache may hold (server/microcache.ts,
   * docs/decisions/0023), from the realtime bus, for as long as the process runs; resolves once it
   * listens.
   */
  followPageChanges(invalidate: (change: PageChange) => void): Promise<void>;
}

/** A change of cached pages: one lot's page (whatever its slug), one path, or everything. */
export interface PageChange {
  lotId?: number;
  path?: string;
  all?: boolean;
}

type WhenRegistered = (hooks: OuterServerHooks) => void | Promise<void>;

interface Door {
  hooks: OuterServerHooks | null;
  waiting: WhenRegistered[];
}

const door = () => processSingleton<Door>('OuterServerHooks', () => ({ hooks: null, waiting: [] }));

/**
 * The app's side, once at start-up: offers the hooks and runs what the outer server asked to do
 * with them (it follows the page changes); resolves when that is done.
 */
export async function registerOuterServerHooks(hooks: OuterServerHooks): Promise<void> {
  const slot = door();
  slot.hooks = hooks;
  await Promise.all(slot.waiting.splice(0).map((callback) => callback(hooks)));
}

/** The outer server's side, per request: the hooks, or null before the app registered them. */
export function outerServerHooks(): OuterServerHooks | null {
  return door().hooks;
}

/** The outer server's side, before Next starts: `callback` runs when the app registers its hooks. */
export function whenOuterServerHooks(callback: WhenRegistered): void {
  const slot = door();
  if (slot.hooks) void callback(slot.hooks);
  else slot.waiting.push(callback);
}

/** Empties the door (tests). */
export function clearOuterServerHooks(): void {
  const slot = door();
  slot.hooks = null;
  slot.waiting = [];
}
