import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';
import { createServerClock, exchangeBounds, MAX_AGE_MS, narrowBounds, renderBound } from './server-clock';

/**
 * A tab on a device whose clock is `offset` ms behind the server's (server = device + offset).
 * Times are device times; `serverTime()` is the truth the clock must never run behind.
 */
function tab({ offset = 0, requestedAt = 1_000_000 } = {}) {
  let deviceTime = requestedAt;
  const asked: { resolve(serverTime: number): void; reject(error: Error): void }[] = [];
  const clock = createServerClock({
    now: () => deviceTime,
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
    /**
     * The page is rendered `toRender` ms after its request and hydrates `toHydration` ms after
     * that, noting the render's server time; returns that time.
     */
    hydrate(toRender: number, toHydration: number) {
      deviceTime += toRender;
      const serverNow = deviceTime + offset;
      deviceTime += toHydration;
      clock.noteRender(serverNow);
      return serverNow;
    },
    /** The device's clock is set by `ms` (NTP, a user): the offset changes by as much. */
    setDeviceClock(ms: number) {
      deviceTime += ms;
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
  it('does not overstate a soft-close extension on a page that hydrated slowly', async () => {
    // The page is requested at 0, rendered 300 ms later, and hydrates 2.5 s after its request.
    const t = tab();
    t.hydrate(300, 2_200);
    await t.answer(30, 30);

    // A bid at the server 10 s later moves the end to two minutes after it; the page shows it at once.
    t.advance(10_000);
    const endsAt = t.serverTime() + 120_000;
    t.advance(50);
    // The estimate taken on hydration (serverNow − Date.now()) ran 2.2 s behind and showed "2 min 02 s".
    expect(formatCountdown(endsAt - t.clock.now()!)).toBe('1 min 59 s');
  });

  it('takes a page copy rendered minutes ago for what it is: a lower bound, held until the server answers', async () => {
    // The page cache served a lot page rendered five minutes before this visit.
    const t = tab({ offset: 2_000 });
    const serverNow = t.serverTime() - 5 * 60_000;
    t.advance(400);
    t.clock.noteRender(serverNow);
    expect(t.asked).toHaveLength(1);
    // Taking the render as "now" would run five minutes behind: nothing is shown but the render.
    expect(t.clock.now()).toBeNull();
    await t.answer(20, 20);
    expect(t.clock.now()! - t.serverTime()).toBeGreaterThanOrEqual(0);
    expect(t.clock.now()! - t.serverTime()).toBeLessThanOrEqual(40);
  });

  it('never runs behind the server once it answers, however old the page and whatever the device clock and delays', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: -3_600_000, max: 3_600_000 }), // device clock offset
        fc.integer({ min: -600_000, max: 5_000 }), // request → render (negative: a copy rendered before)
        fc.integer({ min: 0, max: 5_000 }), // arrival → hydration
        fc.integer({ min: 0, max: 3_000 }), // /api/time: request → server reads its clock
        fc.integer({ min: 0, max: 3_000 }), // server reads its clock → answer arrives
        fc.integer({ min: 0, max: 120_000 }), // answer → reading
        async (offset, toRender, toHydration, toServer, fromServer, toReading) => {
          const t = tab({ offset });
          const serverNow = t.serverTime() + toRender;
          t.advance(Math.max(0, toRender) + toHydration);
          t.clock.noteRender(serverNow);
          expect(t.asked).toHaveLength(1);
          await t.answer(toServer, fromServer);
          t.advance(toReading);
          const now = t.clock.now();
          expect(now).not.toBeNull();
          expect(now!).toBeGreaterThanOrEqual(t.serverTime());
          // Ahead by no more than the exchange's round trip.
          expect(now! - t.serverTime()).toBeLessThanOrEqual(toServer + fromServer);
        },
      ),
    );
  });

  it('asks only once at a time, and not again while the answer bounds it to within a second', async () => {
    const t = tab();
    const serverNow = t.hydrate(200, 500);
    t.clock.noteRender(serverNow);
    t.clock.refresh();
    expect(t.asked).toHaveLength(1);
    await t.answer(100, 100);
    t.clock.noteRender(serverNow);
    t.clock.refresh();
    expect(t.asked).toHaveLength(0);
    expect(t.clock.now()! - t.serverTime()).toBe(100);

    const slow = tab();
    slow.clock.noteRender(slow.serverTime());
    await slow.answer(1_500, 1_500);
    // Three seconds wide is usable meanwhile (it errs early, never late), and asked again on refresh.
    expect(slow.clock.now()! - slow.serverTime()).toBe(1_500);
    slow.clock.refresh();
    expect(slow.asked).toHaveLength(1);
    await slow.answer(10, 10);
    expect(slow.clock.now()! - slow.serverTime()).toBe(10);
  });

  it('runs on the render’s lower bound when the server does not answer, and asks again on refresh', async () => {
    const t = tab();
    t.hydrate(100, 100);
    expect(t.clock.now()).toBeNull();
    await t.fail();
    // The best it knows: the server's clock had reached the render when the page arrived.
    expect(t.clock.now()).toBe(t.serverTime() - 100);
    t.clock.refresh();
    expect(t.asked).toHaveLength(1);
  });

  it('follows the device clock when it is set, and asks again once its bounds are old', async () => {
    const t = tab({ offset: 5_000 });
    t.clock.noteRender(t.serverTime());
    await t.answer(100, 100);
    t.setDeviceClock(-3_600_000);
    // The device clock jumped an hour: the bounds' age is unknown, so it asks; the answer
    // contradicts the old bounds and alone holds.
    t.clock.refresh();
    expect(t.asked).toHaveLength(1);
    await t.answer(150, 150);
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
    // A rendered time bounds from below only; an exchange then closes it.
    expect(renderBound(10_500, 10_800)).toEqual({ low: -300, high: Number.POSITIVE_INFINITY });
    expect(narrowBounds(renderBound(10_500, 10_800), { low: -400, high: 500 })).toEqual({ low: -300, high: 500 });
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
