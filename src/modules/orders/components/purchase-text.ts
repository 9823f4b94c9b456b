import type { DeliveryMethod, DeliveryStatus, PaymentStatus } from '@/keys';
import { stockholmWallClock } from '@/platform/time';
import { formatEndTime } from '@/ui/format';
import { STUDIO } from '@/ui/studio-address';

/**
 * The buyer's words for a purchase: its badge, the time left to pay, how it was paid and what
 * happens next. Pure, so the list, the order page, the receipt and their tests share one wording.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type PaymentTone = 'pending' | 'overdue' | 'paid' | 'cancelled';

/** The badge of a purchase: "Väntar på betalning", "Obetald – förfallen" or "Betald". */
export function paymentBadge(order: { status: PaymentStatus; overdue: boolean }): { label: string; tone: PaymentTone } {
  if (order.status === 'refunded') return { label: 'Återbetald', tone: 'paid' };
  // An unpaid purchase the studio cancelled (docs/decisions/0042).
  if (order.status === 'cancelled') return { label: 'Avbrutet', tone: 'cancelled' };
  if (order.status !== 'pending') return { label: 'Betald', tone: 'paid' };
  return order.overdue ? { label: 'Obetald – förfallen', tone: 'overdue' } : { label: 'Väntar på betalning', tone: 'pending' };
}

/** "3 dagar kvar att betala", "1 dag kvar …", "5 timmar kvar …", "Mindre än en timme kvar …"; null once due. */
export function timeLeftToPay(dueAt: string, now: Date): string | null {
  const ms = new Date(dueAt).getTime() - now.getTime();
  if (ms <= 0) return null;
  const days = Math.floor(ms / DAY_MS);
  if (days >= 1) return `${days} ${days === 1 ? 'dag' : 'dagar'} kvar att betala`;
  const hours = Math.floor(ms / HOUR_MS);
  if (hours >= 1) return `${hours} ${hours === 1 ? 'timme' : 'timmar'} kvar att betala`;
  return 'Mindre än en timme kvar att betala';
}

/** "Betala senast sön 29 nov 19:04", or, once due, "Skulle ha betalats senast …". */
export function payByText(dueAt: string, now: Date): string {
  const when = formatEndTime(new Date(dueAt));
  return new Date(dueAt).getTime() > now.getTime() ? `Betala senast ${when}` : `Skulle ha betalats senast ${when}`;
}

const METHOD_LABELS: Record<string, string> = { card: 'Kort', swish: 'Swish', klarna: 'Klarna' };

/** "Kort", "Swish", "Klarna"; null for a method the buyer would not recognise by name. */
export function paymentMethodLabel(method: string | null): string | null {
  return method ? (METHOD_LABELS[method] ?? null) : null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'maj', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];

/** A date in Stockholm as a receipt writes it: "24 nov 2025". */
export function formatDate(iso: string): string {
  const wall = stockholmWallClock(new Date(iso));
  return `${wall.day} ${MONTHS[wall.month - 1]} ${wall.year}`;
}

/** A date and time in Stockholm with the year: "24 nov 2025 kl. 19:12". */
export function formatDateTime(iso: string): string {
  const wall = stockholmWallClock(new Date(iso));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(iso)} kl. ${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** The studio's pickup address in one line. */
export const PICKUP_ADDRESS = `${STUDIO.street}, ${STUDIO.city}`;

/**
 * What happens next with a paid purchase, by delivery method and stage. Shipping passes waiting →
 * inStock → shippingBooked (handed to the carrier, tracking link mailed) → done (received: the
 * buyer's confirmation, the carrier's tracking or the receipt day); the buyer then has until the
 * end of the inspection window to report a problem before the seller is paid (docs/decisions/0032).
 */
export function nextStepText(order: {
  status: PaymentStatus;
  deliveryMethod: DeliveryMethod | null;
  deliveryStatus: DeliveryStatus;
  carrier: string | null;
  receiptDueAt?: string | null;
  releaseDueAt?: string | null;
}): string {
  if (order.status === 'pending') return 'Välj leveranssätt och betala, så tar vi hand om resten.';
  if (order.status === 'refunded') return 'Köpet är hävt och hela beloppet är återbetalt. Föremålet lämnas inte ut.';
  const inspection =
    order.status === 'paid' && order.releaseDueAt
      ? ` Granska det: stämmer något inte, rapportera det senast ${formatEndTime(new Date(order.releaseDueAt))}. Sedan får säljaren betalt.`
      : '';
  if (order.deliveryMethod === 'shipping') {
    switch (order.deliveryStatus) {
      case 'waiting':
        return 'Vi skickar föremålet när det har kommit in till studion och mejlar dig spårningslänken.';
      case 'inStock':
        return 'Föremålet finns i studion och packas för frakt. Du får ett mejl med spårningslänken när det skickas.';
      case 'shippingBooked':
        return `Paketet är på väg${order.carrier ? ` med ${order.carrier}` : ''}. Följ det med spårningslänken och tryck på ”Jag har fått föremålet” när det har kommit fram.${
          order.receiptDueAt ? ` Hör du inte av dig räknas det som mottaget ${formatEndTime(new Date(order.receiptDueAt))}.` : ''
        }`;
      default:
        return order.status === 'released'
          ? 'Föremålet har kommit fram och köpet är avslutat. Tack för ditt köp!'
          : `Föremålet har kommit fram.${inspection}`;
    }
  }
  switch (order.deliveryStatus) {
    case 'waiting':
      return 'Vi hör av oss när föremålet finns att hämta i studion.';
    case 'inStock':
      return `Föremålet finns att hämta i studion på ${PICKUP_ADDRESS}. Ta med legitimation.`;
    default:
      return inspection ? `Du har hämtat föremålet.${inspection}` : 'Du har hämtat föremålet. Tack för ditt köp!';
  }
}

/** The withdrawal form's anchor (docs/decisions/0043): "Ångra köp" in Mina köp leads here, and the browser opens the disclosure. */
export const WITHDRAW_FORM_ID = 'angra-kop';
