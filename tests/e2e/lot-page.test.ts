import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/db/client';
import { users } from '@/modules/accounts/tables';
import { auctions, bids } from '@/modules/auctions/tables';
import { incrementFor } from '@/modules/auctions/domain/increments';
import { priceStanding } from '@/modules/auctions/domain/price-fold';
import { publishEvent } from '@/platform/realtime';
import type { AuctionView } from '@/modules/auctions/queries/get-auction';
import type { SearchResult } from '@/modules/auctions/queries/search-auctions';
import { DEMO_BIDDERS, DEMO_PASSWORD } from '../../demo/seed-demo';
import { formatEstimate, formatSek } from '@/ui/format';
import { createPostgresDatabase } from '../setup/test-db';
import { apiAction, apiSignIn, launchChromium, startServer, type RunningServer } from './helpers';
import { wholePriceText } from './whole-price';
import { dataFolder } from './data-folders';

/**
 * The lot page and the public JSON reads, against `npm start` on a fresh data folder with the demo
 * catalogue: a lot with bids and one with a reserve, opened from /auktioner at phone and desktop
 * widths in Chromium.
 */

const dataDir = dataFolder('demo', 'lot');
let server: RunningServer;
let browser: Browser;
const env = { KLUBBAN_DATA_DIR: dataDir, DATABASE_URL: '', KLUBBAN_SEED_DEMO: '' };

/** The first 100 live lots in the list's default order, with their public detail. */
let lots: { listIndex: number; view: AuctionView }[] = [];
let withBids: AuctionView;
let withReserve: AuctionView;
let withoutReserve: AuctionView;

const FORBIDDEN_KEYS = ['reservePrice', 'maxAmount', 'bidderId', 'sellerId', 'leaderId', 'itemId'];
const lotPathOf = (lot: { id: number; slug: string }) => `/auktioner/${lot.id}-${lot.slug}`;
const nbsp = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ').trim();

function allKeys(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const entry of value) allKeys(entry, into);
  else if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      into.add(key);
      allKeys(entry, into);
    }
  }
  return into;
}

beforeAll(async () => {
  server = await startServer(env);
  browser = await launchChromium();
  const list = (await (await fetch(`${server.url}/api/auctions?pageSize=100`)).json()) as SearchResult;
  lots = await Promise.all(
    list.items.map(async (item, listIndex) => ({
      listIndex,
      view: (await (await fetch(`${server.url}/api/auctions/${item.id}`)).json()) as AuctionView,
    })),
  );
  const pick = (test: (view: AuctionView) => boolean) => lots.find(({ view }) => test(view))?.view;
  const bids =
    pick((v) => v.bidCount >= 2 && v.images.length >= 2 && new Set(v.bids.map((b) => b.alias)).size >= 2) ?? pick((v) => v.bidCount >= 1);
  const reserve = pick((v) => v.hasReserve && !v.reserveMet) ?? pick((v) => v.hasReserve);
  const plain = pick((v) => !v.hasReserve && v.id !== bids?.id);
  if (!bids || !reserve || !plain) throw new Error('the demo catalogue lacks a lot with bids, with a reserve or without one');
  withBids = bids;
  withReserve = reserve;
  withoutReserve = plain;
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Opens /auktioner at the page that lists the lot and follows its card's link. */
async function openFromList(page: Page, lot: AuctionView) {
  const listIndex = lots.find(({ view }) => view.id === lot.id)!.listIndex;
  await page.goto(`${server.url}/auktioner?page=${Math.floor(listIndex / 24) + 1}`);
  const card = page.locator(`[data-testid="lot-grid"] a[href="${lotPathOf(lot)}"]`);
  await card.scrollIntoViewIfNeeded();
  await card.click();
  await page.waitForURL(`${server.url}${lotPathOf(lot)}`);
  await page.locator('h1').waitFor();
}

async function newContext(width: number): Promise<BrowserContext> {
  const mobile = width < 600;
  const context = await browser.newContext({
    viewport: { width, height: mobile ? 844 : 900 },
    isMobile: mobile,
    hasTouch: mobile,
    deviceScaleFactor: 1,
  });
  // The cookie choice is made, so its dialog does not cover the page.
  await context.addInitScript(() => localStorage.setItem('cookie-consent-v1', '{"decided":true,"analytics":false}'));
  return context;
}

describe.each([390, 1280])('the lot page at %i px', (width) => {
  it('shows a lot with bids: title, estimate, price, history, a ticking countdown and live updates', async () => {
    const context = await newContext(width);
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await openFromList(page, withBids);

    expect(await page.locator('h1').count()).toBe(1);
    expect(nbsp(await page.locator('h1').textContent())).toBe(withBids.title);
    const estimate = formatEstimate(withBids.estimateLow, withBids.estimateHigh);
    if (estimate) expect(nbsp(await page.getByTestId('estimate').textContent())).toBe(nbsp(`Utrop ${estimate}`));
    const panel = page.getByTestId('bid-panel');
    expect(nbsp(await panel.getByTestId('current-price').textContent())).toBe(nbsp(formatSek(withBids.currentPrice!)));
    expect(nbsp(await panel.getByTestId('bid-count').textContent())).toBe(`${withBids.bidCount} bud`);
    expect(nbsp(await panel.getByTestId('minimum-bid').textContent())).toBe(nbsp(`Lägsta bud: ${formatSek(withBids.nextMinimumBid)}`));
    expect(await panel.getByTestId('buy-now').count()).toBe(0);

    // Bid history, newest first, with anonymous aliases.
    await expect.poll(() => page.getByRole('heading', { name: 'Budhistorik' }).count()).toBe(1);
    const rows = page.getByTestId('bid-history').locator('li');
    // One row per bid, plus the maximums' automatic answers (decision 0031), as the API lists them.
    expect(await rows.count()).toBe(withBids.bids.length);
    expect(await page.getByTestId('bid-history').locator('li:not([data-automatic])').count()).toBe(withBids.bidCount);
    expect(await page.getByTestId('bid-history').locator('li[data-automatic]', { hasNotText: 'automatiskt bud' }).count()).toBe(0);
    expect(await page.getByTestId('bid-history').textContent()).toContain('Budgivare 1');
    expect(nbsp(await rows.first().textContent())).toContain(nbsp(formatSek(withBids.bids[0]!.amount)));
    expect(await rows.first().locator('time').textContent()).toMatch(/^\d{1,2} [a-zä]{3} \d{2}:\d{2}:\d{2}$/);

    // The countdown runs: its text changes within two seconds, in whole units.
    const countdown = panel.getByTestId('countdown');
    const first = await countdown.textContent();
    expect(first).toMatch(/^(\d+ d )?(\d+ tim )?(\d+ min )?\d+ s$/);
    await expect.poll(() => countdown.textContent(), { timeout: 2_500, interval: 200 }).not.toBe(first);
    expect(nbsp(await panel.getByTestId('ends-at').textContent())).toMatch(/^(sön|mån|tis|ons|tors|fre|lör) \d{1,2} [a-z]{3} \d{2}:\d{2}$/);

    // Signed out: the primary action signs in and comes back here.
    const signIn = panel.getByTestId('sign-in-to-bid');
    expect(await signIn.textContent()).toBe('Logga in för att buda');
    expect(await signIn.getAttribute('href')).toBe(`/logga-in?next=${encodeURIComponent(lotPathOf(withBids))}`);
    expect(await panel.getByTestId('watch').getAttribute('href')).toContain('/logga-in?next=');
    // A visitor too sees the whole price of winning at the lowest bid, before signing in.
    expect(nbsp(await panel.getByTestId('visitor-whole-price').textContent())).toBe(
      nbsp(wholePriceText(withBids.nextMinimumBid, 20, withBids.shippingPrice, withBids)),
    );

    // The page listens for live updates on the lot's channel.
    await expect.poll(() => requests.some((url) => url.includes(`/api/events?auction=${withBids.id}`))).toBe(true);
    await context.close();
  });

  it('shows the photos through /_next/image and swipes between them (the viewer a photo opens: lot-viewer.test.ts)', async () => {
    const context = await newContext(width);
    const page = await context.newPage();
    await page.goto(`${server.url}${lotPathOf(withBids)}`);
    const gallery = page.getByTestId('lot-gallery');
    const images = gallery.locator('[data-testid="gallery-scroller"] img');
    expect(await images.count()).toBe(withBids.images.length);
    for (const src of await images.evaluateAll((els) =>
      els.map((el) => (el as HTMLImageElement).currentSrc || (el as HTMLImageElement).src),
    )) {
      expect(src).toContain('/_next/image');
    }
    await expect.poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const scroller = page.getByTestId('gallery-scroller');
    const scrollLeft = () => scroller.evaluate((el) => el.scrollLeft);
    expect(await scrollLeft()).toBe(0);
    if (width < 600) {
      // A touch swipe, right to left, across the photo.
      const box = (await scroller.boundingBox())!;
      const cdp = await context.newCDPSession(page);
      const x = Math.round(box.x + box.width * 0.8);
      const y = Math.round(box.y + box.height / 2);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let i = 1; i <= 10; i++) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - i * 25, y }] });
        await page.waitForTimeout(16);
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect.poll(scrollLeft).toBeGreaterThan(box.width * 0.9);
      await expect
        .poll(() => page.getByTestId('gallery-dots').locator('button[aria-current="true"]').getAttribute('aria-label'))
        .toBe(`Visa bild 2 av ${withBids.images.length}`);
    } else {
      await page
        .getByRole('list', { name: 'Miniatyrer' })
        .getByRole('button', { name: `Visa bild 2 av ${withBids.images.length}` })
        .click();
      await expect.poll(scrollLeft).toBeGreaterThan(100);
    }

    await context.close();
  });

  it('states the reserve only on lots that have one', async () => {
    const context = await newContext(width);
    const page = await context.newPage();
    await openFromList(page, withReserve);
    const panel = page.getByTestId('bid-panel');
    expect(nbsp(await panel.getByTestId('reserve-state').textContent())).toBe(
      withReserve.reserveMet ? 'Reservationspris uppnått' : 'Reservationspris ej uppnått',
    );
    const priceLabel = withReserve.bidCount > 0 ? formatSek(withReserve.currentPrice!) : formatSek(withReserve.startPrice);
    expect(nbsp(await panel.getByTestId('current-price').textContent())).toBe(nbsp(priceLabel));
    if (withReserve.bidCount === 0) expect(await panel.textContent()).toContain('Startpris');

    await page.goto(`${server.url}${lotPathOf(withoutReserve)}`);
    expect(await page.getByTestId('bid-panel').getByTestId('reserve-state').count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toContain('Reservationspris');
    await context.close();
  });
});

describe('lot page addresses and metadata', () => {
  it('redirects a wrong or missing slug permanently to the canonical address', async () => {
    for (const wrong of [`/auktioner/${withBids.id}-fel-titel`, `/auktioner/${withBids.id}`, `/auktioner/${withBids.id}-Fel-Titel`]) {
      const response = await fetch(`${server.url}${wrong}`, { redirect: 'manual' });
      expect(response.status, wrong).toBe(308);
      expect(new URL(response.headers.get('location')!, server.url).pathname).toBe(lotPathOf(withBids));
    }
    const canonical = await fetch(`${server.url}${lotPathOf(withBids)}`, { redirect: 'manual' });
    expect(canonical.status).toBe(200);
  });

  it('answers 404 for an unknown lot', async () => {
    for (const missing of ['/auktioner/99999999-finns-inte', '/auktioner/0-noll', '/auktioner/inte-ett-nummer']) {
      const response = await fetch(`${server.url}${missing}`, { redirect: 'manual' });
      expect(response.status, missing).toBe(404);
      const html = await response.text();
      expect(html, missing).toContain('Sidan finns inte');
      expect(html, missing).not.toContain('This page could not be found');
    }
  });

  it('has Open Graph tags, a canonical URL and valid Product JSON-LD', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}${lotPathOf(withBids)}`);
    const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
    expect(await page.title()).toContain(withBids.title);
    expect(await meta('meta[property="og:title"]')).toBe(withBids.title);
    expect((await meta('meta[property="og:description"]'))?.length).toBeGreaterThan(20);
    expect(await meta('meta[name="description"]')).toBeTruthy();
    expect(await meta('meta[property="og:type"]')).toBe('product');
    const ogImage = await meta('meta[property="og:image"]');
    expect(ogImage).toMatch(/^https?:\/\/[^/]+\/_next\/image\?url=%2Fmedia%2F.+&w=1280&q=75$/);
    expect(await meta('meta[name="product:price:amount"]')).toBe(String(withBids.currentPrice));
    expect(await meta('meta[name="product:price:currency"]')).toBe('SEK');
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(lotPathOf(withBids));

    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(scripts).toHaveLength(1);
    const product = JSON.parse(scripts[0]!) as Record<string, unknown> & { offers: Record<string, unknown> };
    expect(product['@context']).toBe('https://schema.org');
    expect(product['@type']).toBe('Product');
    expect(product.name).toBe(withBids.title);
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'SEK',
      price: withBids.currentPrice,
      availability: 'https://schema.org/InStock',
    });
    expect(new URL(String(product.offers.url)).pathname).toBe(lotPathOf(withBids));
    expect((product.image as string[])[0]).toMatch(/^https?:\/\/.+\/media\/demo\//);
    await page.close();

    // A link-preview crawler finds the tags in the document head of the first response.
    const html = await (
      await fetch(`${server.url}${lotPathOf(withBids)}`, { headers: { 'user-agent': 'facebookexternalhit/1.1' } })
    ).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('property="og:title"');
    expect(head).toContain('property="og:image"');
    expect(head).toContain('name="product:price:currency" content="SEK"');
  });
});

describe('one copy of a lot page for everyone (the page cache)', () => {
  it('serves the page with a bid right after it, once rendered; an older copy catches up from the stream', async () => {
    // A lot with bids, so the price a bid makes differs from the one shown before.
    const lot = lots
      .map(({ view }) => view)
      .find((view) => view.status === 'live' && view.bidCount > 0 && ![withBids.id, withReserve.id, withoutReserve.id].includes(view.id))!;
    const address = `${server.url}${lotPathOf(lot)}`;
    const copy = async () => {
      const response = await fetch(address);
      return { cache: response.headers.get('x-klubban-cache'), headers: response.headers, html: await response.text() };
    };
    await copy();
    const before = await copy();
    expect(before.cache).toBe('HIT');
    expect(before.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30');

    // A demo bidder who may bid here (not its seller, not already leading) bids the lowest amount.
    let answer: { result: { auction: { currentPrice: number; bidCount: number } } } | null = null;
    for (const bidder of DEMO_BIDDERS) {
      const cookie = await apiSignIn(server.url, { email: bidder.email, password: DEMO_PASSWORD });
      const bid = await apiAction<NonNullable<typeof answer>>(server.url, cookie, {
        action: 'BID_ON_AUCTION',
        auctionId: lot.id,
        amount: lot.nextMinimumBid,
      });
      if (bid.status === 200) {
        answer = bid.body;
        break;
      }
    }
    expect(answer).not.toBeNull();
    const price = answer!.result.auction.currentPrice;

    // The bid drops the copy as its event arrives; the next request renders once, then copies serve it.
    const priceShown = (html: string) => /"current-price"[^>]*>([^<]+)</.exec(html)?.[1]?.replace(/\u00a0/g, ' ');
    await expect.poll(async () => priceShown((await copy()).html)).toBe(formatSek(price).replace(/\u00a0/g, ' '));
    const after = await copy();
    expect(after.cache).toBe('HIT');
    expect(priceShown(after.html)).toBe(priceShown((await copy()).html));

    // A copy from before the bid (as a shared cache in front may still hold it) shows the bid as
    // soon as its event stream opens: it asks for the events after the newest it was rendered with.
    const context = await newContext(1280);
    const page = await context.newPage();
    await page.route(address, (route) => route.fulfill({ status: 200, headers: Object.fromEntries(before.headers), body: before.html }));
    await page.goto(address);
    const shown = page.getByTestId('bid-panel').getByTestId('current-price');
    expect(price).not.toBe(lot.currentPrice);
    await expect.poll(async () => nbsp(await shown.textContent())).toBe(nbsp(formatSek(price)));
    await expect
      .poll(async () => nbsp(await page.getByTestId('bid-panel').getByTestId('bid-count').textContent()))
      .toBe(answer!.result.auction.bidCount === 1 ? '1 bud' : `${answer!.result.auction.bidCount} bud`);
    await context.close();
  });
});

describe('signed in', () => {
  it('shows "Du", the own maximum and lead state, and a bid form prefilled with the lowest bid', async () => {
    // Find a demo bidder with a bid on the lot.
    let cookie = '';
    let own: AuctionView | null = null;
    for (const bidder of DEMO_BIDDERS) {
      const candidate = await apiSignIn(server.url, { email: bidder.email, password: DEMO_PASSWORD });
      const response = await fetch(`${server.url}/api/auctions/${withBids.id}`, { headers: { cookie: candidate } });
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const view = (await response.json()) as AuctionView;
      if (view.bids.some((bid) => bid.alias === 'Du')) {
        cookie = candidate;
        own = view;
        break;
      }
    }
    expect(own).not.toBeNull();
    expect(own!.yourMaximum).toBeGreaterThanOrEqual(own!.bids.find((bid) => bid.alias === 'Du')!.amount);

    const context = await newContext(1280);
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.url };
      }),
    );
    const page = await context.newPage();
    // The page is one copy for everyone (the reload gets the copy the first visit made, which a
    // visitor gets too): the bidder's own state is drawn in the browser, from their session.
    await page.goto(`${server.url}${lotPathOf(withBids)}`);
    const answer = await page.reload();
    expect(answer!.headers()['x-klubban-cache']).toBe('HIT');
    const history = page.getByTestId('bid-history');
    const ownRows = own!.bids.filter((bid) => bid.alias === 'Du').length;
    await expect.poll(() => history.locator('li', { hasText: /^Du/ }).count()).toBe(ownRows);
    const panel = page.getByTestId('bid-panel');
    await panel.getByTestId('your-state').waitFor();
    expect(nbsp(await panel.getByTestId('your-state').textContent())).toContain(nbsp(`Ditt maxbud: ${formatSek(own!.yourMaximum!)}`));
    expect(nbsp(await panel.getByTestId('your-state').textContent())).toContain(own!.youLead ? 'Du leder' : 'Du har blivit överbjuden');
    // The form: enabled, prefilled with the lowest bid this bidder may place (a leader raises
    // above their own maximum), with the premium and the total; nothing is sent before confirming.
    const field = panel.getByLabel('Ditt maxbud', { exact: true });
    await field.waitFor();
    expect(await field.isDisabled()).toBe(false);
    expect(await field.getAttribute('inputmode')).toBe('numeric');
    const max = own!.yourMaximum!;
    const suggested = own!.youLead ? Math.max(own!.nextMinimumBid, max + incrementFor(max)) : own!.nextMinimumBid;
    // Grouped like every price on the site: "3 360".
    expect(nbsp(await field.inputValue()).replace(/\s/g, ' ')).toBe(nbsp(formatSek(suggested)).replace(/\s/g, ' ').replace(/ kr$/, ''));
    expect(nbsp(await panel.getByTestId('bid-summary').textContent())).toBe(nbsp(wholePriceText(suggested, 20, own!.shippingPrice, own!)));
    expect(await panel.getByRole('button', { name: 'Lägg bud' }).isEnabled()).toBe(true);
    expect(await panel.getByTestId('sign-in-to-bid').count()).toBe(0);
    // The watch heart is a toggle button now.
    const watch = panel.getByTestId('watch');
    expect(await watch.evaluate((el) => el.tagName)).toBe('BUTTON');
    expect(await watch.getAttribute('aria-pressed')).toBe('false');
    expect(await watch.getAttribute('aria-label')).toBe('Bevaka');
    await context.close();
  });
});

describe('the public JSON reads', () => {
  it('GET /api/auctions filters by category, pages and counts facets', async () => {
    const response = await fetch(`${server.url}/api/auctions?category=MOBLER&pageSize=5`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=30');
    const body = (await response.json()) as SearchResult;
    expect(body).toMatchObject({ page: 1, pageSize: 5 });
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(5);
    expect(body.total).toBeGreaterThanOrEqual(body.items.length);
    expect(body.facets.MOBLER).toBe(body.total);
    expect(Object.keys(body.facets).length).toBeGreaterThan(5);
    for (const item of body.items) {
      expect(item.category).toBe('MOBLER');
      for (const key of [
        'id',
        'slug',
        'title',
        'category',
        'imageUrl',
        'currentPrice',
        'startPrice',
        'estimateLow',
        'estimateHigh',
        'bidCount',
        'endsAt',
        'status',
        'reserveMet',
      ]) {
        expect(item).toHaveProperty(key);
      }
      for (const key of FORBIDDEN_KEYS) expect(allKeys(item).has(key)).toBe(false);
    }
    const two = (await (
      await fetch(`${server.url}/api/auctions?category=MOBLER,SMYCKEN,NOPE&sort=hogst-pris&pageSize=50`)
    ).json()) as SearchResult;
    expect(new Set(two.items.map((item) => item.category))).toEqual(new Set(['MOBLER', 'SMYCKEN']));
    const prices = two.items.map((item) => item.currentPrice ?? item.startPrice);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
  });

  it('GET /api/auctions ignores or clamps bad values instead of failing', async () => {
    for (const query of [
      'page=abc&pageSize=9999',
      'page=-3&pageSize=0',
      'sort=nonsense&category=%00',
      'search=%27%3B%20drop%20table&ended=yes',
      'page=99999999999',
    ]) {
      const response = await fetch(`${server.url}/api/auctions?${query}`);
      expect(response.status, query).toBe(200);
      const body = (await response.json()) as SearchResult;
      expect(body.pageSize).toBeGreaterThanOrEqual(1);
      expect(body.pageSize).toBeLessThanOrEqual(100);
    }
    const clamped = (await (await fetch(`${server.url}/api/auctions?page=abc&pageSize=9999`)).json()) as SearchResult;
    expect(clamped).toMatchObject({ page: 1, pageSize: 100 });
  });

  it('GET /api/auctions/{id} answers the lot without secrets, and 404 for an unknown one', async () => {
    for (const lot of [withBids, withReserve, withoutReserve]) {
      const response = await fetch(`${server.url}/api/auctions/${lot.id}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=2');
      const body = (await response.json()) as AuctionView;
      const keys = allKeys(body);
      for (const key of FORBIDDEN_KEYS) expect(keys.has(key), key).toBe(false);
      expect(body).toMatchObject({ id: lot.id, slug: lot.slug, yourMaximum: null, youLead: false });
      expect(body.bids.every((bid) => /^Budgivare \d+$/.test(bid.alias))).toBe(true);
      if (body.bidCount > 0) expect(body.buyNowPrice).toBeNull();
    }
    for (const id of ['99999999', 'abc', '0']) {
      const missing = await fetch(`${server.url}/api/auctions/${id}`);
      expect(missing.status, id).toBe(404);
      expect(await missing.json()).toEqual({ error: { status: 'NOT_FOUND', message: 'Auktionen finns inte.' } });
    }
  });
});

/**
 * Live updates end to end need a second process writing to the server's database, which PGlite
 * cannot share: on PostgreSQL (TEST_DATABASE_URL) this test plays the bidding capability, writes a
 * bid and publishes `auction.updated`, and the open page follows.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('live updates (PostgreSQL)', () => {
  it('updates price, bid count, minimum bid, end time and history without a reload', async () => {
    const created = await createPostgresDatabase();
    const pgData = mkdtempSync(path.join(os.tmpdir(), 'klubban-e2e-lot-pg-'));
    const pgServer = await startServer({ DATABASE_URL: created.url, KLUBBAN_DATA_DIR: pgData, KLUBBAN_SEED_DEMO: 'true' });
    const writer = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 2 });
    const context = await newContext(390);
    try {
      const list = (await (await fetch(`${pgServer.url}/api/auctions?sort=flest-bud&pageSize=1`)).json()) as SearchResult;
      const lot = (await (await fetch(`${pgServer.url}/api/auctions/${list.items[0]!.id}`)).json()) as AuctionView;
      expect(lot.bidCount).toBeGreaterThan(0);
      const page = await context.newPage();
      const connected = page.waitForResponse((response) => response.url().includes(`/api/events?auction=${lot.id}`));
      await page.goto(`${pgServer.url}${lotPathOf(lot)}`);
      await connected;
      const panel = page.getByTestId('bid-panel');
      const priceBox = async () => (await panel.getByTestId('current-price').boundingBox())!.height;
      const heightBefore = await priceBox();

      // The bidding capability's write: a new bid, the new state, and its event, in one transaction.
      // The state is the price fold's over the lot's bids (as place-bid decides it), so the history
      // folded on the next read agrees with the event: a bidder who does not lead yet, with a
      // maximum above the leader's, takes the lead.
      const endsAt = new Date(Date.parse(lot.endsAt) + 120_000);
      let price = 0;
      await writer.db.transaction(async (tx) => {
        const [current] = await tx.select().from(auctions).where(eq(auctions.id, lot.id)).for('update');
        const placed = await tx
          .select({ id: bids.id, bidderId: bids.bidderId, maxAmount: bids.maxAmount })
          .from(bids)
          .where(and(eq(bids.auctionId, lot.id), eq(bids.status, 'accepted')));
        const demoBidders = await tx
          .select({ id: users.id })
          .from(users)
          .where(
            inArray(
              users.email,
              DEMO_BIDDERS.map((b) => b.email),
            ),
          );
        const terms = { startPrice: current!.startPrice, reservePrice: current!.reservePrice };
        const ranked = placed.map((bid) => ({ bidderId: bid.bidderId, maxAmount: bid.maxAmount, sequence: bid.id }));
        const before = priceStanding(terms, ranked);
        const bidder = demoBidders.find((candidate) => candidate.id !== before.leaderId)!;
        const maxAmount = (before.leaderMax ?? lot.nextMinimumBid) + 5_000;
        const standing = priceStanding(terms, [...ranked, { bidderId: bidder.id, maxAmount, sequence: Number.MAX_SAFE_INTEGER }]);
        price = standing.currentPrice!;
        await tx.insert(bids).values({ auctionId: lot.id, bidderId: bidder.id, maxAmount, amount: price });
        const [row] = await tx
          .update(auctions)
          .set({
            currentPrice: price,
            bidCount: sql`${auctions.bidCount} + 1`,
            leaderId: standing.leaderId,
            leaderMax: standing.leaderMax,
            endsAt,
            version: sql`${auctions.version} + 1`,
          })
          .where(eq(auctions.id, lot.id))
          .returning({ version: auctions.version, bidCount: auctions.bidCount });
        await publishEvent(tx, `auction:${lot.id}`, 'auction.updated', {
          id: lot.id,
          currentPrice: price,
          bidCount: row!.bidCount,
          endsAt: endsAt.toISOString(),
          status: 'live',
          reserveMet: standing.reserveMet,
          nextMinimumBid: price + incrementFor(price),
          version: row!.version,
        });
      });

      await expect.poll(() => panel.getByTestId('current-price').textContent().then(nbsp), { timeout: 5_000 }).toBe(nbsp(formatSek(price)));
      expect(nbsp(await panel.getByTestId('bid-count').textContent())).toBe(`${lot.bidCount + 1} bud`);
      expect(nbsp(await panel.getByTestId('minimum-bid').textContent())).toBe(
        nbsp(`Lägsta bud: ${formatSek(price + incrementFor(price))}`),
      );
      expect(await panel.getByTestId('ends-at').getAttribute('datetime')).toBe(endsAt.toISOString());
      // The history is refetched: the new bid on top, under a stable alias.
      const rows = page.getByTestId('bid-history').locator('li');
      await expect
        .poll(() => page.getByTestId('bid-history').locator('li:not([data-automatic])').count(), { timeout: 5_000 })
        .toBe(lot.bidCount + 1);
      expect(nbsp(await rows.first().textContent())).toContain(nbsp(formatSek(price)));
      expect(await rows.first().textContent()).toMatch(/^Budgivare \d+/);
      // No layout shift: the price keeps its box.
      expect(await priceBox()).toBe(heightBefore);
    } finally {
      await context.close();
      await writer.close();
      await pgServer.stop();
      await created.drop();
      rmSync(pgData, { recursive: true, force: true });
    }
  }, 240_000);
});
