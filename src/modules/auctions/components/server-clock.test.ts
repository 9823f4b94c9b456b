import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';
import { createServerClock, exchangeBounds, MAX_AGE_MS, narrowBounds } from './server-clock';

/**
 * A tab on a device whose clock is `offset` ms behind the server's (server = device + offset).
 * Times are device times; `serverTime()` is the truth the clock must never run behind.
 */
function tab({ offset = 0, requestedAt = 1_000_000 } = {}) {
  let deviceTime = requestedAt;
  let documentRequestedAt = requestedAt;
  const asked: { resolve(serverTime: number): void; reject(error: Error): void }[] = [];
  const clock = createServerClock({
    now: () => deviceTime,
    documentRequestedAt: () => documentRequestedAt,
    fetchServerTime: () => new Promise<number>((resolve, reject) => asked.push({ resolve, reject })),
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    clock,
    asked,
    serverTime: () => deviceTime + offset,
    advance(ms: number) {
      deviceTime += ms;
    },
    /** The device's clock is set by `ms` (NTP, a user): the offset changes by as much. */
    setDeviceClock(ms: number) {
      deviceTime += ms;
      documentRequestedAt += ms;
      offset -= ms;
    },
    /** The server answers the oldest `GET /api/time` after `beforeMs`, arriving `afterMs` later. */
    async answer(beforeMs: number, afterMs: number) {
      deviceTime += beforeMs;
      const serverTime = deviceTime + offset;
      deviceTime += afterMs;
      asked.shift()!.resolve(serverTime);
      await settle();
    },
    async fail() {
      asked.shift()!.reject(new Error('offline'));
      await settle();
    },
  };
}

describe('the server clock', () => {
  it('does not overstate a soft-close extension on a page that hydrated slowly', () => {
    // The page is requested at 0, rendered 300 ms later, and hydrates 2.5 s after its request.
    const t = tab();
    t.advance(300);
    const serverNow = t.serverTime();
    t.advance(2_200);
    t.clock.noteRender(serverNow);

    // A bid at the server 10 s later moves the end to two minutes after it; the page shows it at once.
    t.advance(10_000);
    const endsAt = t.serverTime() + 120_000;
    t.advance(50);
    // The estimate taken on hydration (serverNow − Date.now()) ran 2.2 s behind and showed "2 min 02 s".
    expect(formatCountdown(endsAt - t.clock.now()!)).toBe('1 min 59 s');
  });

  it('never runs behind the server, whatever the device clock and the delays', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3_600_000, max: 3_600_000 }), // device clock offset
        fc.integer({ min: 0, max: 5_000 }), // request → server render
        fc.integer({ min: 0, max: 5_000 }), // render → hydration
        fc.integer({ min: 0, max: 120_000 }), // hydration → reading
        (offset, toRender, toHydration, toReading) => {
          const t = tab({ offset });
          t.advance(toRender);
          const serverNow = t.serverTime();
          t.advance(toHydration);
          t.clock.noteRender(serverNow);
          t.advance(toReading);
          const now = t.clock.now();
          expect(now).not.toBeNull();
          expect(now!).toBeGreaterThanOrEqual(t.serverTime());
          // Ahead by no more than the time from the request to the render.
          expect(now! - t.serverTime()).toBeLessThanOrEqual(toRender);
        },
      ),
    );
  });

  it('asks the server when the page was rendered long after the document loaded, and waits for the answer', async () => {
    const t = tab({ offset: -90_000 });
    t.advance(20 * 60_000); // a client-side navigation twenty minutes into the visit
    const serverNow = t.serverTime();
    t.advance(400);
    t.clock.noteRender(serverNow);
    expect(t.asked).toHaveLength(1);
    // Its bounds are twenty minutes wide: not shown while the answer is on its way.
    expect(t.clock.now()).toBeNull();
    let changes = 0;
    t.clock.subscribe(() => changes++);
    await t.answer(40, 60);
    expect(changes).toBe(1);
    const now = t.clock.now()!;
    expect(now).toBeGreaterThanOrEqual(t.serverTime());
    expect(now - t.serverTime()).toBeLessThanOrEqual(40);
  });

  it('asks only once at a time, and not at all when the page’s own render bounds it to within a second', async () => {
    const t = tab();
    t.advance(200);
    const serverNow = t.serverTime();
    t.advance(500);
    t.clock.noteRender(serverNow);
    t.clock.noteRender(serverNow);
    t.clock.refresh();
    expect(t.asked).toHaveLength(0);

    const slow = tab();
    slow.advance(200);
    const rendered = slow.serverTime();
    slow.advance(3_000);
    slow.clock.noteRender(rendered);
    slow.clock.noteRender(rendered);
    expect(slow.asked).toHaveLength(1);
    // Three seconds wide is usable meanwhile (it errs early, never late).
    expect(slow.clock.now()! - slow.serverTime()).toBe(200);
    await slow.answer(10, 10);
    expect(slow.clock.now()! - slow.serverTime()).toBe(10);
  });

  it('runs on its loose bounds when the server does not answer', async () => {
    const t = tab();
    t.advance(5 * 60_000);
    const serverNow = t.serverTime();
    t.advance(100);
    t.clock.noteRender(serverNow);
    expect(t.clock.now()).toBeNull();
    await t.fail();
    expect(t.clock.now()!).toBeGreaterThanOrEqual(t.serverTime());
    t.clock.refresh();
    expect(t.asked).toHaveLength(1);
  });

  it('follows the device clock when it is set, and asks again once its bounds are old', async () => {
    const t = tab({ offset: 5_000 });
    t.advance(100);
    t.clock.noteRender(t.serverTime());
    t.setDeviceClock(-3_600_000);
    // A later render's bounds contradict the old ones: they alone hold.
    const rendered = t.serverTime();
    t.advance(200);
    t.clock.noteRender(rendered);
    expect(t.asked).toHaveLength(0);
    expect(t.clock.now()! - t.serverTime()).toBeGreaterThanOrEqual(0);
    expect(t.clock.now()! - t.serverTime()).toBeLessThanOrEqual(300);

    t.advance(MAX_AGE_MS);
    t.clock.refresh();
    expect(t.asked).toHaveLength(1);
    await t.answer(5, 5);
    // Replaced, not narrowed by the old bounds.
    expect(t.clock.now()! - t.serverTime()).toBe(5);
    t.clock.refresh();
    expect(t.asked).toHaveLength(0);
  });
});

describe('offset bounds', () => {
  it('come from one exchange and narrow to their intersection', () => {
    expect(exchangeBounds(10_500, 10_000, 10_800)).toEqual({ low: -300, high: 500 });
    expect(narrowBounds(null, { low: -300, high: 500 })).toEqual({ low: -300, high: 500 });
    expect(narrowBounds({ low: -300, high: 500 }, { low: 0, high: 900 })).toEqual({ low: 0, high: 500 });
    // Contradicting bounds: the device's clock was set; the newer sample holds.
    expect(narrowBounds({ low: -300, high: 500 }, { low: 3_600_000, high: 3_600_100 })).toEqual({ low: 3_600_000, high: 3_600_100 });
  });
});

describe('formatCountdown', () => {
  it('rounds the seconds down, so it never shows more than is left', () => {
    expect(formatCountdown(120_999)).toBe('2 min 00 s');
    expect(formatCountdown(120_000)).toBe('2 min 00 s');
    expect(formatCountdown(119_999)).toBe('1 min 59 s');
    expect(formatCountdown(59_999)).toBe('59 s');
    expect(formatCountdown(0)).toBe('Avslutad');
  });
});
