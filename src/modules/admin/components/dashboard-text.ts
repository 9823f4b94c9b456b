import { formatEndTime } from '@/ui/format';

const count = new Intl.NumberFormat('sv-SE');

/** A close as the dashboard says it: "sön 6 dec kl. 19:00", Stockholm time. */
export function formatCloseTime(instant: Date): string {
  const parts = formatEndTime(instant).split(' ');
  const time = parts.pop();
  return `${parts.join(' ')} kl. ${time}`;
}

/**
 * The dashboard's line about the open lots, counted as the public site counts them: "151 pågår ·
 * nästa stängning sön 6 dec kl. 19:00", "0 pågår · 3 schemalagda · …", or, with nothing open,
 * "Inga auktioner pågår." — never a claim about "this week" that the site contradicts.
 */
export function openLotsLine(lots: { live: number; scheduled: number; nextCloseAt: string | null }): string {
  if (lots.live === 0 && lots.scheduled === 0) return 'Inga auktioner pågår.';
  return [
    `${count.format(lots.live)} pågår`,
    lots.scheduled > 0 ? `${count.format(lots.scheduled)} schemalagda` : null,
    lots.nextCloseAt ? `nästa stängning ${formatCloseTime(new Date(lots.nextCloseAt))}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
