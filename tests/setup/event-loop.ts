import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

export interface Stall {
  /** The longest the event loop ran code between two ticks of a 1 ms timer (ms). */
  busy: number;
  /** Tick lateness (ms): p50, p99 and max; also counts time merely spent waiting for a CPU. */
  delay: { p50: number; p99: number; max: number };
  /** How long `work` took (ms). */
  ms: number;
}

/**
 * While `work` runs, ticks a 1 ms timer and records, per tick, how long the event loop was busy
 * running code since the tick before (event-loop utilisation) and how late the tick came
 * (monitorEventLoopDelay, which also counts time the thread merely waited for a CPU on a loaded
 * machine). Used by the e-mail render thread's test and bench:email.
 */
export async function measureStall(work: () => Promise<unknown>): Promise<Stall> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  let busy = 0;
  let last = performance.eventLoopUtilization();
  const ticker = setInterval(() => {
    const now = performance.eventLoopUtilization();
    busy = Math.max(busy, performance.eventLoopUtilization(now, last).active);
    last = now;
  }, 1);
  // Let the timers tick before the work starts and once after it ends, or a block at either end goes unseen.
  await new Promise((resolve) => setTimeout(resolve, 20));
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 20));
  clearInterval(ticker);
  histogram.disable();
  return { busy, delay: { p50: histogram.percentile(50) / 1e6, p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 }, ms };
}
