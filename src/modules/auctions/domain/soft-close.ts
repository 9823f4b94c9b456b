import { stockholmWallClock } from '@/platform/time';
import { formatEndTime } from '@/ui/format';

/**
 * How a soft-close extension is shown (docs/product.md §1 "Soft close": a bid with under two minutes
 * left moves the end to two minutes after it, pushed live to everyone watching). The end moves by
 * seconds, so once a lot is extended its end is written to the second — "sön 29 nov 00:10:21" —
 * or a page would show the same "00:10" before and after; a "Förlängd" mark says it moved; and a
 * screen reader hears one short sentence per move: "Förlängd med 21 sekunder. Slutar 00:10:21."
 */

export interface LotEnd {
  /** The current end, extensions included (ISO). */
  endsAt: string;
  /** The end the lot was published with (ISO). */
  originalEndsAt: string;
}

/** Whether soft close has moved the lot's end past the one it was published with. */
export function isExtended(lot: LotEnd): boolean {
  return Date.parse(lot.endsAt) > Date.parse(lot.originalEndsAt);
}

/** The end as the pages write it: to the minute, or to the second once extended. */
export function endTimeText(lot: LotEnd): string {
  return formatEndTime(new Date(lot.endsAt), { seconds: isExtended(lot) });
}

const unit = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A stretch of time in words, to the second: "21 sekunder", "1 minut 40 sekunder", "2 minuter". */
export function formatExtension(ms: number): string {
  const total = Math.max(1, Math.round(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts = [
    hours > 0 ? unit(hours, 'timme', 'timmar') : null,
    minutes > 0 ? unit(minutes, 'minut', 'minuter') : null,
    seconds > 0 ? unit(seconds, 'sekund', 'sekunder') : null,
  ];
  return parts.filter(Boolean).join(' ');
}

/** "00:10:21", in Stockholm. */
function clockTime(iso: string): string {
  const wall = stockholmWallClock(new Date(iso));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
}

/**
 * What a live region says when the end moves from `previous` to `next`: null unless it moved later
 * (an earlier or equal end is no extension, and says nothing).
 */
export function extensionNotice(previous: string, next: string): string | null {
  const moved = Date.parse(next) - Date.parse(previous);
  if (!(moved >= 500)) return null;
  return `Förlängd med ${formatExtension(moved)}. Slutar ${clockTime(next)}.`;
}
