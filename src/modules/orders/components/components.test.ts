import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { STUDIO } from '@/ui/studio-address';
import { orderSums } from '../domain/amounts';
import type { OrderView } from '../queries/order-view';
import { CheckoutForm } from './checkout-form';
import { DeliveryTimeline } from './delivery-timeline';
import { MyPurchaseList } from './my-purchase-list';
import { Receipt } from './receipt';
import { MARGIN_SCHEME_NOTE } from '../domain/invoice';

/** Markup as text: tags out, entities and every kind of space as one plain space. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|[\u00a0\u202f]/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const now = new Date('2026-11-26T10:00:00Z');
// A 1 300 kr hammer with the 20 % premium (260 kr, of which 52 kr VAT) and 149 kr shipping.
const sums = orderSums({ hammerPrice: 1300, buyerPremiumOre: 26_000, sellerCommissionOre: 19_500, shippingOre: 14_900 });

function order(overrides: Partial<OrderView> = {}): OrderView {
  return {
    id: 42,
    auctionId: 7,
    itemId: 5,
    title: 'Vas, Gunnar Nylund',
    lotHref: '/auktioner/7-vas-gunnar-nylund',
    imageUrl: '/media/demo/vas.jpg',
    status: 'paid',
    deliveryStatus: 'inStock',
    deliveryLabel: 'i lager',
    deliveryMethod: 'shipping',
    hammerPriceOre: sums.hammerPriceOre,
    buyerPremiumOre: sums.buyerPremiumOre,
    vatOre: sums.vatOre,
    hammerVatOre: sums.hammerVatOre,
    hammerVatPercent: 0,
    resaleRightOre: sums.resaleRightBuyerOre,
    showsVat: true,
    shippingOre: sums.shippingOre,
    totalOre: sums.totalOre,
    dueAt: '2026-11-29T18:04:00Z',
    paidAt: '2026-11-24T08:30:00Z',
    paymentMethod: 'swish',
    shippingPriceSek: 149,
    address: { name: 'Saga Köpare', street: 'Storgatan 1', postalCode: '118 21', city: 'Stockholm', country: 'SE' },
    carrier: null,
    trackingNumber: null,
    trackingUrl: null,
    stages: [
      { status: 'waiting', label: '–', at: '2026-11-22T18:04:00Z', reached: true },
      { status: 'inStock', label: 'i lager', at: '2026-11-25T09:00:00Z', reached: true },
      { status: 'shippingBooked', label: 'frakt bokad', at: null, reached: false },
      { status: 'done', label: 'skickad', at: null, reached: false },
    ],
    problemReportedAt: null,
    problemOpen: false,
    problemMessage: null,
    releasedAt: null,
    overdue: false,
    viaBuyNow: false,
    createdAt: '2026-11-22T18:04:00Z',
    autoReleaseAt: null,
    receivedBy: null,
    receiptDueAt: null,
    releaseDueAt: null,
    releaseReason: null,
    refunds: [],
    refundedOre: 0,
    refundableOre: sums.totalOre,
    withdrawalLine: 'Ångerrätt 14 dagar från att du fått föremålet',
    canWithdraw: true,
    withdrawalEndsAt: null,
    withdrawal: null,
    ...overrides,
  };
}

const studio = {
  name: STUDIO.name,
  street: STUDIO.street,
  postalCode: STUDIO.postalCode,
  city: STUDIO.city,
  orgNumber: STUDIO.orgNumber,
  vatNumber: STUDIO.vatNumber,
  email: STUDIO.email,
};

describe('the receipt', () => {
  const html = renderToStaticMarkup(
    createElement(Receipt, {
      order: order(),
      buyer: { name: 'Saga Köpare', email: 'saga@example.se', address: order().address },
      studio,
    }),
  );
  const printed = text(html);

  it("states the studio's name, address, organisation and VAT numbers, and the buyer", () => {
    for (const part of [STUDIO.name, STUDIO.street, STUDIO.postalTown, STUDIO.orgNumber, STUDIO.vatNumber]) expect(printed).toContain(part);
    expect(printed).toContain('Saga Köpare Storgatan 1 118 21 Stockholm saga@example.se');
  });

  it('lists hammer, premium, the VAT inside it, shipping and the total paid, which add up', () => {
    expect(printed).toContain('Kvittonummer 42');
    expect(printed).toContain('Klubbat pris 1 300 kr');
    expect(printed).toContain('Slagavgift 260 kr');
    expect(printed).toContain('varav moms 25 % 52 kr');
    expect(printed).toContain('Frakt 149 kr');
    expect(printed).toContain('Totalt betalt 1 709 kr');
    expect(sums.totalOre).toBe(170_900);
    expect(printed).toContain('Betalsätt Swish');
    expect(printed).toContain('Betalningsdag 24 nov 2026');
    expect(printed).toContain('Klubban förmedlar försäljningen i säljarens namn');
    expect(printed).not.toContain(MARGIN_SCHEME_NOTE);
  });

  it('under the margin scheme shows no VAT amount and says so; with invoices it is numbered by them and links them', () => {
    const margin = text(
      renderToStaticMarkup(
        createElement(Receipt, {
          order: order({ showsVat: false }),
          buyer: { name: 'Saga Köpare', email: 'saga@example.se', address: null },
          studio,
          documents: [
            {
              id: 1,
              kind: 'invoice',
              number: '2026-00042',
              orderId: 42,
              issuedAt: '2026-11-22T18:00:00Z',
              totalOre: 156_000,
              href: '/dokument/2026-00042.pdf',
            },
            {
              id: 2,
              kind: 'invoice',
              number: '2026-00051',
              orderId: 42,
              issuedAt: '2026-11-24T09:00:00Z',
              totalOre: 14_900,
              href: '/dokument/2026-00051.pdf',
            },
          ],
        }),
      ),
    );
    expect(margin).not.toMatch(/varav moms/);
    expect(margin).toContain(MARGIN_SCHEME_NOTE);
    expect(margin).toContain('Fakturanummer 2026-00042, 2026-00051');
    expect(margin).toContain('Faktura 2026-00051 · 24 nov 2026 · 149 kr (PDF)');
  });

  it('is the page’s one printable part', () => {
    expect(html.match(/data-print-root/g)).toHaveLength(1);
  });
});

describe('Mina köp', () => {
  it('offers "Betala" with the time left while unpaid, and flags an overdue purchase', () => {
    const printed = text(
      renderToStaticMarkup(
        createElement(MyPurchaseList, {
          orders: [
            order({ id: 1, status: 'pending', paidAt: null, paymentMethod: null, deliveryStatus: 'waiting', deliveryLabel: '–' }),
            order({ id: 2, status: 'pending', paidAt: null, overdue: true, dueAt: '2026-11-25T18:04:00Z', title: 'Lampa' }),
          ],
          now,
        }),
      ),
    );
    expect(printed).toContain('Väntar på betalning Leverans: –');
    expect(printed).toContain('3 dagar kvar att betala · Betala senast sön 29 nov 19:04');
    expect(printed).toContain('Betala Vas, Gunnar Nylund');
    expect(printed).toContain('Obetald – förfallen');
    expect(printed).toContain('Skulle ha betalats senast ons 25 nov 19:04');
  });

  it('links a paid purchase to its page and receipt, with its delivery label', () => {
    const html = renderToStaticMarkup(createElement(MyPurchaseList, { orders: [order()], now }));
    expect(text(html)).toContain('Betald Leverans: i lager');
    expect(text(html)).toContain('Totalt 1 709 kr');
    expect(html).toContain('href="/user/kop/42"');
    expect(html).toContain('href="/user/kop/42/kvitto"');
    expect(text(html)).not.toContain('Betala ');
  });

  it('says so when there is nothing bought yet', () => {
    expect(text(renderToStaticMarkup(createElement(MyPurchaseList, { orders: [], now })))).toContain('Du har inga köp än.');
  });
});

describe('the delivery timeline', () => {
  it('lists every stage in order with its date, the current one marked as the step', () => {
    const html = renderToStaticMarkup(createElement(DeliveryTimeline, { stages: order().stages, current: 'inStock' }));
    const items = [...html.matchAll(/<li([^>]*)>(.*?)<\/li>/g)];
    expect(items.map((item) => text(item[2]!))).toEqual([
      'Köpt sön 22 nov 19:04',
      'I lager ons 25 nov 10:00',
      'Skickad Väntar',
      'Mottagen Väntar',
    ]);
    expect(items.map((item) => item[1]!.includes('aria-current="step"'))).toEqual([false, true, false, false]);
    expect(html).toMatch(/^<ol/);
  });

  it('marks a stage passed without a stop as done ("Klart"), not as still waiting', () => {
    const stages = [
      { status: 'waiting' as const, label: '–', at: '2026-11-22T18:04:00Z', reached: true },
      { status: 'inStock' as const, label: 'i lager', at: null, reached: true },
      { status: 'shippingBooked' as const, label: 'frakt bokad', at: '2026-11-25T09:00:00Z', reached: true },
      { status: 'done' as const, label: 'skickad', at: null, reached: false },
    ];
    const html = renderToStaticMarkup(createElement(DeliveryTimeline, { stages, current: 'shippingBooked' }));
    const items = [...html.matchAll(/<li([^>]*)>(.*?)<\/li>/g)];
    expect(items.map((item) => text(item[2]!))).toEqual([
      'Köpt sön 22 nov 19:04',
      'I lager Klart',
      'Skickad ons 25 nov 10:00',
      'Mottagen Väntar',
    ]);
  });
});

describe('the checkout form', () => {
  const props = {
    orderId: 42,
    lines: { hammerPriceOre: sums.hammerPriceOre, buyerPremiumOre: sums.buyerPremiumOre, vatOre: sums.vatOre },
    defaults: { name: 'Saga Köpare', phone: '' },
  };
  const radios = (html: string) =>
    [...html.matchAll(/<input([^>]*type="radio"[^>]*)>/g)].map((match) => ({
      value: /value="([^"]*)"/.exec(match[1]!)?.[1],
      checked: / checked=""/.test(match[1]!),
      disabled: / disabled=""/.test(match[1]!),
    }));

  it('asks for a choice when the item can be shipped, the total without shipping until then', () => {
    const html = renderToStaticMarkup(createElement(CheckoutForm, { ...props, shippingPriceSek: 149 }));
    expect(radios(html)).toEqual([
      { value: 'pickup', checked: false, disabled: false },
      { value: 'shipping', checked: false, disabled: false },
    ]);
    expect(text(html)).toContain('Hämta i studion (Hornsgatan 54, Stockholm) – 0 kr');
    expect(text(html)).toContain('Frakt – 149 kr');
    expect(text(html)).toContain('Att betala 1 560 kr');
    expect(html).not.toContain('name="street"');
  });

  it('offers pickup alone, chosen, when the item cannot be shipped', () => {
    const html = renderToStaticMarkup(createElement(CheckoutForm, { ...props, shippingPriceSek: null }));
    expect(radios(html)).toEqual([
      { value: 'pickup', checked: true, disabled: false },
      { value: 'shipping', checked: false, disabled: true },
    ]);
    expect(text(html)).toContain('Endast avhämtning');
    expect(text(html)).toContain('Hämtas i studion');
  });
});
