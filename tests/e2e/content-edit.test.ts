import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { keyboardDragReady, seriousViolations, shot, signedInContext } from './helpers';
import { serverWithAdmin } from './server-with-admin';

/**
 * Content edit mode in the browser: an admin turns on edit mode on /om-oss, edits a
 * heading in place, moves one block above another with the mouse and another with the keyboard,
 * pastes hostile HTML into a text, publishes, and a visitor in a second context sees the change
 * (and nothing of the paste runs); restoring version 1 and publishing brings the old text back.
 * With editing on, `?blockId=` opens /edit/{blockId}; a plain user never sees the editor nor
 * /edit/…. Axe at 1280 and 390 px in edit mode.
 */

const ADMIN = { email: 'studio.redaktor@example.se', password: 'redaktor-losen-1' };
const USER = { email: 'vanlig.besokare@example.se', password: 'besokare-losen-1', firstName: 'Vera', lastName: 'Besökare' };
const running = serverWithAdmin('empty', 'content', ADMIN, { env: { KLUBBAN_SEED_DEMO: 'false' } });
let page: Page;

/** The ids of /om-oss's top-level blocks in the order the page shows them. */
async function blockOrder(on: Page): Promise<string[]> {
  return on
    .locator('[data-edit-page] [data-block-id]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-block-id') ?? ''));
}

function block(on: Page, id: string): Locator {
  return on.locator(`[data-block-id="${id}"]`);
}

/** Waits until the editor has no change in flight and has drawn the server's answer. */
async function settled(on: Page): Promise<void> {
  await expect.poll(() => on.locator('[data-edit-page]').getAttribute('data-busy')).toBe('false');
}

beforeAll(async () => {
  ({ page } = await signedInContext(running.browser, running.server.url, ADMIN, 1280));
}, 300_000);

describe('content edit mode', () => {
  it('turns on from the header and shows every block with its outline and handle', async () => {
    await page.goto(`${running.server.url}/om-oss`);
    await page.getByTestId('edit-mode-toggle').click();
    await expect.poll(() => page.getByTestId('editor-bar').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('edit-mode-toggle').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: /^Flytta / }).count()).toBeGreaterThan(10);
    // The switch draws the page again (a router refresh): axe looks once it has settled, title and all.
    await settled(page);
    await expect.poll(() => page.title()).toContain('Om oss');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'content-edit-1280');
  });

  it('edits a heading in place at /edit/{blockId} and keeps it in the draft', async () => {
    await page.getByRole('button', { name: 'Redigera rubrik ”Studion”' }).click();
    await page.waitForURL(/\/edit\/om-oss\.studion$/);
    const form = page.getByRole('form', { name: 'Redigera rubrik' });
    await form.getByLabel('Rubrik', { exact: true }).fill('Studion på Hornsgatan');
    await form.getByRole('button', { name: 'Spara' }).click();
    await expect.poll(() => block(page, 'om-oss.studion').locator('h2').textContent()).toBe('Studion på Hornsgatan');
    expect(await page.getByTestId('editor-bar').textContent()).toContain('Utkast med ändringar');
  });

  it('moves a block above another with the mouse', async () => {
    await settled(page);
    const before = await blockOrder(page);
    expect(before.indexOf('om-oss.kontakt')).toBeGreaterThan(before.indexOf('om-oss.foretag'));
    // Both handles on screen: the target's block at the top, under the sticky bars.
    await block(page, 'om-oss.foretag').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const handle = page.getByRole('button', { name: 'Flytta rubrik ”Kontakt”' });
    const target = page.getByRole('button', { name: 'Flytta rubrik ”Företag och organisationer”' });
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    expect(from.y + from.height).toBeLessThan(900);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    // Past the 5 px activation distance, then over the target's top edge in small steps.
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 20, { steps: 5 });
    await expect.poll(() => page.locator('[data-edit-page]').getAttribute('data-dragging')).toBe('true');
    await page.mouse.move(to.x + to.width / 2, to.y - 4, { steps: 25 });
    await page.mouse.up();
    await expect
      .poll(async () => {
        const order = await blockOrder(page);
        return order.indexOf('om-oss.kontakt') === order.indexOf('om-oss.foretag') - 1;
      })
      .toBe(true);
    await expect.poll(() => page.getByTestId('editor-status').textContent()).toContain('flyttad');
  });

  it('moves a block one place up with the keyboard alone', async () => {
    await settled(page);
    const before = await blockOrder(page);
    const above = before[before.indexOf('om-oss.dodsbon') - 1];
    const handle = page.getByRole('button', { name: 'Flytta rubrik ”Dödsbon och arvskiften”' });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.locator('[data-edit-page]').getAttribute('data-dragging')).toBe('true');
    await keyboardDragReady(page);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.locator('[data-edit-page]').getAttribute('data-chosen-over')).toBe(above);
    await page.keyboard.press('Space');
    await expect
      .poll(async () => {
        const order = await blockOrder(page);
        return order.indexOf('om-oss.dodsbon') === order.indexOf(above!) - 1;
      })
      .toBe(true);
  });

  it('reduces a paste of hostile HTML to plain text that runs nothing', async () => {
    await settled(page);
    await page.getByRole('button', { name: 'Redigera text' }).last().click();
    await page.waitForURL(/\/edit\/om-oss\.kontakt-text$/);
    const form = page.getByRole('form', { name: 'Redigera text' });
    const editor = form.getByRole('textbox', { name: 'Text' });
    await editor.click();
    await editor.evaluate((element) => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<p style="color:red" onclick="window.__pwned=1">Klistrat <img src="x" onerror="window.__pwned=2"><script>window.__pwned=3</script><a href="javascript:window.__pwned=4">länk</a> slut</p><iframe src="javascript:window.__pwned=5"></iframe>',
      );
      data.setData('text/plain', 'Klistrat länk slut');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect.poll(() => editor.textContent()).toContain('Klistrat');
    await form.getByRole('button', { name: 'Spara' }).click();
    await expect.poll(() => page.locator('[data-edit-page]').textContent()).toContain('Klistrat länk slut');
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  it('adds a picture block after the contact text, through the uploader', async () => {
    await settled(page);
    // The contact text is still the open block (the paste's): its row has "Lägg till efter".
    await page.waitForURL(/\/edit\/om-oss\.kontakt-text$/);
    await block(page, 'om-oss.kontakt-text').getByRole('button', { name: 'Lägg till efter' }).click();
    await page.getByRole('group', { name: 'Lägg till block' }).getByRole('button', { name: 'Bild', exact: true }).click();
    const form = page.getByRole('form', { name: 'Redigera bild' });
    await expect.poll(() => form.isVisible()).toBe(true);
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 170, b: 120 } } })
      .jpeg()
      .toBuffer();
    await form.locator('input[type="file"]').setInputFiles({ name: 'studion.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect.poll(() => form.locator('img[src^="/api/uploads/"]').count(), { timeout: 30_000 }).toBe(1);
    await form.getByLabel('Beskrivning för skärmläsare').fill('Studion på Hornsgatan en vardagsmorgon');
    await form.getByRole('button', { name: 'Spara' }).click();
    await expect.poll(() => page.locator('[data-edit-page] img[alt="Studion på Hornsgatan en vardagsmorgon"]').count()).toBe(1);
  });

  it('publishes, and a visitor in another context sees the change and nothing of the paste runs', async () => {
    await settled(page);
    await page.getByRole('button', { name: 'Publicera' }).click();
    await expect.poll(() => page.getByTestId('editor-status').textContent()).toContain('Publicerad som version 2');

    const visitor = await running.browser.newContext({ viewport: { width: 390, height: 844 } });
    const visitorPage = await visitor.newPage();
    const main = visitorPage.locator('main');
    // Information pages are kept a second in the page cache (server/microcache.ts) as well.
    await expect
      .poll(async () => {
        await visitorPage.goto(`${running.server.url}/om-oss`);
        return main.getByRole('heading', { name: 'Studion på Hornsgatan' }).count();
      })
      .toBe(1);
    const headings = await main.getByRole('heading').allTextContents();
    expect(headings.indexOf('Kontakt')).toBe(headings.indexOf('Företag och organisationer') - 1);
    const text = (await main.textContent()) ?? '';
    // The keyboard's move: "Dödsbon och arvskiften" now comes before the collaborations' opening text.
    expect(text.indexOf('Dödsbon och arvskiften')).toBeLessThan(text.indexOf('Vi arbetar gärna med dem'));
    expect(await main.textContent()).toContain('Klistrat länk slut');
    const html = await main.innerHTML();
    // (next/image sets style="color:transparent" on its own img: the paste's colour is red.)
    expect(html).not.toMatch(/<script|<iframe|src="x"|onerror|onclick|javascript:|color:\s*red/i);
    expect(await visitorPage.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await visitorPage.getByTestId('editor-bar').count()).toBe(0);
    // The picture was copied from the admin's private upload to a public key when it was published.
    const picture = main.getByRole('img', { name: 'Studion på Hornsgatan en vardagsmorgon' });
    expect(decodeURIComponent((await picture.getAttribute('src')) ?? '')).toContain('/media/content/');
    await picture.scrollIntoViewIfNeeded(); // next/image loads lazily
    await expect.poll(() => picture.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await visitor.close();
  });

  it('restores version 1 as the draft; published again, the old text is back for visitors', async () => {
    await page.getByRole('button', { name: 'Versioner' }).click();
    const panel = page.getByTestId('versions-panel');
    await expect.poll(() => panel.getByRole('listitem').count()).toBe(2);
    await panel.getByRole('button', { name: 'Återställ version 1' }).click();
    await expect.poll(() => block(page, 'om-oss.studion').locator('h2').textContent()).toBe('Studion');
    await settled(page);
    await page.getByRole('button', { name: 'Publicera' }).click();
    await expect.poll(() => page.getByTestId('editor-status').textContent()).toContain('Publicerad som version 3');

    const visitor = await running.browser.newContext();
    const visitorPage = await visitor.newPage();
    await expect
      .poll(async () => {
        await visitorPage.goto(`${running.server.url}/om-oss`);
        return visitorPage.locator('main').getByRole('heading', { name: 'Studion', exact: true }).count();
      })
      .toBe(1);
    expect(await visitorPage.locator('main').textContent()).not.toContain('Klistrat');
    await visitor.close();
  });

  it('edits the home page’s hero, past the page cache, and a visitor sees it once published', async () => {
    await page.goto(`${running.server.url}/`);
    await expect.poll(() => page.getByTestId('editor-bar').isVisible()).toBe(true);
    await page.getByRole('button', { name: /^Redigera startbild ”Konst och design/ }).click();
    await page.waitForURL(/\/edit\/start\.veckans-auktion$/);
    const form = page.getByRole('form', { name: 'Redigera startbild' });
    await form.getByLabel('Rubrik', { exact: true }).fill('Design och konst under klubban varje söndag.');
    await form.getByRole('button', { name: 'Spara' }).click();
    await settled(page);
    await page.getByRole('button', { name: 'Publicera' }).click();
    await expect.poll(() => page.getByTestId('editor-status').textContent()).toContain('Publicerad som version 2');
    const visitor = await running.browser.newContext();
    const visitorPage = await visitor.newPage();
    // The home page is kept a second in the page cache (server/microcache.ts): the new text follows within it.
    await expect
      .poll(async () => {
        await visitorPage.goto(`${running.server.url}/`);
        return visitorPage.getByRole('heading', { level: 1 }).textContent();
      })
      .toBe('Design och konst under klubban varje söndag.');
    await visitor.close();
  });

  it('opens /edit/{blockId} for ?blockId= while editing is on (spec §2)', async () => {
    await page.goto(`${running.server.url}/om-oss?blockId=om-oss.kontakt`);
    await page.waitForURL(/\/edit\/om-oss\.kontakt$/);
    await expect.poll(() => page.getByRole('form', { name: 'Redigera rubrik' }).isVisible()).toBe(true);
  });

  it('is clean for axe on a phone in edit mode', async () => {
    const phone = await signedInContext(running.browser, running.server.url, ADMIN, 390, { mobile: true });
    await phone.context.addCookies([{ name: 'klubban-redigera', value: '1', url: running.server.url }]);
    await phone.page.goto(`${running.server.url}/om-oss`);
    await expect.poll(() => phone.page.getByTestId('editor-bar').isVisible()).toBe(true);
    expect(await seriousViolations(phone.page)).toEqual([]);
    await shot(phone.page, 'content-edit-390');
    await phone.context.close();
  });

  it('never shows a user the editor, the switch or /edit/…, even with the cookie set', async () => {
    const context = await running.browser.newContext();
    const signedUp = await context.request.post(`${running.server.url}/api/account/sign-up`, {
      headers: { origin: running.server.url },
      data: { data: { ...USER, confirmPassword: USER.password, phone: '070-765 43 21', acceptTerms: true, newsletter: false } },
    });
    expect(signedUp.status()).toBe(200);
    await context.addCookies([{ name: 'klubban-redigera', value: '1', url: running.server.url }]);
    const userPage = await context.newPage();
    await userPage.goto(`${running.server.url}/om-oss`);
    expect(await userPage.locator('main').getByRole('heading', { name: 'Om oss och samarbeten' }).count()).toBe(1);
    expect(await userPage.getByTestId('editor-bar').count()).toBe(0);
    expect(await userPage.getByTestId('edit-mode-toggle').count()).toBe(0);
    const answer = await userPage.goto(`${running.server.url}/edit/om-oss.studion`);
    expect(answer?.status()).toBe(404);
    expect(await userPage.getByTestId('editor-bar').count()).toBe(0);
    await context.close();
  });
});
