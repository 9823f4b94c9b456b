'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { getServerClock } from './server-clock';

/**
 * A live countdown on server time (docs/product.md §1 "Clocks"). The page renders with the server's
 * clock (`serverNow`); once hydrated, the component ticks on the tab's server clock
 * (server-clock.ts), which corrects for the device's clock offset and never runs behind the
 * server, so the countdown never shows more time than is left. The first render uses `serverNow`,
 * so server and client markup agree.
 */

/** The last hour is shown in the warning colour. */
const URGENT_MS = 3_600_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** "2 d 04 tim 12 min 05 s", "3 tim 02 min 09 s", "4 min 07 s", "12 s", or "Avslutad". */
export function formatCountdown(ms: number): string {
  if (ms <= 0) return 'Avslutad';
  const total = Math.floor(ms / 1000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (days > 0) return `${days} d ${pad(hours)} tim ${pad(minutes)} min ${pad(seconds)} s`;
  if (hours > 0) return `${hours} tim ${pad(minutes)} min ${pad(seconds)} s`;
  if (minutes > 0) return `${minutes} min ${pad(seconds)} s`;
  return `${seconds} s`;
}

export function Countdown({
  endsAt,
  serverNow,
  onEndedChange,
  className = '',
}: {
  /** ISO end time; may move (soft close) while mounted. */
  endsAt: string;
  /** The server's Date.now() when the page was rendered. */
  serverNow: number;
  /** Told whenever the time-up state changes (it can change back when the end is extended). */
  onEndedChange?: (ended: boolean) => void;
  className?: string;
}) {
  const [now, setNow] = useState(serverNow);
  const tickNow = useRef<() => void>(() => {});
  const end = Date.parse(endsAt);
  const left = end - now;

  useEffect(() => {
    const clock = getServerClock();
    clock.noteRender(serverNow);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      const serverTime = clock.now();
      // Not known yet (the server's answer is on its way): hold the rendered time; the clock calls back.
      if (serverTime === null) return;
      setNow(serverTime);
      // Wake just after the next whole second of server time, so seconds change evenly.
      timer = setTimeout(tick, 1000 - (serverTime % 1000) + 15);
    };
    tickNow.current = tick;
    tick();
    const unsubscribe = clock.subscribe(tick);
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      clock.refresh();
      tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      unsubscribe();
      tickNow.current = () => {};
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [serverNow]);

  // A moved end (soft close) is measured from the clock's present, before it is painted: the last
  // tick's time can be up to a second old, and would overstate the new time left by as much.
  useLayoutEffect(() => tickNow.current(), [endsAt]);

  const ended = left <= 0;
  const reported = useRef<boolean | null>(null);
  useEffect(() => {
    if (reported.current === ended) return;
    reported.current = ended;
    onEndedChange?.(ended);
  }, [ended, onEndedChange]);

  return (
    <span
      role="timer"
      className={`tabular inline-block whitespace-nowrap data-[urgent=true]:text-danger ${className}`}
      data-urgent={!ended && left < URGENT_MS}
      data-testid="countdown"
    >
      {formatCountdown(left)}
    </span>
  );
}
