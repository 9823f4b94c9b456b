import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuctionView } from '@/modules/auctions/queries/get-auction';
import type { SearchResult } from '@/modules/auctions/queries/search-auctions';
import { DEMO_BIDDERS, DEMO_PASSWORD } from '../../demo/seed-demo';
import { wholePriceText } from './whole-price';
import { serverAndBrowser } from './server-with-admin';

/**
 * The fees the pages state come from the server's settings, read when it starts, not from the
 * build: started with a buyer's premium of 23 % and a seller commission of 11 % (the defaults are
 * 20 % and 15 %), every page that states a fee — the terms, the Q&A, about us, the sell page, a
 * lot page and its bid form — says 23 % and 11 %, with worked examples to match, and never 20 %
 * or 15 %.
 */

const PREMIUM = 23;
const COMMISSION = 11;

const running = serverAndBrowser('demo', 'fees', {
  env: {
    KLUBBAN_SEED_DEMO: 'true',
    NEXT_PUBLIC_POSTHOG_KEY: '',
    KLUBBAN_BUYER_PREMIUM_PERCENT: String(PREMIUM),
    KLUBBAN_SELLER_COMMISSION_PERCENT: String(COMMISSION),
  },
});
let lot: AuctionView;

beforeAll(async () => {
  const list = (await (await fetch(`${running.server.url}/api/auctions?pageSize=20`)).json()) as SearchResult;
  const views = await Promise.all(
    list.items.map(async (item) => (await (await fetch(`${running.server.url}/api/auctions/${item.id}`)).json()) as AuctionView),
  );
  const live = views.find((view) => view.status === 'live');
  if (!live) throw new Error('the demo catalogue has no live lot');
  lot = live;
}, 240_000);

/** Spaces as one plain space (the pages set non-breaking ones before "%" and "kr"). */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** The page's text as a reader sees it, every question of the Q&A opened. */
async function pageText(page: Page, pathname: string): Promise<string> {
  const response = await page.goto(`${running.server.url}${pathname}`);
  expect(response?.status(), pathname).toBe(200);
  await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)));
  return plain(await page.locator('body').innerText());
}

/** The configured rates, never the defaults. */
function expectOnlyConfiguredRates(text: string, pathname: string) {
  expect(text, pathname).not.toMatch(/\b20 %/);
  expect(text, pathname).not.toMatch(/\b15 %/);
}

describe(`the pages state the configured fees (premium ${PREMIUM} %, commission ${COMMISSION} %)`, () => {
  let page: Page;

  beforeAll(async () => {
    page = await running.browser.newPage({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await page?.close();
  });

  it('the terms: both rates and their worked examples', async () => {
    const text = await pageText(page, '/allmanna-villkor');
    expect(text).toContain(`Köparen betalar en slagavgift på ${PREMIUM} % av det klubbade priset.`);
    expect(text).toContain('klubbas ett föremål för 1 000 kr är slagavgiften 230 kr och du betalar 1 230 kr');
    expect(text).toContain(`Vi tar en provision på ${COMMISSION} % av det klubbade priset`);
    expect(text).toContain('klubbas föremålet för 1 000 kr är provisionen 110 kr och du får 890 kr');
    expectOnlyConfiguredRates(text, '/allmanna-villkor');
  });

  it('the Q&A: both rates and their worked examples', async () => {
    const text = await pageText(page, '/kop-och-salj');
    expect(text).toContain(
      `En slagavgift på ${PREMIUM} % av det klubbade priset, moms ingår. Klubbas ett föremål för 1 000 kr betalar du 1 230 kr.`,
    );
    expect(text).toContain(`tar vi en provision på ${COMMISSION} % av det klubbade priset. Klubbas det för 1 000 kr får du 890 kr.`);
    expectOnlyConfiguredRates(text, '/kop-och-salj');
  });

  it('about us: both rates', async () => {
    const text = await pageText(page, '/om-oss');
    expect(text).toContain(`Köparen betalar en slagavgift på ${PREMIUM} % av det klubbade priset`);
    expect(text).toContain(`Säljs föremålet tar vi ${COMMISSION} % i provision`);
    expectOnlyConfiguredRates(text, '/om-oss');
  });

  it('the sell page: the commission, its worked example and its description', async () => {
    const text = await pageText(page, '/salj');
    expect(text).toContain(`${COMMISSION} % provision`);
    expect(text).toContain(`minus ${COMMISSION} % i provision`);
    expect(text).toMatch(new RegExp(`Provision ${COMMISSION} % −220 kr`));
    expect(text).toMatch(/Du får 1 780 kr/);
    expectOnlyConfiguredRates(text, '/salj');
    const description = plain((await page.locator('meta[name="description"]').getAttribute('content')) ?? '');
    expect(description).toContain(`${COMMISSION} % provision`);
  });

  it("a lot page: the premium in the bid panel and under 'Bra att veta'", async () => {
    const pathname = `/auktioner/${lot.id}-${lot.slug}`;
    const text = await pageText(page, pathname);
    expect(text).toContain(`Slagavgift ${PREMIUM} % tillkommer.`);
    expect(text).toContain(`Slagavgift ${PREMIUM} % av klubbat pris tillkommer, moms ingår.`);
    expectOnlyConfiguredRates(text, pathname);
  });
});

it("the bid form reckons with the configured premium: the cost line and the confirmation's terms", async () => {
  const context = await running.browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const signIn = await context.request.post(`${running.server.url}/api/auth/sign-in/email`, {
      data: { email: DEMO_BIDDERS[0]!.email, password: DEMO_PASSWORD },
      headers: { origin: running.server.url },
    });
    expect(signIn.status()).toBe(200);
    const page = await context.newPage();
    await page.goto(`${running.server.url}/auktioner/${lot.id}-${lot.slug}`);
    const panel = page.getByTestId('bid-panel');
    const amount = lot.nextMinimumBid;
    await panel.getByLabel('Ditt maxbud', { exact: true }).fill(String(amount));
    const whole = plain(wholePriceText(amount, PREMIUM, lot.shippingPrice, lot));
    await expect.poll(async () => plain((await panel.getByTestId('bid-summary').textContent()) ?? '')).toBe(whole);
    await panel.getByTestId('place-bid').click();
    const confirm = panel.getByTestId('confirm-step');
    await confirm.waitFor();
    expect(plain((await confirm.textContent()) ?? '')).toContain(whole);
    const text = plain(await confirm.innerText());
    expect(text).toContain(`Slagavgift ${PREMIUM} %`);
    expectOnlyConfiguredRates(text, 'the confirmation step');
  } finally {
    await context.close();
  }
});
