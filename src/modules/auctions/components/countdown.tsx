'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * A live countdown on server time (PRODUCT.md §1 "Clocks"). The page renders with the server's
 * clock (`serverNow`); on hydration the component notes the device's offset from it once and
 * corrects every tick with it, so a phone whose clock is a few minutes off still shows the truth.
 * The first render uses `serverNow`, so server and client markup agree.
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
  const offset = useRef<number | null>(null);
  const end = Date.parse(endsAt);
  const left = end - now;

  useEffect(() => {
    // Once per mount: how far the device's clock is from the server's.
    offset.current ??= serverNow - Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const serverTime = Date.now() + (offset.current ?? 0);
      setNow(serverTime);
      // Wake just after the next whole second of server time, so seconds change evenly.
      timer = setTimeout(tick, 1000 - (serverTime % 1000) + 15);
    };
    tick();
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [serverNow]);

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
