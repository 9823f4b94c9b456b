/**
 * The server's clock in the browser, for countdowns (docs/product.md §1 "Clocks"). A countdown must
 * never show more time than the server leaves, so the estimate errs one way only: the server time
 * it gives is never behind the server's real time (a countdown may end a hair early, never late).
 *
 * The device's clock differs from the server's by an unknown offset. A server time `S` read while
 * answering a request the device sent at `sentAt` and received by `receivedAt` (device times)
 * bounds it: the offset lies in [S − receivedAt, S − sentAt]. The clock runs on the upper bound.
 *
 * A server time rendered into the page (`serverNow`) bounds it from below only: the pages with
 * countdowns are copies the page cache (and a shared cache in front) serves to everyone until
 * their content changes, so the render may be long older than this document's request — it says
 * only that the server's clock had reached `serverNow` before the page arrived. The clock then
 * asks the server (`GET /api/time`, one request at a time per tab); until it answers, the
 * countdown holds its rendered value. Bounds are intersected; a sample that contradicts them (the
 * device's clock was set) replaces them, as does any sample once they are ten minutes old, and
 * while they are wider than a second the clock asks again on refresh.
 */

/** serverTime − deviceTime lies within [low, high] (ms). */
export interface OffsetBounds {
  low: number;
  high: number;
}

/** The bounds one exchange gives: the server read `serverTime` after `sentAt` and before `receivedAt` (device times). */
export function exchangeBounds(serverTime: number, sentAt: number, receivedAt: number): OffsetBounds {
  return { low: serverTime - receivedAt, high: serverTime - sentAt };
}

/** Both bounds hold: their intersection; if they contradict each other, the newer alone (the device's clock was set). */
export function narrowBounds(known: OffsetBounds | null, sample: OffsetBounds): OffsetBounds {
  if (!known) return sample;
  const low = Math.max(known.low, sample.low);
  const high = Math.min(known.high, sample.high);
  return low <= high ? { low, high } : sample;
}

/** Wider bounds than this ask the server for its time. */
export const SYNC_WIDER_THAN_MS = 1_000;
/** Wider bounds than this are not shown while the server's answer is awaited (the countdown holds its rendered value). */
export const USABLE_WIDTH_MS = 10_000;
/** Bounds older than this are replaced rather than narrowed (and the server asked again on refresh), so the device clock's drift cannot pile up. */
export const MAX_AGE_MS = 10 * 60_000;

/** What the clock needs from the browser (injected for tests). */
export interface Device {
  /** The device's clock (Date.now()). */
  now(): number;
  /** Asks the server for its clock (ms since the epoch). */
  fetchServerTime(): Promise<number>;
}

/** The bound a rendered server time gives: the server's clock had reached it when the page arrived at `receivedAt`. */
export function renderBound(serverNow: number, receivedAt: number): OffsetBounds {
  return { low: serverNow - receivedAt, high: Number.POSITIVE_INFINITY };
}

export interface ServerClock {
  /** A server time rendered into the page (`serverNow`): a lower bound; asks the server for the upper one. */
  noteRender(serverNow: number): void;
  /**
   * The server's time now, never behind it; null while only a loose estimate exists and the
   * server's answer is on its way. Without any answer (offline), the best lower bound known.
   */
  now(): number | null;
  /** Asks the server again if the estimate is loose or old (call it when the tab is shown again). */
  refresh(): void;
  /** Calls `listener` whenever the estimate changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createServerClock(device: Device): ServerClock {
  let bounds: OffsetBounds | null = null;
  let measuredAt = 0;
  let syncing = false;
  const listeners = new Set<() => void>();

  const fresh = () => bounds !== null && Math.abs(device.now() - measuredAt) < MAX_AGE_MS;

  const accept = (sample: OffsetBounds) => {
    bounds = narrowBounds(fresh() ? bounds : null, sample);
    measuredAt = device.now();
    for (const listener of [...listeners]) listener();
  };

  const sync = () => {
    if (syncing) return;
    syncing = true;
    const sentAt = device.now();
    device.fetchServerTime().then(
      (serverTime) => {
        syncing = false;
        accept(exchangeBounds(serverTime, sentAt, device.now()));
      },
      () => {
        // Unanswered: run on the (loose, but safe) bounds there are; the next refresh asks again.
        syncing = false;
        for (const listener of [...listeners]) listener();
      },
    );
  };

  const refresh = () => {
    if (!bounds || !fresh() || bounds.high - bounds.low > SYNC_WIDER_THAN_MS) sync();
  };

  return {
    noteRender(serverNow) {
      accept(renderBound(serverNow, device.now()));
      refresh();
    },
    now() {
      if (!bounds) return null;
      if (bounds.high - bounds.low > USABLE_WIDTH_MS && syncing) return null;
      return device.now() + (Number.isFinite(bounds.high) ? bounds.high : bounds.low);
    },
    refresh,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The browser's device: Date.now() and `GET /api/time`. */
const browserDevice: Device = {
  now: () => Date.now(),
  async fetchServerTime() {
    const response = await fetch('/api/time', { cache: 'no-store' });
    if (!response.ok) throw new Error(`GET /api/time answered ${response.status}`);
    const body = (await response.json()) as { now?: unknown };
    if (typeof body.now !== 'number' || !Number.isFinite(body.now)) throw new Error('GET /api/time gave no time');
    return body.now;
  },
};

let browserClock: ServerClock | null = null;

/** The tab's one server clock, shared by every countdown on it (browser only). */
export function getServerClock(): ServerClock {
  browserClock ??= createServerClock(browserDevice);
  return browserClock;
}
