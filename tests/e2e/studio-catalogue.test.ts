import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers';
import { serverWithAdmin } from './server-with-admin';

/**
 * The studio's catalogue in the browser: the console's lot list by status, the new-lot form's
 * checks, editing a demo lot (title and prices before the first bid; prices locked after it), the
 * lot page's shipping row and the seller's "Mina försäljningar" — with axe on every page, at the
 * phone and desktop widths. (Creating a lot with photos needs the uploads module's tus endpoint.)
 */

const ADMIN = { email: 'studio.chef@example.se', password: 'admin-losen-1' };
const SELLER = { email: 'studio@demo.klubban.se', password: 'klubban-demo' };

const running = serverWithAdmin('demo', 'studio', ADMIN, { env: { KLUBBAN_SEED_DEMO: '' } });

async function signedIn(who: { email: string; password: string }, width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await running.browser.newContext({ viewport: { width, height: 900 } });
  const answer = await context.request.post(`${running.server.url}/api/auth/sign-in/email`, {
    data: who,
    headers: { origin: running.server.url },
  });
  expect(answer.ok()).toBe(true);
  return { context, page: await context.newPage() };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several actions
async function action(context: BrowserContext, data: Record<string, unknown>): Promise<any> {
  const response = await context.request.post(`${running.server.url}/api/functions/connector`, {
    data: { data },
    headers: { origin: running.server.url },
  });
  return response.json();
}

/** A full-page screenshot into $E2E_SHOTS, when it is set. */
async function shot(page: Page, name: string) {
  if (!process.env.E2E_SHOTS) return;
  mkdirSync(process.env.E2E_SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(process.env.E2E_SHOTS, `${name}.png`), fullPage: true });
}

async function serious(page: Page, label: string): Promise<string[]> {
  return (await seriousViolations(page)).map((violation) => `${label} ${violation}`);
}

describe('the studio catalogue in the browser', () => {
  it('lists lots by status, checks the new-lot form and passes axe at 390 and 1280 px', async () => {
    const found: string[] = [];
    for (const width of [390, 1280]) {
      const { context, page } = await signedIn(ADMIN, width);
      await page.goto(`${running.server.url}/admin/auktioner?status=live`);
      await expect.poll(() => page.locator('[data-testid="admin-auctions"] > li').count()).toBeGreaterThan(5);
      expect(await page.getByRole('link', { name: /Pågående/ }).getAttribute('aria-current')).toBe('page');
      found.push(...(await serious(page, `${width} list`)));
      await shot(page, `admin-auktioner-${width}`);

      await page.goto(`${running.server.url}/admin/auktioner/ny`);
      await page.getByLabel('Titel').fill('Vas av Gunnar Nylund');
      await page.getByLabel('Kategori').selectOption('VASER_KRUKOR');
      await page.getByLabel('Utrop från (kr)').fill('1 000');
      await page.getByLabel('Utrop till (kr)').fill('1 500');
      await page.getByLabel('Startpris (kr)').fill('600');
      await page.getByLabel('Reservationspris (kr)').fill('500');
      await page.getByText(/Nästa söndagsauktion \(sön \d+ [a-z]+, klubbslag från 19:00\)/).waitFor();
      await shot(page, `admin-auktion-ny-${width}`);
      await page.getByRole('button', { name: 'Spara utkast' }).click();
      await page.getByText('Lägg till minst en bild.').waitFor();
      found.push(...(await serious(page, `${width} ny`)));
      await context.close();
    }
    expect(found).toEqual([]);
  });

  it('edits a lot before the first bid and locks its prices after it', async () => {
    const { context, page } = await signedIn(ADMIN, 1280);
    const live = (await action(context, { action: 'LIST_ADMIN_AUCTIONS', status: 'live' })).result.auctions as {
      id: number;
      bidCount: number;
      title: string;
    }[];
    const fresh = live.find((lot) => lot.bidCount === 0)!;
    const bidOn = live.find((lot) => lot.bidCount > 0)!;

    await page.goto(`${running.server.url}/admin/auktioner/${fresh.id}`);
    await page.getByLabel('Titel').fill(`${fresh.title} (ny titel)`);
    await page.getByLabel('Startpris (kr)').fill('2 340');
    await page.getByRole('button', { name: 'Spara ändringar' }).click();
    await page.getByText('Ändringarna är sparade.').waitFor();
    const lot = await (await fetch(`${running.server.url}/api/auctions/${fresh.id}`)).json();
    expect(lot).toMatchObject({ title: `${fresh.title} (ny titel)`, startPrice: 2340 });
    expect(lot.shippingPrice === null || Number.isInteger(lot.shippingPrice)).toBe(true);

    await page.goto(`${running.server.url}/admin/auktioner/${bidOn.id}`);
    await page.getByText(/Priserna och utropet kan inte ändras efter\s+första budet/).waitFor();
    expect(await page.getByLabel('Startpris (kr)').isDisabled()).toBe(true);
    expect(await serious(page, '1280 edit')).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await serious(page, '390 edit')).toEqual([]);
    await shot(page, 'admin-auktion-redigera-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'admin-auktion-redigera-1280');

    // The lot page states shipping beside the end time.
    await page.goto(`${running.server.url}/auktioner/${fresh.id}`);
    const shipping = await page.getByTestId('shipping').innerText();
    expect(lot.shippingPrice === null ? shipping : shipping.replace(/\s/g, ' ')).toBe(
      lot.shippingPrice === null ? 'Endast avhämtning' : `${lot.shippingPrice} kr`,
    );
    await context.close();
  });

  it("shows the seller's lots under Mina försäljningar", async () => {
    for (const width of [390, 1280]) {
      const { context, page } = await signedIn(SELLER, width);
      await page.goto(`${running.server.url}/user`);
      await page.getByRole('heading', { name: 'Mina försäljningar' }).waitFor();
      expect(await page.locator('[data-testid="sale-row"]').count()).toBeGreaterThan(5);
      expect(await serious(page, `${width} user`)).toEqual([]);
      await context.close();
    }
  });
});
