/**
 * The server's clock in the browser, for countdowns (PRODUCT.md §1 "Clocks"). A countdown must
 * never show more time than the server leaves, so the estimate errs one way only: the server time
 * it gives is never behind the server's real time (a countdown may end a hair early, never late).
 *
 * The device's clock differs from the server's by an unknown offset. A server time `S` read while
 * answering a request the device sent at `sentAt` and received by `receivedAt` (device times)
 * bounds it: the offset lies in [S − receivedAt, S − sentAt]. The old estimate, `serverNow −
 * Date.now()` at hydration, is the lower bound: it runs the clock behind by the whole time from the
 * server's render to hydration (seconds on a slow phone or a busy machine), and the countdown
 * overstated the time left by as much. The clock runs on the upper bound instead.
 *
 * Samples: every server time rendered into the page (`serverNow`) was read after this document
 * was requested and before now, so it bounds the offset — tightly for the page's first render,
 * loosely for one that arrived later by a client-side navigation or came back from the router's
 * cache. While the bounds are wider than a second, the clock asks the server (`GET /api/time`,
 * one request at a time per tab). Bounds are intersected; a sample that contradicts them (the
 * device's clock was set) replaces them, as does any sample once they are ten minutes old.
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
  /** The device time when this document's request was sent. */
  documentRequestedAt(): number;
  /** Asks the server for its clock (ms since the epoch). */
  fetchServerTime(): Promise<number>;
}

export interface ServerClock {
  /** A server time rendered into the page (`serverNow`): narrows the estimate; asks the server when still loose. */
  noteRender(serverNow: number): void;
  /** The server's time now, never behind it; null while only a loose estimate exists and the server's answer is on its way. */
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
      const receivedAt = device.now();
      accept(exchangeBounds(serverNow, device.documentRequestedAt(), receivedAt));
      refresh();
    },
    now() {
      if (!bounds) return null;
      if (bounds.high - bounds.low > USABLE_WIDTH_MS && syncing) return null;
      return device.now() + bounds.high;
    },
    refresh,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The browser's device: Date.now(), the navigation's request start, and `GET /api/time`. */
const browserDevice: Device = {
  now: () => Date.now(),
  documentRequestedAt() {
    // Measured on the monotonic clock and carried to the device clock's present reading.
    const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    const requestStart = entry && entry.requestStart > 0 ? entry.requestStart : 0;
    return Date.now() - (performance.now() - requestStart);
  },
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
