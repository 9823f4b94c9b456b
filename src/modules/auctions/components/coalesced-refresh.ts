/**
 * Refreshes something expensive (a lot page's bid history) after changes, without letting every
 * open page hit the server on every change:
 * - changes that arrive together make one refresh: never two in flight, and one trailing refresh
 *   after a running one when more changed meanwhile, so the last state is always fetched;
 * - refreshes start at least `minIntervalMs` apart, each after a random wait of up to
 *   `maxJitterMs`, so thousands of pages told of one bid in the same millisecond spread out
 *   (a change only this page saw may skip the wait, never the interval);
 * - nothing is refreshed while the page is hidden; showing it again refreshes once.
 * A failed refresh is not retried by itself: the next change, reconnect or showing tries again.
 * Pure apart from the timers, clock and randomness it is given (tests pass fakes).
 */

export interface RefreshEnvironment {
  /** Whether the page is visible (`document.visibilityState === 'visible'`). */
  visible(): boolean;
  now(): number;
  /** A number in [0, 1). */
  random(): number;
  setTimeout(run: () => void, ms: number): ReturnType<typeof setTimeout>;
  clearTimeout(handle: ReturnType<typeof setTimeout>): void;
}

export interface CoalescedRefreshOptions {
  /** The refresh; its promise settles once the answer has been applied (or has failed). */
  refresh(): Promise<void>;
  /** The least time between the starts of two refreshes. */
  minIntervalMs?: number;
  /** Each refresh waits a random time up to this long first. */
  maxJitterMs?: number;
  environment?: Partial<RefreshEnvironment>;
}

const browserEnvironment: RefreshEnvironment = {
  visible: () => typeof document === 'undefined' || document.visibilityState === 'visible',
  now: () => Date.now(),
  random: () => Math.random(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle),
};

export class CoalescedRefresh {
  private readonly options: CoalescedRefreshOptions;
  private readonly env: RefreshEnvironment;
  private readonly minIntervalMs: number;
  private readonly maxJitterMs: number;
  /** Something changed since the last refresh started. */
  private stale = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private lastStart = Number.NEGATIVE_INFINITY;
  /** The next refresh skips the random wait (see `request`). */
  private skipJitter = false;
  private wasHidden: boolean;
  private stopped = false;

  constructor(options: CoalescedRefreshOptions) {
    this.options = options;
    this.env = { ...browserEnvironment, ...options.environment };
    this.minIntervalMs = options.minIntervalMs ?? 2_000;
    this.maxJitterMs = options.maxJitterMs ?? 1_500;
    this.wasHidden = !this.env.visible();
  }

  /**
   * Something changed: refresh soon (once for any number of calls before it starts). `jitter:
   * false` skips the random wait (not the interval) for a change only this page was told of, such
   * as the answer to its own bid: no crowd of pages to spread out.
   */
  request({ jitter = true }: { jitter?: boolean } = {}): void {
    this.stale = true;
    if (!jitter) {
      this.skipJitter = true;
      this.cancelTimer();
    }
    this.schedule();
  }

  /** Call on `visibilitychange`: hiding cancels a waiting refresh; showing again refreshes. */
  visibilityChanged(): void {
    if (!this.env.visible()) {
      this.wasHidden = true;
      this.cancelTimer();
      return;
    }
    if (!this.wasHidden) return;
    this.wasHidden = false;
    this.request();
  }

  /** Stops for good (the page is leaving): no further refresh starts. */
  stop(): void {
    this.stopped = true;
    this.cancelTimer();
  }

  private cancelTimer() {
    if (this.timer === null) return;
    this.env.clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule() {
    if (this.stopped || !this.stale || this.running || this.timer !== null || !this.env.visible()) return;
    const untilAllowed = Math.max(0, this.lastStart + this.minIntervalMs - this.env.now());
    const wait = untilAllowed + (this.skipJitter ? 0 : Math.floor(this.env.random() * this.maxJitterMs));
    this.timer = this.env.setTimeout(() => {
      this.timer = null;
      void this.run();
    }, wait);
  }

  private async run() {
    if (this.stopped) return;
    if (!this.env.visible()) {
      // Hidden without being told: stay stale, and refresh when shown.
      this.wasHidden = true;
      return;
    }
    this.stale = false;
    this.skipJitter = false;
    this.running = true;
    this.lastStart = this.env.now();
    try {
      await this.options.refresh();
    } catch {
      // Offline or refused for a moment: the next change, reconnect or showing tries again.
    } finally {
      this.running = false;
    }
    this.schedule();
  }
}
