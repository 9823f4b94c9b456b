import type { DeliveryMethod, DeliveryStatus, PaymentStatus, ReceiptSource, WithdrawalReturnKind, WithdrawalVia } from '@/keys';
import { isDelivered } from '../domain/status';

/** The studio console's words for orders: labels, dates, flags and summaries (pure; no React). */

const dateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', day: 'numeric', month: 'short', year: 'numeric' });

/** "12 nov. 2026 14:05", in Stockholm. */
export function formatOrderTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "12 nov. 2026", in Stockholm. */
export function formatOrderDate(iso: string): string {
  return dateOnly.format(new Date(iso));
}

/** Payment status as the studio reads it ("released": the sale is settled, the seller's payout written). */
export const ADMIN_PAYMENT_LABELS: Record<PaymentStatus, string> = {
  pending: 'Obetald',
  paid: 'Betald',
  released: 'Avräknad',
  refunded: 'Återbetald',
  cancelled: 'Avbruten',
};

export const PAYMENT_METHOD_LABELS: Record<string, string> = { card: 'Kort', swish: 'Swish', klarna: 'Klarna', other: 'Annat' };

export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = { pickup: 'Hämtas i studion', shipping: 'Frakt' };

/** What each delivery stage's button says (SET_DELIVERY_STATUS). */
export const DELIVERY_ACTION_LABELS: Record<DeliveryStatus, string> = {
  waiting: 'Markera väntande',
  inStock: 'Markera i lager',
  pickedUp: 'Markera upphämtad',
  shippingBooked: 'Markera frakt bokad',
  // `done` means received (docs/decisions/0032): the studio sets it when the carrier's tracking says delivered.
  done: 'Levererad enligt spårningen',
};

export type FlagTone = 'danger' | 'attention' | 'success' | 'neutral';

export interface FlagOrder {
  overdue: boolean;
  /** A reported problem the studio has not closed yet (domain/problem.ts). */
  problemOpen: boolean;
  /** The seller's payout, once the funds are released (payments' PayoutView). */
  payout: { status: 'pending' | 'paid' | 'cancelled' } | null;
  /** The buyer's withdrawal, once given (docs/decisions/0043). */
  withdrawal?: { returnedAt: string | null; closedAt: string | null } | null;
}

/** What needs the studio's eye: overdue, a reported problem, and where the seller's money is. */
export function orderFlags(order: FlagOrder): { key: string; label: string; tone: FlagTone }[] {
  const flags: { key: string; label: string; tone: FlagTone }[] = [];
  if (order.overdue) flags.push({ key: 'overdue', label: 'Förfallen', tone: 'danger' });
  if (order.problemOpen) flags.push({ key: 'problem', label: 'Problem rapporterat', tone: 'attention' });
  if (order.withdrawal && !order.withdrawal.closedAt)
    flags.push({ key: 'withdrawal', label: order.withdrawal.returnedAt ? 'Ångrat, tillbaka' : 'Ångrat köp', tone: 'attention' });
  if (order.payout?.status === 'paid') flags.push({ key: 'payout', label: 'Utbetald', tone: 'success' });
  else if (order.payout?.status === 'pending') flags.push({ key: 'payout', label: 'Utbetalning väntar', tone: 'neutral' });
  else if (order.payout?.status === 'cancelled') flags.push({ key: 'payout', label: 'Utbetalning stoppad', tone: 'neutral' });
  return flags;
}

/** RUN_PURCHASE_REMINDER's answer in words: "2 påminnelser skickade, 1 förfallen." */
export function reminderSummary({ reminded, overdue }: { reminded: number; overdue: number }): string {
  if (reminded === 0 && overdue === 0) return 'Inga påminnelser att skicka och inga nya förfallna köp.';
  const sent = reminded === 0 ? 'Inga påminnelser skickade' : reminded === 1 ? '1 påminnelse skickad' : `${reminded} påminnelser skickade`;
  const late = overdue === 0 ? 'inga nya förfallna' : overdue === 1 ? '1 förfallen' : `${overdue} förfallna`;
  return `${sent}, ${late}.`;
}

const exactSek = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in öre to the öre, as a payout confirmation states it: "1 700,00 kr". */
export function formatExactOre(ore: number): string {
  return `${exactSek.format(ore / 100)}\u00a0kr`;
}

interface ConsoleOrder {
  status: PaymentStatus;
  deliveryMethod: DeliveryMethod | null;
  deliveryStatus: DeliveryStatus;
  /** The stages the server's table allows next (AdminOrderView.nextDeliveryStatuses). */
  nextDeliveryStatuses: DeliveryStatus[];
}

/**
 * The delivery buttons the console offers: the stages the table allows next, except that a shipped
 * order goes through the "Frakt" box — MARK_AS_SHIPPED makes it "frakt bokad" (and mails the buyer
 * the tracking link) — and only then "skickad", so the buyer is never left without a tracking link.
 */
export function consoleDeliveryOptions(order: ConsoleOrder): { status: DeliveryStatus; label: string }[] {
  const shipping = order.deliveryMethod === 'shipping';
  return order.nextDeliveryStatuses
    .filter((status) => !shipping || status !== 'shippingBooked')
    .filter((status) => !shipping || status !== 'done' || order.deliveryStatus === 'shippingBooked')
    .map((status) => ({ status, label: DELIVERY_ACTION_LABELS[status] }));
}

/** Why the funds cannot be released at all yet (the server's rule: paid and received), or null. */
export function releaseBlockedReason(order: Omit<ConsoleOrder, 'nextDeliveryStatuses'>): string | null {
  if (order.status === 'released') return 'Pengarna är redan utbetalda.';
  if (order.status === 'cancelled') return 'Köpet är avbrutet.';
  if (order.status === 'pending') return 'Köparen har inte betalat än.';
  if (order.status === 'refunded') return 'Köpet är återbetalt: ingen utbetalning.';
  if (!isDelivered(order.deliveryMethod, order.deliveryStatus)) {
    return order.deliveryMethod === 'pickup'
      ? 'Pengarna kan betalas ut när köparen har hämtat föremålet.'
      : 'Pengarna kan betalas ut när köparen har fått föremålet: köparen bekräftar det, spårningen visar levererat, eller dagen då det räknas som mottaget.';
  }
  return null;
}

/** The studio's words for how the object arrived. */
export const RECEIVED_BY_LABELS: Record<ReceiptSource, string> = {
  buyer: 'bekräftad av köparen',
  tracking: 'levererad enligt spårningen',
  auto: 'räknas som mottagen (ingen anmälan efter frakten)',
  pickup: 'hämtad i studion',
};

/** How a withdrawal notice came (docs/decisions/0043). */
export const WITHDRAWAL_VIA_LABELS: Record<WithdrawalVia, string> = { site: 'på webbplatsen', email: 'via e-post' };

/** How the object came back after a withdrawal. */
export const WITHDRAWAL_RETURN_LABELS: Record<WithdrawalReturnKind, string> = {
  returned: 'skickat tillbaka av köparen',
  collected: 'hämtat av studion',
};
