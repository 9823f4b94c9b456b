import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations, signedInContext } from './helpers';
import { serverWithAdmin } from './server-with-admin';

/**
 * The console's front page on the demo catalogue: this week's figures, a live
 * countdown to the first close, every figure a link to its list, a navigation that works on a
 * phone, and axe at 390 and 1280 px.
 */

const ADMIN = { email: 'oversikt.chef@example.se', password: 'admin-oversikt-1' };

const running = serverWithAdmin('demo', 'dashboard', ADMIN);

const signedIn = (width: number) => signedInContext(running.browser, running.server.url, ADMIN, width, { mobile: width < 768 });

const figure = (page: Page, label: string) => page.locator(`a[data-figure="${label}"]`);

describe("the console's dashboard", () => {
  it("shows this week's sale with a live countdown, and passes axe at 390 and 1280 px", async () => {
    for (const width of [390, 1280]) {
      const { context, page } = await signedIn(width);
      await page.goto(`${running.server.url}/admin`);
      await page.getByRole('heading', { name: 'Översikt', level: 1 }).waitFor();
      // The demo's open lots close this week or next; either way the figures are numbers, never blanks.
      for (const label of ['Auktioner', 'Bud', 'Klubbat hittills', 'Utan bud', 'Obetalda ordrar', 'Misslyckade jobb']) {
        expect(await figure(page, label).innerText(), label).toMatch(/\d/);
      }
      const timer = page.getByRole('timer');
      if ((await timer.count()) > 0) {
        const first = await timer.innerText();
        await expect.poll(() => timer.innerText(), { timeout: 5_000 }).not.toBe(first);
      }
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });

  it('links each figure to its list, and the phone menu reaches every section', async () => {
    const { context, page } = await signedIn(390);
    await page.goto(`${running.server.url}/admin`);
    await figure(page, 'Obetalda ordrar').click();
    await page.waitForURL(/\/admin\/ordrar\?filter=unpaid$/);
    const nav = page.getByRole('navigation', { name: 'Administration' });
    await nav.getByText('Meny').click();
    expect(await nav.getByRole('link', { name: 'Ordrar', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await seriousViolations(page)).toEqual([]);
    await nav.getByRole('link', { name: 'Översikt', exact: true }).click();
    await page.waitForURL(/\/admin$/);
    await figure(page, 'Värderingar att besvara').click();
    await page.waitForURL(/\/admin\/varderingar$/);
    await context.close();
  });

  it('finds a user through the search box and disables them (at 1280 px)', async () => {
    const { context, page } = await signedIn(1280);
    await page.goto(`${running.server.url}/admin`);
    const box = page.getByRole('combobox', { name: 'Sök användare, auktioner, värderingar, föremål och köp' });
    await box.fill('Erik Johansson');
    const hit = page
      .getByRole('listbox')
      .getByRole('group', { name: 'Användare' })
      .getByRole('option', { name: /Erik Johansson/ });
    await hit.waitFor();
    // The first option is active after ↓; Enter opens it.
    await box.press('ArrowDown');
    await expect.poll(() => box.getAttribute('aria-activedescendant')).toBe(await hit.getAttribute('id'));
    await box.press('Enter');
    await page.waitForURL(/\/admin\/anvandare\/[^/?]+$/);
    await page.getByRole('heading', { level: 1, name: 'Erik Johansson' }).waitFor();
    await page.getByRole('button', { name: 'Spärra Erik Johansson' }).click();
    const dialog = page.getByRole('dialog', { name: 'Spärra Erik Johansson?' });
    await dialog.waitFor();
    await page.getByLabel('Anledning').fill('Upprepade obetalda köp');
    await dialog.getByRole('button', { name: 'Spärra konto' }).click();
    await expect.poll(() => page.getByTestId('user-status').innerText()).toBe('Spärrad');
    expect(await seriousViolations(page)).toEqual([]);
    // Signing in as Erik is now refused.
    const refused = await context.request.post(`${running.server.url}/api/auth/sign-in/email`, {
      data: { email: 'erik.johansson@demo.klubban.se', password: 'klubban-demo' },
      headers: { origin: running.server.url },
    });
    expect(refused.ok()).toBe(false);
    await context.close();
  });
});
