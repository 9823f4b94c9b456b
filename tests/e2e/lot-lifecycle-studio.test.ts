import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hydrated, seriousViolations, shot, signedInContext } from './helpers';
import { serverWithAdmin } from './server-with-admin';
import { must, uploadPhoto } from './studio-api';

/**
 * One object's whole life in the studio's hands, on the demo catalogue, at 390 and 1280 px:
 * a valuation's item checked and corrected in the step that makes its lot (the seller's category
 * and pickup-only shown and changed before publishing); the lot page's price words (utrop is the
 * estimate, startpris the lowest first bid, docs/glossary.md); a rehearsal lot made in the form,
 * invisible on /auktioner and to a signed-out visitor, marked everywhere, ended at once
 * (docs/decisions/0033); and the console's front page counting the open lots as the site does
 * (docs/decisions/0034). Axe finds no serious violation on any page shown.
 */

const ADMIN = { email: 'livscykel.chef@example.se', password: 'admin-livscykel-1' };
const SELLER = { email: 'olof.holm@demo.klubban.se', password: 'klubban-demo' };
const TITLE = 'Golvlampa i mässing, Falkenbergs belysning';

const running = serverWithAdmin('demo', 'lot-lifecycle', ADMIN);

const signedIn = (who: { email: string; password: string }, width: number) =>
  signedInContext(running.browser, running.server.url, who, width, { mobile: width < 768 });

async function visitor(width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await running.browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 } });
  return { context, page: await context.newPage() };
}

async function noSerious(page: Page, label: string) {
  expect((await seriousViolations(page)).map((violation) => `${label}: ${violation}`)).toEqual([]);
}

/** The seller's request, answered, agreed to and made an item by the studio: the item's id. */
async function valuationItem(admin: BrowserContext, seller: BrowserContext): Promise<number> {
  const key = await uploadPhoto(running.server.url, seller.request);
  const submitted = await must(running.server.url, seller.request, {
    action: 'SUBMIT_VALUATION_REQUEST',
    title: TITLE,
    description: 'Golvlampa från 1960-talet, fungerar.',
    category: 'OVRIGT',
    condition: 'Små bruksspår på foten.',
    dimensions: 'H 150 cm',
    handover: 'dropoff',
    images: [key],
  });
  const valuationId = submitted.valuation.id as number;
  await must(running.server.url, admin.request, {
    action: 'ANSWER_VALUATION_REQUEST',
    valuationId,
    decision: 'accept',
    estimateLow: 1200,
    estimateHigh: 1800,
    startPrice: 800,
  });
  await must(running.server.url, seller.request, { action: 'SET_VALUATION_STATUS', valuationId, status: 'waiting' });
  return (await must(running.server.url, admin.request, { action: 'CREATE_ITEM_FROM_VALUATION', valuationId })).item.id as number;
}

let lotPathOfItem = '';

describe("a valuation's item becomes a lot with its fields in view", () => {
  it('shows the seller’s category, text and pickup-only in the form (390 px), saves the studio’s corrections with the lot (1280 px)', async () => {
    const phone = await signedIn(ADMIN, 390);
    const seller = await signedIn(SELLER, 390);
    const itemId = await valuationItem(phone.context, seller.context);
    await seller.context.close();

    await phone.page.goto(`${running.server.url}/admin/auktioner/ny?item=${itemId}`);
    await hydrated(phone.page);
    const form = phone.page.locator('form');
    expect(await form.getByLabel('Titel', { exact: true }).inputValue()).toBe(TITLE);
    expect(await form.getByLabel('Kategori').inputValue()).toBe('OVRIGT');
    expect(await form.getByLabel('Beskrivning').inputValue()).toBe('Golvlampa från 1960-talet, fungerar.');
    expect(await form.getByLabel('Skick', { exact: true }).inputValue()).toBe('Små bruksspår på foten.');
    expect(await form.getByLabel('Mått', { exact: true }).inputValue()).toBe('H 150 cm');
    expect(await form.getByLabel(/Endast avhämtning/).isChecked()).toBe(true);
    expect(await form.getByLabel('Startpris (kr)').inputValue()).toBe('800');
    expect(await form.getByLabel('Utrop från (kr)').inputValue()).toBe('1200');
    await shot(phone.page, 'lot-lifecycle-ny-fran-foremal-390');
    await noSerious(phone.page, 'ny auktion av föremål 390');
    await phone.context.close();

    const desk = await signedIn(ADMIN, 1280);
    await desk.page.goto(`${running.server.url}/admin/auktioner/ny?item=${itemId}`);
    await hydrated(desk.page);
    await desk.page.getByLabel('Kategori').selectOption({ label: 'Belysning' });
    await desk.page.getByLabel(/Endast avhämtning/).uncheck();
    await desk.page.getByLabel('Frakt (kr)').fill('249');
    await desk.page.getByLabel('Titel').fill(`${TITLE}, 1960-tal`);
    await shot(desk.page, 'lot-lifecycle-ny-fran-foremal-1280');
    await noSerious(desk.page, 'ny auktion av föremål 1280');
    await desk.page.getByRole('button', { name: 'Spara och publicera' }).click();
    await desk.page.waitForURL(/\/admin\/auktioner\/\d+$/);
    const lotLink = desk.page.getByRole('link', { name: 'Visa auktionssidan' });
    await lotLink.waitFor();
    lotPathOfItem = (await lotLink.getAttribute('href'))!;
    expect(lotPathOfItem).toMatch(/^\/auktioner\/\d+-golvlampa-i-massing-falkenbergs-belysning-1960-tal$/);
    await desk.context.close();

    // The visitor's lot page is the item as the studio left it.
    const { context, page } = await visitor(1280);
    await page.goto(`${running.server.url}${lotPathOfItem}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`${TITLE}, 1960-tal`);
    expect(await page.getByRole('navigation', { name: 'Brödsmulor' }).textContent()).toContain('Belysning');
    expect((await page.getByTestId('shipping-terms').textContent())!.replace(/\s/g, ' ')).toContain('Frakt: 249 kr');
    await context.close();
  });
});

describe('the lot page names each price one way', () => {
  it('calls the estimate "Utrop" and the lowest first bid "Startpris", never "Utropspris" (390 and 1280 px)', async () => {
    for (const width of [390, 1280]) {
      const { context, page } = await visitor(width);
      await page.goto(`${running.server.url}${lotPathOfItem}`);
      const nbsp = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
      expect(nbsp(await page.getByTestId('estimate').textContent())).toBe('Utrop 1 200–1 800 kr');
      // innerText is what the eye reads (the panel's label is set in capitals by CSS).
      const body = await page.locator('main').innerText();
      expect(body).toMatch(/startpris/i);
      expect(body).not.toMatch(/utropspris/i);
      await context.close();
    }
  });
});

describe('a rehearsal lot ("Provauktion")', () => {
  let lotId = 0;
  let secretLink = '';
  const title = `Provauktion kaffekanna ${Date.now().toString(36)}`;

  it('is made in the form with its own end minutes away, the minimum stated, and marked (1280 px)', async () => {
    const { context, page } = await signedIn(ADMIN, 1280);
    await page.goto(`${running.server.url}/admin/auktioner/ny`);
    await hydrated(page);
    // A real lot's own end: the minimum is said beside the field and set as its min.
    await page.getByRole('radio', { name: 'Egen sluttid (svensk tid)' }).check();
    const end = page.getByLabel('Sluttid', { exact: true });
    expect(await page.getByText('Minst en timme fram i tiden.').isVisible()).toBe(true);
    const realMin = await end.getAttribute('min');
    expect(realMin).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);

    await page.getByLabel(/^Provauktion/).check();
    expect(await page.getByTestId('rehearsal-mark').textContent()).toBe('Provauktion – syns inte för kunder');
    expect(await page.getByText('Provauktion: minst en minut fram i tiden.').isVisible()).toBe(true);
    expect((await end.getAttribute('min'))! < realMin!).toBe(true);
    // Its own end: the Sunday sale is not offered.
    expect(await page.getByRole('radio', { name: /söndagsauktion/i }).count()).toBe(0);

    await page.getByLabel('Titel').fill(title);
    await page.getByLabel('Kategori').selectOption({ label: 'Glas, porslin & dukning' });
    await page.getByLabel('Beskrivning').fill('Bara för att prova flödet.');
    await page.getByLabel('Utrop från (kr)').fill('300');
    await page.getByLabel('Utrop till (kr)').fill('500');
    await page.getByLabel('Startpris (kr)').fill('100');
    const photo = await sharp({ create: { width: 900, height: 900, channels: 3, background: { r: 90, g: 60, b: 40 } } })
      .jpeg()
      .toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: 'kanna.jpg', mimeType: 'image/jpeg', buffer: photo });
    const publish = page.getByRole('button', { name: 'Spara och publicera' });
    await expect.poll(() => publish.isEnabled(), { timeout: 30_000 }).toBe(true);
    await shot(page, 'lot-lifecycle-provauktion-form-1280');
    await noSerious(page, 'ny provauktion 1280');
    await publish.click();
    await page.waitForURL(/\/admin\/auktioner\/\d+$/);
    lotId = Number(/\/(\d+)$/.exec(page.url())![1]);
    expect(await page.getByTestId('rehearsal-mark').first().textContent()).toContain('Provauktion – syns inte för kunder');
    const link = page.getByRole('link', { name: 'Visa auktionssidan (hemlig länk)' });
    secretLink = (await link.getAttribute('href'))!;
    expect(secretLink).toMatch(new RegExp(`^/auktioner/${lotId}-[a-z0-9-]+\\?provlank=[A-Za-z0-9_-]{24}$`));
    expect(await page.getByRole('button', { name: 'Avsluta nu' }).isVisible()).toBe(true);
    await noSerious(page, 'provauktion i konsolen 1280');
    // The console's list marks it too.
    await page.goto(`${running.server.url}/admin/auktioner?status=live`);
    expect(await page.locator(`li[data-lot-id="${lotId}"]`).getByTestId('rehearsal-mark').textContent()).toBe(
      'Provauktion – syns inte för kunder',
    );
    await context.close();
  });

  it('is not on /auktioner, in search or at its address for a signed-out visitor, only at its secret link (390 and 1280 px)', async () => {
    for (const width of [390, 1280]) {
      const { context, page } = await visitor(width);
      // It ends in minutes: were it listed, it would be the first card of the list (ending soonest).
      await page.goto(`${running.server.url}/auktioner`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.locator(`a[href^="/auktioner/${lotId}-"]`).count()).toBe(0);
      await page.goto(`${running.server.url}/auktioner?search=kaffekanna`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.locator(`a[href^="/auktioner/${lotId}-"]`).count()).toBe(0);
      const plain = await page.goto(`${running.server.url}${secretLink.split('?')[0]}`);
      expect(plain!.status()).toBe(404);
      const wrong = await page.goto(`${running.server.url}${secretLink.replace(/provlank=.{4}/, 'provlank=AAAA')}`);
      expect(wrong!.status()).toBe(404);
      const api = await context.request.get(`${running.server.url}/api/auctions/${lotId}`);
      expect(api.status()).toBe(404);

      const linked = await page.goto(`${running.server.url}${secretLink}`);
      expect(linked!.status()).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      expect(await page.getByTestId('rehearsal-mark').textContent()).toContain('Provauktion – syns inte för kunder');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
      await shot(page, `lot-lifecycle-provauktion-sida-${width}`);
      await noSerious(page, `provauktionens sida ${width}`);
      await context.close();
    }
  });

  it('opens at its address for an admin, who is taken to the link; the dashboard names it apart (390 px)', async () => {
    const { context, page } = await signedIn(ADMIN, 390);
    await page.goto(`${running.server.url}${secretLink.split('?')[0]}`);
    await page.waitForURL((url) => url.search.startsWith('?provlank='));
    expect(await page.getByTestId('rehearsal-mark').isVisible()).toBe(true);
    await page.goto(`${running.server.url}/admin`);
    expect(await page.getByTestId('open-rehearsals').textContent()).toContain('1 provauktion pågår');
    await context.close();
  });

  it('ends at once with "Avsluta nu", as unsold, while nobody has bid (390 px)', async () => {
    const { context, page } = await signedIn(ADMIN, 390);
    await page.goto(`${running.server.url}/admin/auktioner/${lotId}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Avsluta nu' }).click();
    const confirm = page.getByRole('group', { name: 'Bekräfta avslut' });
    expect(await confirm.textContent()).toContain('Den har inga bud och avslutas osåld direkt.');
    await shot(page, 'lot-lifecycle-avsluta-nu-390');
    await noSerious(page, 'avsluta nu 390');
    await confirm.getByRole('button', { name: 'Ja, avsluta' }).click();
    await expect.poll(() => page.getByText(/Slutade .* · Inga bud · Osåld/).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Avsluta nu' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Lägg upp igen' }).count()).toBe(0);
    expect(await page.getByTestId('rehearsal-mark').first().isVisible()).toBe(true);
    await context.close();
  });
});

describe("the console's front page agrees with the site", () => {
  it('counts the open lots as /auktioner does and names the next close (390 and 1280 px)', async () => {
    const publicList = (await (await fetch(`${running.server.url}/api/auctions?pageSize=1`)).json()) as { total: number };
    expect(publicList.total).toBeGreaterThan(0);
    for (const width of [390, 1280]) {
      const { context, page } = await signedIn(ADMIN, width);
      await page.goto(`${running.server.url}/admin`);
      const line = (await page.getByTestId('open-lots').textContent())!.replace(/\s/g, ' ');
      expect(line).toMatch(
        /^[\d ]+ pågår( · [\d ]+ schemalagda)? · nästa stängning (mån|tis|ons|tors|fre|lör|sön) \d{1,2} \w+ kl\. \d\d:\d\d/,
      );
      expect(Number(line.split(' pågår')[0]!.replace(/ /g, ''))).toBe(publicList.total);
      expect(await page.locator('main').innerText()).not.toMatch(/Inga auktioner stänger den här veckan|Veckans auktioner har stängt/);
      await shot(page, `lot-lifecycle-oversikt-${width}`);
      await noSerious(page, `översikt ${width}`);
      await context.close();
    }
  });
});
