import { describe, expect, it } from 'vitest';
import {
  auctionLostNotification,
  auctionWonNotification,
  NOTIFICATION_TYPES,
  outbidNotification,
  watchlist1hNotification,
  watchlist24hNotification,
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

  it('shows the start price to watchers while a lot has no bids', () => {
    const message = watchlist1hNotification({ lotTitle: 'Vas', lotUrl, currentPrice: null, startPrice: 1000, bidCount: 0, endsAt });
    expect(message.body).toBe(`Inga bud ännu – startpriset är ${kr('1 000')}. Avslutas sön 29 nov 19:04.`);
    expectClean(message);
  });

  it('uses one distinct type per kind', () => {
    const types = Object.values(NOTIFICATION_TYPES);
    expect(new Set(types).size).toBe(types.length);
  });
});
