import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUSES, type DeliveryMethod, type DeliveryStatus, type PaymentStatus } from '@/keys';
import { nextDeliveryStatuses } from '../domain/status';
import {
  consoleDeliveryOptions,
  formatExactOre,
  formatOrderTime,
  orderFlags,
  releaseBlockedReason,
  reminderSummary,
} from './admin-order-text';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('the orders console texts', () => {
  it('sums up a reminder run in Swedish, singular and plural', () => {
    expect(reminderSummary({ reminded: 2, overdue: 1 })).toBe('2 påminnelser skickade, 1 förfallen.');
    expect(reminderSummary({ reminded: 1, overdue: 3 })).toBe('1 påminnelse skickad, 3 förfallna.');
    expect(reminderSummary({ reminded: 0, overdue: 2 })).toBe('Inga påminnelser skickade, 2 förfallna.');
    expect(reminderSummary({ reminded: 4, overdue: 0 })).toBe('4 påminnelser skickade, inga nya förfallna.');
    expect(reminderSummary({ reminded: 0, overdue: 0 })).toBe('Inga påminnelser att skicka och inga nya förfallna köp.');
  });

  it('states a payout to the öre', () => {
    expect(plain(formatExactOre(170_000))).toBe('1 700,00 kr');
    expect(plain(formatExactOre(123_456_78))).toBe('123 456,78 kr');
    expect(plain(formatExactOre(5))).toBe('0,05 kr');
  });

  it('shows times in Stockholm', () => {
    // 23:30 UTC on 31 Dec is 00:30 on 1 Jan in Stockholm (UTC+1 in winter).
    expect(plain(formatOrderTime('2026-12-31T23:30:00Z'))).toBe('1 jan. 2027 00:30');
    // Summer time: UTC+2.
    expect(plain(formatOrderTime('2026-07-01T10:05:00Z'))).toBe('1 juli 2026 12:05');
  });

  it('flags overdue, reported problems and where the payout is', () => {
    const labels = (order: Parameters<typeof orderFlags>[0]) => orderFlags(order).map((flag) => flag.label);
    expect(labels({ overdue: false, problemOpen: false, payout: null })).toEqual([]);
    expect(labels({ overdue: true, problemOpen: false, payout: null })).toEqual(['Förfallen']);
    expect(labels({ overdue: false, problemOpen: true, payout: { status: 'pending' } })).toEqual([
      'Problem rapporterat',
      'Utbetalning väntar',
    ]);
    expect(labels({ overdue: false, problemOpen: false, payout: { status: 'paid' } })).toEqual(['Utbetald']);
  });
});

describe('the console offers only what the server allows', () => {
  const states: { status: PaymentStatus; deliveryMethod: DeliveryMethod | null; deliveryStatus: DeliveryStatus }[] = [];
  for (const status of ['pending', 'paid', 'released'] as const)
    for (const deliveryMethod of [null, 'pickup', 'shipping'] as const)
      for (const deliveryStatus of DELIVERY_STATUSES) states.push({ status, deliveryMethod, deliveryStatus });

  it('never offers a delivery move the status table refuses, and offers every pickup move it allows', () => {
    for (const state of states) {
      const allowed = nextDeliveryStatuses({ ...state, paymentStatus: state.status });
      const offered = consoleDeliveryOptions({ ...state, nextDeliveryStatuses: allowed }).map((option) => option.status);
      expect(offered.every((to) => allowed.includes(to))).toBe(true);
      if (state.deliveryMethod !== 'shipping') expect(offered).toEqual(allowed);
    }
  });

  it('takes a shipped order through "frakt bokad" (the Frakt box) before "skickad"', () => {
    const paid = { status: 'paid' as const, deliveryMethod: 'shipping' as const };
    const offered = (deliveryStatus: DeliveryStatus) =>
      consoleDeliveryOptions({
        ...paid,
        deliveryStatus,
        nextDeliveryStatuses: nextDeliveryStatuses({ ...paid, paymentStatus: 'paid', deliveryStatus }),
      }).map((option) => option.label);
    expect(offered('waiting')).toEqual(['Markera i lager']);
    expect(offered('inStock')).toEqual([]);
    expect(offered('shippingBooked')).toEqual(['Levererad enligt spårningen']);
    expect(offered('done')).toEqual([]);
  });

  it('allows a release exactly when the order is paid and delivered', () => {
    for (const state of states) {
      const delivered =
        (state.deliveryMethod === 'pickup' && state.deliveryStatus === 'pickedUp') ||
        (state.deliveryMethod === 'shipping' && state.deliveryStatus === 'done');
      expect(releaseBlockedReason(state) === null).toBe(state.status === 'paid' && delivered);
    }
    expect(releaseBlockedReason({ status: 'pending', deliveryMethod: null, deliveryStatus: 'waiting' })).toBe(
      'Köparen har inte betalat än.',
    );
    expect(releaseBlockedReason({ status: 'paid', deliveryMethod: 'pickup', deliveryStatus: 'inStock' })).toBe(
      'Pengarna kan betalas ut när köparen har hämtat föremålet.',
    );
  });
});
