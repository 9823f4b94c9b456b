import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoalescedRefresh } from './coalesced-refresh';

/** A scheduler on fake timers whose refresh takes `refreshMs` and records when each ran. */
function setup({ refreshMs = 300, random = 0.5, fail = false } = {}) {
  const page = { visible: true };
  const starts: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const refresher = new CoalescedRefresh({
    minIntervalMs: 2_000,
    maxJitterMs: 1_500,
    environment: { visible: () => page.visible, random: () => random },
    refresh: async () => {
      starts.push(Date.now());
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, refreshMs));
      inFlight -= 1;
      if (fail) throw new Error('offline');
    },
  });
  const hide = () => {
    page.visible = false;
    refresher.visibilityChanged();
  };
  const show = () => {
    page.visible = true;
    refresher.visibilityChanged();
  };
  return { refresher, starts, page, hide, show, maxInFlight: () => maxInFlight };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('CoalescedRefresh', () => {
  it('makes one refresh of a burst that ends before it starts', async () => {
    const { refresher, starts } = setup();
    for (let i = 0; i < 8; i++) {
      refresher.request();
      await vi.advanceTimersByTimeAsync(50);
    }
    await vi.advanceTimersByTimeAsync(10_000);
    // The random wait (half of 1.5 s here), counted from the first change.
    expect(starts).toEqual([750]);
  });

  it('keeps at most one refresh in flight and adds one trailing refresh for what changed meanwhile', async () => {
    // A slow server: each read takes 5 s, longer than the interval.
    const { refresher, starts, maxInFlight } = setup({ refreshMs: 5_000 });
    refresher.request();
    await vi.advanceTimersByTimeAsync(800); // the first refresh started at 750 and is in flight
    expect(starts).toEqual([750]);
    for (let i = 0; i < 100; i++) {
      refresher.request();
      await vi.advanceTimersByTimeAsync(40);
    }
    await vi.advanceTimersByTimeAsync(30_000);
    expect(maxInFlight()).toBe(1);
    // The trailing one: after the first has answered (at 5 750), plus the random wait.
    expect(starts).toEqual([750, 5_750 + 750]);
  });

  it('refreshes at most once per interval under a steady stream, and last after the last change', async () => {
    const { refresher, starts, maxInFlight } = setup({ random: 0.99 });
    const last = 20_000;
    for (let t = 0; t <= last; t += 100) {
      refresher.request();
      await vi.advanceTimersByTimeAsync(100);
    }
    await vi.advanceTimersByTimeAsync(10_000);
    expect(maxInFlight()).toBe(1);
    for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(2_000);
    // 201 changes over 20 s: about one refresh per 2 s plus the wait, not one per change.
    expect(starts.length).toBeLessThanOrEqual(Math.ceil(last / 2_000) + 1);
    expect(starts.at(-1)!).toBeGreaterThan(last);
  });

  it('spreads refreshes over the random wait (0 to 1.5 s)', async () => {
    for (const [random, expected] of [
      [0, 0],
      [0.5, 750],
      [0.9999, 1_499],
    ] as const) {
      vi.setSystemTime(0);
      const { refresher, starts } = setup({ random });
      refresher.request();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(starts).toEqual([expected]);
      refresher.stop();
    }
  });

  it('skips the random wait, never the interval, for a change only this page saw', async () => {
    const { refresher, starts } = setup({ random: 0.9 });
    refresher.request(); // the lot's event: a random wait of 1 350 ms
    await vi.advanceTimersByTimeAsync(100);
    refresher.request({ jitter: false }); // the answer to the viewer's own bid
    await vi.advanceTimersByTimeAsync(0);
    expect(starts).toEqual([100]);
    await vi.advanceTimersByTimeAsync(500);
    refresher.request({ jitter: false });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(starts).toEqual([100, 2_100]);
    // Asked for while a refresh runs: the trailing one skips the wait too.
    refresher.request(); // t = 10 600
    await vi.advanceTimersByTimeAsync(1_400); // the event's refresh started at 11 950 and is in flight
    refresher.request({ jitter: false });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(starts).toEqual([100, 2_100, 11_950, 13_950]);
  });

  it('refreshes nothing while the page is hidden, and once when it is shown again', async () => {
    const { refresher, starts, hide, show } = setup();
    hide();
    for (let i = 0; i < 20; i++) {
      refresher.request();
      await vi.advanceTimersByTimeAsync(500);
    }
    await vi.advanceTimersByTimeAsync(60_000);
    expect(starts).toEqual([]);
    show();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(starts).toHaveLength(1);
  });

  it('drops a waiting refresh when the page is hidden, and refreshes on showing even without a change', async () => {
    const { refresher, starts, hide, show } = setup();
    refresher.request();
    await vi.advanceTimersByTimeAsync(100);
    hide();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(starts).toEqual([]);
    show();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(starts).toHaveLength(1);
    // Hidden and shown again with nothing changed: the page may have missed events meanwhile.
    hide();
    show();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(starts).toHaveLength(2);
    // Shown while already visible: nothing.
    show();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(starts).toHaveLength(2);
  });

  it('does not retry a failed refresh by itself; the next change does', async () => {
    const { refresher, starts } = setup({ fail: true });
    refresher.request();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(starts).toHaveLength(1);
    refresher.request();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(starts).toHaveLength(2);
  });

  it('starts nothing after stop()', async () => {
    const { refresher, starts } = setup();
    refresher.request();
    refresher.stop();
    refresher.request();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(starts).toEqual([]);
  });
});
