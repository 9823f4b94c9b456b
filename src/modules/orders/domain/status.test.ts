import { describe, expect, it } from 'vitest';
import {
  DELIVERY_METHODS,
  DELIVERY_STATUSES,
  PAYMENT_STATUSES,
  type DeliveryMethod,
  type DeliveryStatus,
  type PaymentStatus,
} from '@/keys';
import {
  DELIVERY_LABELS,
  deliveredStatus,
  deliveryTransitionRefusal,
  isDelivered,
  nextDeliveryStatuses,
  paymentTransitionRefusal,
  type PaymentActor,
} from './status';

/**
 * A separate model of docs/product.md §2, written from the prose rather than from the tables: payment
 * only ever goes pending → paid (by the provider) → released (by an admin or the release job);
 * delivery moves forward along the method's own stages, receiving the object needs nothing, and
 * nothing beyond "in stock" happens before payment or without a chosen method.
 */
const ORDER: Record<DeliveryStatus, number> = { waiting: 0, inStock: 1, pickedUp: 2, shippingBooked: 3, done: 4 };
function modelPayment(from: PaymentStatus, to: PaymentStatus, by: PaymentActor): boolean {
  if (from === 'pending' && to === 'paid') return by === 'provider';
  if (from === 'paid' && to === 'released') return by === 'admin' || by === 'system';
  // A whole refund, from a paid or a released order, by the studio's command or the provider's webhook.
  if ((from === 'paid' || from === 'released') && to === 'refunded') return by === 'admin' || by === 'provider';
  // An unpaid order may be cancelled by the studio or its job (docs/decisions/0042); a paid one never.
  if (from === 'pending' && to === 'cancelled') return by === 'admin' || by === 'system';
  return false;
}
function modelDelivery(from: DeliveryStatus, to: DeliveryStatus, method: DeliveryMethod | null, payment: PaymentStatus): boolean {
  if (payment === 'cancelled') return false;
  if (ORDER[to] <= ORDER[from]) return false;
  if (to === 'inStock') return true;
  if (payment === 'pending' || payment === 'refunded' || method === null) return false;
  const stages: DeliveryStatus[] =
    method === 'pickup' ? ['waiting', 'inStock', 'pickedUp'] : ['waiting', 'inStock', 'shippingBooked', 'done'];
  if (method === 'shipping' && to === 'done') return from === 'shippingBooked';
  return stages.includes(from) && stages.includes(to);
}

const ACTORS: PaymentActor[] = ['provider', 'admin', 'system'];

describe('payment transitions', () => {
  it.each(PAYMENT_STATUSES.flatMap((from) => PAYMENT_STATUSES.flatMap((to) => ACTORS.map((by) => [from, to, by] as const))))(
    '%s → %s by %s agrees with the model',
    (from, to, by) => {
      const refusal = paymentTransitionRefusal(from, to, by);
      expect(refusal === null).toBe(modelPayment(from, to, by));
      if (refusal !== null) expect(refusal).toMatch(/[a-zåäö]/i);
    },
  );

  it('says why in Swedish', () => {
    expect(paymentTransitionRefusal('pending', 'paid', 'admin')).toBe('Bara betalleverantören kan markera ett köp som betalt.');
    expect(paymentTransitionRefusal('released', 'released', 'admin')).toBe('Pengarna är redan utbetalda.');
    expect(paymentTransitionRefusal('pending', 'released', 'admin')).toBe('Köpet är inte betalt än.');
    expect(paymentTransitionRefusal('paid', 'paid', 'provider')).toBe('Köpet är redan betalt.');
  });
});

describe('delivery transitions', () => {
  const methods = [...DELIVERY_METHODS, null] as const;
  const cases = DELIVERY_STATUSES.flatMap((from) =>
    DELIVERY_STATUSES.flatMap((to) => methods.flatMap((method) => PAYMENT_STATUSES.map((payment) => [from, to, method, payment] as const))),
  );

  it(`covers all ${5 * 5 * 3 * PAYMENT_STATUSES.length} (from, to, method, payment) cases against the model`, () => {
    expect(cases).toHaveLength(5 * 5 * 3 * PAYMENT_STATUSES.length);
    for (const [from, to, method, payment] of cases) {
      const refusal = deliveryTransitionRefusal({ deliveryStatus: from, deliveryMethod: method, paymentStatus: payment }, to);
      expect({ from, to, method, payment, allowed: refusal === null }).toEqual({
        from,
        to,
        method,
        payment,
        allowed: modelDelivery(from, to, method, payment),
      });
      if (refusal !== null) expect(refusal.length).toBeGreaterThan(5);
    }
  });

  it('lists exactly the allowed next stages', () => {
    for (const [from, , method, payment] of cases) {
      const state = { deliveryStatus: from, deliveryMethod: method, paymentStatus: payment };
      expect(nextDeliveryStatuses(state)).toEqual(DELIVERY_STATUSES.filter((to) => modelDelivery(from, to, method, payment)));
    }
  });

  it('explains refusals in Swedish', () => {
    expect(
      deliveryTransitionRefusal({ deliveryStatus: 'inStock', deliveryMethod: 'pickup', paymentStatus: 'pending' }, 'pickedUp'),
    ).toMatch(/inte betalt/);
    expect(
      deliveryTransitionRefusal({ deliveryStatus: 'inStock', deliveryMethod: 'pickup', paymentStatus: 'paid' }, 'shippingBooked'),
    ).toMatch(/hämtar själv/);
    expect(deliveryTransitionRefusal({ deliveryStatus: 'done', deliveryMethod: 'shipping', paymentStatus: 'paid' }, 'inStock')).toMatch(
      /framåt/,
    );
    expect(deliveryTransitionRefusal({ deliveryStatus: 'inStock', deliveryMethod: null, paymentStatus: 'paid' }, 'done')).toMatch(
      /leveranssätt/,
    );
  });

  it('has the spec labels and knows when delivery is over', () => {
    expect(DELIVERY_LABELS).toEqual({
      waiting: '–',
      inStock: 'i lager',
      pickedUp: 'upphämtad',
      shippingBooked: 'frakt bokad',
      done: 'skickad',
    });
    expect(deliveredStatus('pickup')).toBe('pickedUp');
    expect(deliveredStatus('shipping')).toBe('done');
    expect(isDelivered('pickup', 'pickedUp')).toBe(true);
    expect(isDelivered('shipping', 'shippingBooked')).toBe(false);
    expect(isDelivered(null, 'done')).toBe(false);
  });
});
