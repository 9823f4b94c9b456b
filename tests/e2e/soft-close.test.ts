import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { endTimeText, extensionNotice } from '@/modules/auctions';
import type { AuctionView } from '@/modules/auctions/queries/get-auction';
import { lotPath } from '@/modules/catalog';
import { hydrated, seriousViolations, shot } from './helpers';
import { serverWithAdmin } from './server-with-admin';
import { must, uploadPhoto } from './studio-api';

/**
 * Bidding into the soft close, in two browsers (docs/product.md §1 "Soft close"): the studio publishes a
 * lot that ends in 90 seconds; Anna (1280 px) and Erik (390 px) have its page open. Anna's bid moves
 * the end: on both pages the end is written anew to the second, marked "Förlängd", and said once in
 * the live region ("Förlängd med … Slutar hh:mm:ss."). Erik outbids her at once: her panel says
 * "Du har blivit överbjuden", and her toast, which said "Du leder!" a moment ago, says so too —
 * the latest state wins. Her "Mina bud" row and Erik's closing board mark the lot extended, with the
 * end to the second. Axe on each page.
 *
 * The lot is made through the studio's own actions (an end 90 s away, a start an hour before it),
 * so this runs on the embedded database as well as on PostgreSQL.
 */

const ADMIN = { email: 'studio.slutspurt@example.se', password: 'admin-slut-123' };
const ANNA = { email: 'anna.slutspurt@example.se', password: 'anna-losen-1', firstName: 'Anna', lastName: 'Andersson' };
const ERIK = { email: 'erik.slutspurt@example.se', password: 'erik-losen-1', firstName: 'Erik', lastName: 'Eriksson' };
const running = serverWithAdmin('empty', 'soft-close', ADMIN);

let lot: AuctionView;
let anna: BrowserContext;
let erik: BrowserContext;

const plain = (text: string | null) =>
  (text ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

async function signedUp(who: typeof ANNA, width: number): Promise<BrowserContext> {
  const mobile = width < 600;
  const context = await running.browser.newContext({ viewport: { width, height: mobile ? 844 : 900 }, isMobile: mobile, hasTouch: mobile });
  const answer = await context.request.post(`${running.server.url}/api/account/sign-up`, {
    headers: { origin: running.server.url },
    data: { data: { ...who, confirmPassword: who.password, phone: '070-123 45 67', acceptTerms: true, newsletter: false } },
  });
  expect(answer.status(), who.email).toBe(200);
  return context;
}

const view = async () => (await (await fetch(`${running.server.url}/api/auctions/${lot.id}`)).json()) as AuctionView;

async function openLot(page: Page) {
  const connected = page.waitForResponse((response) => response.url().includes(`/api/events?auction=${lot.id}`));
  await page.goto(`${running.server.url}${lotPath(lot)}`);
  await connected;
  await page.getByTestId('bid-panel').waitFor();
  await hydrated(page);
}

const panel = (page: Page) => page.getByTestId('bid-panel');
const endsAt = (page: Page) => panel(page).getByTestId('ends-at');
const toasts = (page: Page) => page.locator('[data-sonner-toast]');

beforeAll(async () => {
  const admin = await running.browser.newContext();
  const signIn = await admin.request.post(`${running.server.url}/api/auth/sign-in/email`, {
    data: ADMIN,
    headers: { origin: running.server.url },
  });
  expect(signIn.ok()).toBe(true);
  [anna, erik] = await Promise.all([signedUp(ANNA, 1280), signedUp(ERIK, 390)]);
  const image = await uploadPhoto(running.server.url, admin.request);
  const now = Date.now();
  const created = await must(running.server.url, admin.request, {
    action: 'CREATE_AUCTION_WITH_ITEM',
    item: {
      title: 'Golvlampa, Bergboms',
      description: 'Golvlampa i mässing från Bergboms.',
      category: 'BELYSNING',
      images: [image],
      estimateLow: 1500,
      estimateHigh: 2500,
    },
    auction: {
      startPrice: 1000,
      startsAt: new Date(now - 61 * 60_000).toISOString(),
      // The evening's close has come: 90 seconds left, inside the two minutes of soft close once bid on.
      endsAt: new Date(now + 90_000).toISOString(),
    },
  });
  expect((await must(running.server.url, admin.request, { action: 'PUBLISH_AUCTION', auctionId: created.auction.id })).auction.status).toBe(
    'live',
  );
  await admin.close();
  lot = (await (await fetch(`${running.server.url}/api/auctions/${created.auction.id}`)).json()) as AuctionView;
}, 120_000);

describe('the soft close on the lot page', () => {
  it('shows each extension live on both pages, and Anna’s toast gives way to the outbid her panel shows', async () => {
    const a = await anna.newPage();
    const b = await erik.newPage();
    await Promise.all([openLot(a), openLot(b)]);
    expect(Date.parse(lot.endsAt) - Date.now()).toBeLessThan(90_000);
    for (const page of [a, b]) {
      expect(await endsAt(page).getAttribute('datetime')).toBe(lot.endsAt);
      // Not extended yet: to the minute, no mark, nothing said.
      expect(plain(await endsAt(page).textContent())).toBe(plain(endTimeText(lot)));
      expect(plain(await endsAt(page).textContent())).toMatch(/ \d{2}:\d{2}$/);
      expect(await panel(page).getByTestId('lot-extended').count()).toBe(0);
      expect(await panel(page).getByTestId('extension-notice').textContent()).toBe('');
    }

    // Anna bids the lowest bid through the form.
    await panel(a).getByTestId('place-bid').click();
    await panel(a).locator('[data-testid="confirm-step"][data-armed="true"]').waitFor();
    await panel(a).getByTestId('confirm-bid').click();
    const leads = toasts(a).filter({ hasText: 'Du leder!' });
    await leads.waitFor();
    // Held open (sonner pauses while the pointer is over its toasts), so what follows is seen on it.
    await leads.hover();

    await expect.poll(async () => (await view()).bidCount).toBe(1);
    const first = await view();
    expect(Date.parse(first.endsAt)).toBeGreaterThan(Date.parse(lot.endsAt));
    expect(first.originalEndsAt).toBe(lot.endsAt);
    for (const page of [a, b]) {
      await expect.poll(() => endsAt(page).getAttribute('datetime'), { timeout: 5_000 }).toBe(first.endsAt);
      // The end written anew, to the second (the move is seconds, not minutes), and marked.
      expect(plain(await endsAt(page).textContent())).toBe(plain(endTimeText(first)));
      expect(plain(await endsAt(page).textContent())).toMatch(/ \d{2}:\d{2}:\d{2}$/);
      expect(plain(await panel(page).getByTestId('lot-extended').textContent())).toBe('Förlängd');
      // Said once, with how much and until when.
      expect(await panel(page).getByTestId('extension-notice').textContent()).toBe(extensionNotice(lot.endsAt, first.endsAt));
    }
    await expect.poll(() => panel(a).getByTestId('your-state').innerText().then(plain)).toContain('Du leder');

    // Erik answers at once with a higher maximum, from his own session.
    const answer = await erik.request.post(`${running.server.url}/api/functions/connector`, {
      headers: { origin: running.server.url },
      data: { data: { action: 'BID_ON_AUCTION', auctionId: lot.id, amount: first.nextMinimumBid + 500 } },
    });
    expect(answer.status()).toBe(200);
    expect((await answer.json()).result.youLead).toBe(true);

    // Anna's panel says she is outbid, and her toast no longer says she leads: it says what the panel says.
    await expect
      .poll(() => panel(a).getByTestId('your-state').innerText().then(plain), { timeout: 5_000 })
      .toContain('Du har blivit överbjuden');
    await expect.poll(() => toasts(a).filter({ hasText: 'Du leder!' }).count(), { timeout: 5_000 }).toBe(0);
    expect(await toasts(a).filter({ hasText: 'Du har blivit överbjuden' }).count()).toBe(1);
    await shot(a, 'soft-close-outbid-toast-1280');

    // Erik's bid came later still: the end moved again, and both pages follow it.
    const second = await view();
    expect(Date.parse(second.endsAt)).toBeGreaterThanOrEqual(Date.parse(first.endsAt));
    for (const page of [a, b]) {
      await expect.poll(() => endsAt(page).getAttribute('datetime'), { timeout: 5_000 }).toBe(second.endsAt);
      expect(plain(await endsAt(page).textContent())).toBe(plain(endTimeText(second)));
    }
    await a.mouse.move(0, 0);

    expect(await seriousViolations(b)).toEqual([]);
    await shot(b, 'soft-close-extended-390');
    expect(await seriousViolations(a)).toEqual([]);
    await shot(a, 'soft-close-extended-1280');

    // Her "Mina bud" list marks the lot extended, with the end to the second.
    const account = await anna.newPage();
    await account.goto(`${running.server.url}/user#mina-bud`);
    const row = account.getByTestId('my-bids').locator('li').filter({ hasText: lot.title });
    expect(plain(await row.getByTestId('row-extended').textContent())).toBe('Förlängd');
    expect(plain(await row.getByTestId('row-ends-at').textContent())).toBe(plain(endTimeText(second)));
    expect(await seriousViolations(account)).toEqual([]);
    await shot(account, 'soft-close-mina-bud-1280');
    await account.setViewportSize({ width: 390, height: 844 });
    await shot(account, 'soft-close-mina-bud-390');

    // Erik's closing board: the same end to the second and the same mark.
    const board = await erik.newPage();
    await board.goto(`${running.server.url}/slutspurt`);
    const boardRow = board.locator(`[data-testid="board-row"][data-lot-id="${lot.id}"]`);
    expect(plain(await boardRow.getByTestId('board-extended').textContent())).toBe('Förlängd');
    expect(plain(await boardRow.textContent())).toContain(plain(endTimeText(second)));
    expect(await seriousViolations(board)).toEqual([]);
    await shot(board, 'soft-close-slutspurt-390');
    await board.setViewportSize({ width: 1280, height: 900 });
    await shot(board, 'soft-close-slutspurt-1280');
    await Promise.all([a.close(), b.close(), account.close(), board.close()]);
  });
});
