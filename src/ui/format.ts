import { stockholmWallClock } from '@/platform/time';

const sek = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 });

/** Whole kronor as the site shows them: "1 300 kr" (non-breaking spaces). */
export function formatSek(amount: number): string {
  return `${sek.format(amount)}\u00a0kr`;
}

/** A whole percentage as the site writes it: "20 %" (a non-breaking space, as Swedish sets it). */
export function formatPercent(percent: number): string {
  return `${sek.format(percent)}\u00a0%`;
}

const sekWithOre = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in öre as kronor: "1 480 kr", or "1 480,80 kr" when there are öre. */
export function formatOre(ore: number): string {
  return ore % 100 === 0 ? formatSek(ore / 100) : `${sekWithOre.format(ore / 100)}\u00a0kr`;
}

/** An estimate range: "1 500–2 000 kr". */
export function formatEstimate(low: number | null, high: number | null): string | null {
  if (low === null && high === null) return null;
  if (low !== null && high !== null && low !== high) return `${sek.format(low)}–${sek.format(high)}\u00a0kr`;
  return formatSek((low ?? high) as number);
}

/** Time left, coarse, in Swedish: "2 d 4 tim", "3 tim 12 min", "4 min", "Avslutad". */
export function formatTimeLeft(endsAt: Date, now: Date): string {
  const ms = endsAt.getTime() - now.getTime();
  if (ms <= 0) return 'Avslutad';
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days} d ${hours} tim`;
  if (hours > 0) return `${hours} tim ${mins} min`;
  if (minutes > 0) return `${mins} min`;
  return `${Math.ceil(ms / 1000)} s`;
}

const studioTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A moment in the studio's records, in Stockholm time: "3 dec. 2026 14:05". */
export function formatStudioTime(value: string | number | Date): string {
  return studioTime.format(new Date(value));
}

const DAY_NAMES = ['sön', 'mån', 'tis', 'ons', 'tors', 'fre', 'lör'];
const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'maj', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];

/**
 * An end time as the site shows it: "sön 30 nov 19:04", in Stockholm time; with `seconds`,
 * "sön 30 nov 19:04:21" (a soft-close extension moves an end by seconds, not whole minutes).
 */
export function formatEndTime(instant: Date, { seconds = false }: { seconds?: boolean } = {}): string {
  const wall = stockholmWallClock(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = `${pad(wall.hour)}:${pad(wall.minute)}${seconds ? `:${pad(wall.second)}` : ''}`;
  return `${DAY_NAMES[wall.weekday]} ${wall.day} ${MONTH_NAMES[wall.month - 1]} ${time}`;
}

/** The day a lot was knocked down, in Stockholm time: "22 nov 2026" (docs/decisions/0047). */
export function formatSoldDate(instant: Date): string {
  const wall = stockholmWallClock(instant);
  return `${wall.day} ${MONTH_NAMES[wall.month - 1]} ${wall.year}`;
}

/** What shipping costs the buyer, as the lot states it: "Frakt: 149 kr", "Fri frakt" or, for null, "Endast avhämtning". */
export function formatShipping(price: number | null): string {
  if (price === null) return 'Endast avhämtning';
  return price === 0 ? 'Fri frakt' : `Frakt: ${formatSek(price)}`;
}
