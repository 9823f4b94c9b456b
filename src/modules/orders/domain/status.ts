import type { DeliveryMethod, DeliveryStatus, PaymentStatus } from '@/keys';

/**
 * An order's two status machines (docs/product.md §2, spec §4) as data. Every command that moves an
 * order asks the refusal functions first; anything not in a table is refused (FAILED_PRECONDITION
 * with the Swedish reason), never silently skipped.
 */

/** Who moves the payment: the provider's verified webhook, an admin, or the release job. */
export type PaymentActor = 'provider' | 'admin' | 'system';

export const PAYMENT_TRANSITIONS: readonly { from: PaymentStatus; to: PaymentStatus; by: readonly PaymentActor[] }[] = [
  // Only a verified webhook makes an order paid (docs/product.md §9).
  { from: 'pending', to: 'paid', by: ['provider'] },
  // RELEASE_FUNDS (admin) or the automatic release after the buyer's inspection window (system); domain/release.ts.
  { from: 'paid', to: 'released', by: ['admin', 'system'] },
  // REFUND_ORDER once refunds add up to everything paid: settled by the admin's command or the
  // provider's webhook (domain/refunds.ts, docs/decisions/0041).
  { from: 'paid', to: 'refunded', by: ['admin', 'provider'] },
  { from: 'released', to: 'refunded', by: ['admin', 'provider'] },
  // CANCEL_ORDER (admin) or the automatic cancellation of an unpaid order (system); domain/unpaid.ts, docs/decisions/0042.
  { from: 'pending', to: 'cancelled', by: ['admin', 'system'] },
];

export function paymentTransitionRefusal(from: PaymentStatus, to: PaymentStatus, by: PaymentActor): string | null {
  const row = PAYMENT_TRANSITIONS.find((t) => t.from === from && t.to === to);
  if (row?.by.includes(by)) return null;
  if (row) {
    if (to === 'paid') return 'Bara betalleverantören kan markera ett köp som betalt.';
    if (to === 'refunded') return 'Återbetalningar görs av studion.';
    return to === 'cancelled' ? 'Bara studion kan avbryta ett köp.' : 'Pengarna betalas ut av studion.';
  }
  if (from === 'refunded') return 'Köpet är återbetalt.';
  if (from === 'cancelled') return 'Köpet är avbrutet.';
  if (to === 'cancelled') return 'Köpet är betalt: återbetala det i stället.';
  if (from === 'released') return 'Pengarna är redan utbetalda.';
  if (from === 'pending') return 'Köpet är inte betalt än.';
  return from === to ? 'Köpet är redan betalt.' : 'Betalstatusen kan inte ändras så.';
}

/**
 * The delivery stages in the spec's order, and the path each delivery method takes through them:
 * a pickup ends when the buyer has collected the object in the studio (pickedUp), a shipment when
 * the buyer has it (done: the buyer's confirmation, the carrier's tracking or the receipt day;
 * docs/decisions/0032) after the freight was booked and the parcel handed over (shippingBooked).
 * The labels stay the spec's status names; the buyer's page names the stages as what happened.
 */
export const DELIVERY_PATHS: Record<DeliveryMethod, readonly DeliveryStatus[]> = {
  pickup: ['waiting', 'inStock', 'pickedUp'],
  shipping: ['waiting', 'inStock', 'shippingBooked', 'done'],
};

/** Spec §4's labels; "waiting" is a dash. */
export const DELIVERY_LABELS: Record<DeliveryStatus, string> = {
  waiting: '–',
  inStock: 'i lager',
  pickedUp: 'upphämtad',
  shippingBooked: 'frakt bokad',
  done: 'skickad',
};

/** The stage that ends delivery for the method: funds can be released from here. */
export function deliveredStatus(method: DeliveryMethod): DeliveryStatus {
  return method === 'pickup' ? 'pickedUp' : 'done';
}

export function isDelivered(method: DeliveryMethod | null, status: DeliveryStatus): boolean {
  return method !== null && status === deliveredStatus(method);
}

export interface DeliveryState {
  deliveryStatus: DeliveryStatus;
  deliveryMethod: DeliveryMethod | null;
  paymentStatus: PaymentStatus;
}

/**
 * Why the studio may not move delivery to `to`, or null. Forward only along the method's path
 * (a stage may be skipped: an object dropped off and collected the same day), except that a
 * shipment is "skickad" only after its freight was booked (that step sends the tracking link). Receiving the object
 * (inStock) needs neither payment nor a method; anything beyond it needs a paid order, since nothing
 * leaves the studio unpaid, and the stage must belong to the buyer's chosen method.
 */
export function deliveryTransitionRefusal(state: DeliveryState, to: DeliveryStatus): string | null {
  const { deliveryStatus: from, deliveryMethod: method } = state;
  // A cancelled purchase is over (docs/decisions/0042): its delivery does not move.
  if (state.paymentStatus === 'cancelled') return 'Köpet är avbrutet.';
  if (from === to) return `Leveransen är redan ”${DELIVERY_LABELS[to]}”.`;
  if (to === 'waiting') return 'Leveransen kan bara flyttas framåt.';
  if (to === 'inStock') return from === 'waiting' ? null : 'Leveransen kan bara flyttas framåt.';
  if (state.paymentStatus === 'pending') return 'Köpet är inte betalt än: föremålet lämnas inte ut förrän köparen har betalat.';
  if (state.paymentStatus === 'refunded') return 'Köpet är återbetalt: föremålet lämnas inte ut.';
  if (method === null) return 'Köparen har inte valt leveranssätt.';
  const path = DELIVERY_PATHS[method];
  if (!path.includes(to)) {
    return method === 'pickup'
      ? 'Köparen hämtar själv föremålet i studion: det skickas inte.'
      : 'Köparen har valt frakt: föremålet hämtas inte i studion.';
  }
  if (!path.includes(from)) return 'Leveransen kan inte ändras så.';
  if (path.indexOf(to) <= path.indexOf(from)) return 'Leveransen kan bara flyttas framåt.';
  // A parcel is handed over only after its freight is booked: the buyer gets the tracking link then.
  if (to === 'done' && from !== 'shippingBooked')
    return 'Boka frakten först (fraktbolag och kollinummer), så att köparen får spårningslänken.';
  return null;
}

/** The statuses the studio may choose next (the console's select box). */
export function nextDeliveryStatuses(state: DeliveryState): DeliveryStatus[] {
  const all: DeliveryStatus[] = ['waiting', 'inStock', 'pickedUp', 'shippingBooked', 'done'];
  return all.filter((to) => deliveryTransitionRefusal(state, to) === null);
}

/** Payment status as the buyer reads it. */
export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  pending: 'Väntar på betalning',
  paid: 'Betald',
  released: 'Betald',
  refunded: 'Återbetald',
  cancelled: 'Avbrutet',
};
