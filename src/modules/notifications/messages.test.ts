import { describe, expect, it } from 'vitest';
import {
  auctionLostNotification,
  auctionWonNotification,
  itemShippedNotification,
  orderRefundedNotification,
  NOTIFICATION_TYPES,
  outbidNotification,
  paymentReminderNotification,
  purchasePaidNotification,
  valuationResponseNotification,
  watchlist1hNotification,
  watchlist24hNotification,
  watchlist15mPush,
  type NotificationMessage,
} from './messages';

/** Amounts as formatSek writes them: non-breaking spaces between the thousands and before "kr". */
const kr = (digits: string) => `${digits.replace(/ /g, '\u00a0')}\u00a0kr`;

const lotUrl = '/auktioner/12-vas-satellit-kosta-boda';
// Sunday 29 November 2026, 19:04 in Stockholm (winter time, UTC+1).
const endsAt = '2026-11-29T18:04:00.000Z';

function expectClean(message: NotificationMessage) {
  for (const part of [message.type, message.title, message.body, message.href]) {
    expect(part).not.toMatch(/undefined|null|NaN|Invalid|\[object Object\]/);
    expect(part.trim()).toBe(part);
  }
}

describe('in-app bidding notifications', () => {
  it('tells an outbid bidder the new price, the lowest bid and the end', () => {
    const message = outbidNotification({ lotTitle: ' Vas, Satellit ', lotUrl, currentPrice: 1400, nextMinimumBid: 1500, endsAt });
    expect(message).toEqual({
      type: 'auction.outbid',
      title: 'Du har blivit överbjuden på ”Vas, Satellit”',
      body: `Priset är nu ${kr('1 400')}. Lägg ett nytt maxbud på minst ${kr('1 500')}. Avslutas sön 29 nov 19:04.`,
      href: lotUrl,
    });
    expectClean(message);
  });

  it('tells a bidder whose maximum was outbid at once that an automatic bid made the price, not that they bid it', () => {
    const message = outbidNotification({ lotTitle: 'Lampa', lotUrl, currentPrice: 1900, nextMinimumBid: 2000, endsAt, yourMaximum: 1800 });
    expect(message.title).toBe('Du har blivit överbjuden på ”Lampa”');
    expect(message.body).toBe(
      `Ditt maxbud på ${kr('1 800')} räckte inte: en annan budgivares maxbud svarade med ett automatiskt bud på ${kr('1 900')}. Lägg ett nytt maxbud på minst ${kr('2 000')}. Avslutas sön 29 nov 19:04.`,
    );
    expectClean(message);
  });

  it('reads a Date as well as an ISO string, and leaves out an end that is not a date', () => {
    const input = { lotTitle: 'Vas', lotUrl, currentPrice: 1400, nextMinimumBid: 1500 };
    expect(outbidNotification({ ...input, endsAt: new Date(endsAt) }).body).toContain('Avslutas sön 29 nov 19:04.');
    const broken = outbidNotification({ ...input, endsAt: '' });
    expect(broken.body).toBe(`Priset är nu ${kr('1 400')}. Lägg ett nytt maxbud på minst ${kr('1 500')}.`);
    expectClean(broken);
  });

  it('congratulates the winner with the total and the payment deadline', () => {
    const message = auctionWonNotification({ lotTitle: 'Vas', hammerPrice: 1400, total: 1680, paymentDueDays: 7, orderUrl: '/kop/7' });
    expect(message).toEqual({
      type: 'auction.won',
      title: 'Grattis! Du vann ”Vas”',
      body: `Klubbat för ${kr('1 400')}. Betala ${kr('1 680')} inklusive slagavgift inom 7 dagar.`,
      href: '/kop/7',
    });
    expectClean(message);
  });

  it('links the winner to the account page when the purchase has no page', () => {
    const message = auctionWonNotification({ lotTitle: 'Vas', hammerPrice: 12000, total: 14400, paymentDueDays: 1, orderUrl: null });
    expect(message.href).toBe('/user');
    expect(message.body).toBe(`Klubbat för ${kr('12 000')}. Betala ${kr('14 400')} inklusive slagavgift inom 1 dag.`);
    expectClean(message);
  });

  it('tells the other bidders what the lot sold for', () => {
    const message = auctionLostNotification({ lotTitle: 'Vas', lotUrl, hammerPrice: 2200 });
    expect(message).toEqual({
      type: 'auction.lost',
      title: 'Du vann tyvärr inte ”Vas”',
      body: `Föremålet klubbades för ${kr('2 200')}. Nya föremål går under klubban varje söndag.`,
      href: lotUrl,
    });
    expectClean(message);
  });

  it('tells every bidder when a lot closed unsold', () => {
    const message = auctionLostNotification({ lotTitle: 'Vas', lotUrl, hammerPrice: null });
    expect(message.type).toBe('auction.lost');
    expect(message.title).toBe('”Vas” såldes inte');
    expect(message.body).toContain('reservationspriset');
    expect(message.body).not.toContain('kr');
    expectClean(message);
  });

  it('reminds watchers 24 hours and one hour before the end', () => {
    const input = { lotTitle: 'Vas', lotUrl, currentPrice: 2200, startPrice: 1000, bidCount: 7, endsAt };
    expect(watchlist24hNotification(input)).toEqual({
      type: 'watchlist.24h',
      title: '”Vas” avslutas i morgon',
      body: `Priset är just nu ${kr('2 200')} efter 7 bud. Avslutas sön 29 nov 19:04.`,
      href: lotUrl,
    });
    expect(watchlist1hNotification(input)).toEqual({
      type: 'watchlist.1h',
      title: '”Vas” avslutas om en timme',
      body: `Priset är just nu ${kr('2 200')} efter 7 bud. Avslutas sön 29 nov 19:04.`,
      href: lotUrl,
    });
  });

  it('pushes to watchers 15 minutes before the end, with the lot page to open', () => {
    const push = watchlist15mPush({ lotTitle: ' Vas ', lotUrl, currentPrice: 2200, startPrice: 1000, bidCount: 7, endsAt });
    expect(push).toEqual({
      title: '”Vas” avslutas om 15 minuter',
      body: `Priset är just nu ${kr('2 200')} efter 7 bud. Avslutas sön 29 nov 19:04.`,
      href: lotUrl,
    });
  });

  it('shows the start price to watchers while a lot has no bids', () => {
    const message = watchlist1hNotification({ lotTitle: 'Vas', lotUrl, currentPrice: null, startPrice: 1000, bidCount: 0, endsAt });
    expect(message.body).toBe(`Inga bud ännu – startpriset är ${kr('1 000')}. Avslutas sön 29 nov 19:04.`);
    expectClean(message);
  });

  it('tells a seller the estimate when the studio accepts, and where to read a refusal', () => {
    const accepted = valuationResponseNotification({ title: 'Vas', decision: 'accept', estimateLow: 1500, estimateHigh: 2000 });
    expect(accepted).toEqual({
      type: 'valuation.response',
      title: '”Vas” är värderad',
      body: `Vi värderar föremålet till 1\u00a0500–2\u00a0000\u00a0kr. Godkänn eller avböj erbjudandet under Mina värderingar.`,
      href: '/user#varderingar',
    });
    const rejected = valuationResponseNotification({ title: 'Vas', decision: 'reject', estimateLow: null, estimateHigh: null });
    expect(rejected.title).toBe('Svar på din värdering av ”Vas”');
    expect(rejected.body).not.toContain('kr');
    expectClean(accepted);
    expectClean(rejected);
  });

  it('uses one distinct type per kind', () => {
    const types = Object.values(NOTIFICATION_TYPES);
    expect(new Set(types).size).toBe(types.length);
  });
});

describe('in-app purchase notifications', () => {
  const orderUrl = '/user/kop/12';
  /** Amounts in öre, written as formatOre does: kronor, with the öre when there are any. */
  const ore = (text: string) => text.replace(/ /g, '\u00a0');

  it('thanks a buyer whose payment arrived, with the amount and the way to the receipt', () => {
    const message = purchasePaidNotification({ lotTitle: ' Vas ', totalOre: 182_900, orderUrl });
    expect(message).toEqual({
      type: 'order.paid',
      title: 'Tack för din betalning för ”Vas”',
      body: `Vi har tagit emot ${ore('1 829 kr')}. Kvittot finns under ditt köp.`,
      href: orderUrl,
    });
    expectClean(message);
    expect(purchasePaidNotification({ lotTitle: 'Vas', totalOre: 158_097, orderUrl }).body).toContain(ore('1 580,97 kr'));
  });

  it('reminds a buyer to pay, with the amount and the deadline in Stockholm time', () => {
    // Sunday 6 December 2026, 19:04 in Stockholm.
    const message = paymentReminderNotification({ lotTitle: 'Vas', totalOre: 168_000, dueAt: '2026-12-06T18:04:00.000Z', orderUrl });
    expect(message).toEqual({
      type: 'order.payment-reminder',
      title: 'Påminnelse: betala ”Vas”',
      body: `Att betala: ${ore('1 680 kr')}. Betala senast sön 6 dec 19:04.`,
      href: orderUrl,
    });
    expectClean(message);
    const summer = paymentReminderNotification({ lotTitle: 'Vas', totalOre: 168_000, dueAt: new Date('2026-06-14T17:00:00Z'), orderUrl });
    expect(summer.body).toContain('Betala senast sön 14 jun 19:00.');
  });

  it('leaves out a deadline that is not a date', () => {
    const message = paymentReminderNotification({ lotTitle: 'Vas', totalOre: 168_000, dueAt: 'inte ett datum', orderUrl });
    expect(message.body).toBe(`Att betala: ${ore('1 680 kr')}.`);
    expectClean(message);
  });

  it('tells a buyer their purchase is on its way, by which carrier and with which number', () => {
    const message = itemShippedNotification({ lotTitle: 'Vas', carrier: ' PostNord ', trackingNumber: ' 00373500454541020957 ', orderUrl });
    expect(message).toEqual({
      type: 'order.shipped',
      title: '”Vas” är på väg',
      body: 'Skickat med PostNord. Spårningsnummer: 00373500454541020957.',
      href: orderUrl,
    });
    expectClean(message);
  });

  it('tells a buyer money went back, how much, and whether all of it', () => {
    const part = orderRefundedNotification({ lotTitle: ' Vas ', amountOre: 30_050, whole: false, orderUrl });
    expect(part).toEqual({
      type: 'order.refunded',
      title: 'Pengar återbetalda: ”Vas”',
      body: 'Vi har återbetalat 300,50\u00a0kr till samma betalsätt som du betalade med. Det kan ta några bankdagar innan pengarna syns.',
      href: orderUrl,
    });
    expectClean(part);
    expect(orderRefundedNotification({ lotTitle: 'Vas', amountOre: 182_900, whole: true, orderUrl }).title).toBe(
      'Köpet är återbetalt: ”Vas”',
    );
  });
});
