import { describe, expect, it } from 'vitest';
import { checkoutErrors } from './checkout-errors';
import { stageTitle } from './delivery-timeline';
import { formatDate, formatDateTime, nextStepText, paymentBadge, paymentMethodLabel, payByText, timeLeftToPay } from './purchase-text';

const HOUR = 3_600_000;
const now = new Date('2026-11-22T18:04:00Z');
const inMs = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe("a purchase's words", () => {
  it('badges an unpaid purchase, an overdue one and a paid or released one', () => {
    expect(paymentBadge({ status: 'pending', overdue: false })).toEqual({ label: 'Väntar på betalning', tone: 'pending' });
    expect(paymentBadge({ status: 'pending', overdue: true })).toEqual({ label: 'Obetald – förfallen', tone: 'overdue' });
    expect(paymentBadge({ status: 'paid', overdue: false })).toEqual({ label: 'Betald', tone: 'paid' });
    expect(paymentBadge({ status: 'cancelled', overdue: true })).toEqual({ label: 'Avbrutet', tone: 'cancelled' });
    expect(paymentBadge({ status: 'released', overdue: false })).toEqual({ label: 'Betald', tone: 'paid' });
  });

  it('counts the time left to pay in whole days, then hours, then less than an hour', () => {
    expect(timeLeftToPay(inMs(7 * 24 * HOUR), now)).toBe('7 dagar kvar att betala');
    expect(timeLeftToPay(inMs(3 * 24 * HOUR + 23 * HOUR), now)).toBe('3 dagar kvar att betala');
    expect(timeLeftToPay(inMs(24 * HOUR), now)).toBe('1 dag kvar att betala');
    expect(timeLeftToPay(inMs(24 * HOUR - 1), now)).toBe('23 timmar kvar att betala');
    expect(timeLeftToPay(inMs(HOUR), now)).toBe('1 timme kvar att betala');
    expect(timeLeftToPay(inMs(HOUR - 1), now)).toBe('Mindre än en timme kvar att betala');
    expect(timeLeftToPay(inMs(0), now)).toBeNull();
    expect(timeLeftToPay(inMs(-HOUR), now)).toBeNull();
  });

  it('states the deadline in Stockholm time, and that it has passed once it has', () => {
    // 18:04 UTC on Sunday 29 November 2026 is 19:04 in Stockholm (CET).
    expect(payByText('2026-11-29T18:04:00Z', now)).toBe('Betala senast sön 29 nov 19:04');
    expect(payByText('2026-11-22T17:04:00Z', now)).toBe('Skulle ha betalats senast sön 22 nov 18:04');
  });

  it('writes dates in Stockholm, across midnight and summer time', () => {
    expect(formatDate('2026-07-01T22:30:00Z')).toBe('2 jul 2026');
    expect(formatDateTime('2026-07-01T22:30:00Z')).toBe('2 jul 2026 kl. 00:30');
    expect(formatDateTime('2026-12-31T23:05:00Z')).toBe('1 jan 2027 kl. 00:05');
  });

  it('names the payment methods a Swedish buyer knows, and no other', () => {
    expect(paymentMethodLabel('card')).toBe('Kort');
    expect(paymentMethodLabel('swish')).toBe('Swish');
    expect(paymentMethodLabel('klarna')).toBe('Klarna');
    expect(paymentMethodLabel('other')).toBeNull();
    expect(paymentMethodLabel(null)).toBeNull();
  });

  it('says what happens next at every stage of both delivery paths', () => {
    const paid = { status: 'paid' as const, carrier: null };
    const shipping = (deliveryStatus: 'waiting' | 'inStock' | 'shippingBooked' | 'done', carrier: string | null = null) =>
      nextStepText({ ...paid, deliveryMethod: 'shipping', deliveryStatus, carrier });
    const pickup = (deliveryStatus: 'waiting' | 'inStock' | 'pickedUp') =>
      nextStepText({ ...paid, deliveryMethod: 'pickup', deliveryStatus });
    expect(pickup('waiting')).toBe('Vi hör av oss när föremålet finns att hämta i studion.');
    expect(pickup('inStock')).toContain('Hornsgatan 54, Stockholm');
    expect(pickup('pickedUp')).toContain('Du har hämtat föremålet');
    expect(shipping('waiting')).toContain('spårningslänken');
    expect(shipping('inStock')).toContain('packas för frakt');
    expect(shipping('shippingBooked', 'PostNord')).toBe(
      'Paketet är på väg med PostNord. Följ det med spårningslänken och tryck på ”Jag har fått föremålet” när det har kommit fram.',
    );
    expect(shipping('shippingBooked')).toBe(
      'Paketet är på väg. Följ det med spårningslänken och tryck på ”Jag har fått föremålet” när det har kommit fram.',
    );
    expect(shipping('done')).toContain('Föremålet har kommit fram');
    expect(nextStepText({ status: 'pending', deliveryMethod: null, deliveryStatus: 'waiting', carrier: null })).toContain('betala');
    // Every sentence is a whole one: a capital first, a full stop or exclamation mark last.
    for (const text of [
      pickup('waiting'),
      pickup('inStock'),
      pickup('pickedUp'),
      shipping('waiting'),
      shipping('inStock'),
      shipping('done'),
    ]) {
      expect(text).toMatch(/^[A-ZÅÄÖ].*[.!]$/);
    }
  });

  it('heads delivery stages as what happened to the object: "Köpt", shipped when handed over, "Mottagen" when it arrived', () => {
    expect(stageTitle({ status: 'waiting', label: '–' })).toBe('Köpt');
    expect(stageTitle({ status: 'inStock', label: 'i lager' })).toBe('I lager');
    expect(stageTitle({ status: 'pickedUp', label: 'upphämtad' })).toBe('Upphämtad');
    expect(stageTitle({ status: 'shippingBooked', label: 'frakt bokad' })).toBe('Skickad');
    expect(stageTitle({ status: 'done', label: 'skickad' })).toBe('Mottagen');
  });

  it('tells the buyer when a parcel counts as received and until when to report a problem', () => {
    const shipped = {
      status: 'paid' as const,
      deliveryMethod: 'shipping' as const,
      deliveryStatus: 'shippingBooked' as const,
      carrier: 'PostNord',
      receiptDueAt: '2026-12-06T18:00:00Z',
    };
    expect(nextStepText(shipped)).toBe(
      'Paketet är på väg med PostNord. Följ det med spårningslänken och tryck på ”Jag har fått föremålet” när det har kommit fram. Hör du inte av dig räknas det som mottaget sön 6 dec 19:00.',
    );
    const received = { ...shipped, deliveryStatus: 'done' as const, receiptDueAt: null, releaseDueAt: '2026-12-03T09:30:00Z' };
    expect(nextStepText(received)).toBe(
      'Föremålet har kommit fram. Granska det: stämmer något inte, rapportera det senast tors 3 dec 10:30. Sedan får säljaren betalt.',
    );
    expect(nextStepText({ ...received, status: 'released' })).toBe('Föremålet har kommit fram och köpet är avslutat. Tack för ditt köp!');
    const collected = { ...received, deliveryMethod: 'pickup' as const, deliveryStatus: 'pickedUp' as const };
    expect(nextStepText(collected)).toContain('Du har hämtat föremålet. Granska det');
    expect(nextStepText({ ...collected, status: 'released' })).toBe('Du har hämtat föremålet. Tack för ditt köp!');
  });
});

describe('checkout errors by field', () => {
  it("puts the schema's and the server's issues on the fields they belong to, the first per field", () => {
    expect(
      checkoutErrors([
        { path: 'deliveryMethod', message: 'Välj avhämtning eller frakt.' },
        { path: 'address.postalCode', message: 'Ange ett svenskt postnummer med fem siffror, t.ex. 118 21.' },
        { path: 'address.postalCode', message: 'second' },
        { path: 'address.city', message: 'Fyll i ort.' },
        { path: 'orderId', message: 'Ogiltigt köp.' },
      ]),
    ).toEqual({
      deliveryMethod: 'Välj avhämtning eller frakt.',
      postalCode: 'Ange ett svenskt postnummer med fem siffror, t.ex. 118 21.',
      city: 'Fyll i ort.',
    });
  });

  it('puts a missing address on Namn, the first field of the address form', () => {
    expect(checkoutErrors([{ path: 'address', message: 'Fyll i adressen vi ska skicka till.' }])).toEqual({
      name: 'Fyll i adressen vi ska skicka till.',
    });
  });
});
