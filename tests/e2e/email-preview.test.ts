import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot, signedInContext } from './helpers';
import { serverWithAdmin } from './server-with-admin';

/**
 * The console's e-mail preview (docs/decisions/0029, 0032, 0041, 0042, 0043 and 0044 added the last ten, LOT_QUESTION_ANSWERED one more): an admin lists the 31 templates (spec §9's 19, SAVED_SEARCH_MATCHES, NEWSLETTER_CONFIRM, the seller's four, ORDER_REFUND, ORDER_PROBLEM_UPDATE, ORDER_CANCELLED, SECOND_CHANCE_OFFER, WITHDRAWAL_RECEIVED and LOT_QUESTION_ANSWERED) with
 * their subject lines, opens one and reads it as the recipient would (HTML in a sandboxed frame,
 * plain text, subject), with axe at the phone and desktop widths. Visitors get the 404 page.
 */

const ADMIN = { email: 'studio.chef@example.se', password: 'admin-losen-1' };

const running = serverWithAdmin('demo', 'epost', ADMIN, { env: { KLUBBAN_SEED_DEMO: '' } });

const signedIn = (width: number) => signedInContext(running.browser, running.server.url, ADMIN, width);

const FRAME = '[data-testid="email-html"]';

function serious(result: Awaited<ReturnType<AxeBuilder['analyze']>>, label: string): string[] {
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label} ${v.id}: ${v.help} — ${v.nodes.map((node) => node.target.join(' ')).join('; ')}`);
}

/**
 * axe on the console page, and on the mail by itself. axe cannot run inside the preview frame: its
 * sandbox allows no script, so the page is checked without the frame's inside and the mail's HTML
 * is checked on a page of its own; the frame's title, which axe would check, is asserted by the test.
 */
async function violations(page: Page, label: string): Promise<string[]> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    window.scrollTo(0, 0);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  const found = serious(await new AxeBuilder({ page }).exclude(FRAME).analyze(), label);
  const html = (await page.locator(FRAME).count()) > 0 ? await page.locator(FRAME).getAttribute('srcdoc') : null;
  if (html) {
    const mailPage = await page.context().newPage();
    await mailPage.setContent(html, { waitUntil: 'load' });
    found.push(...serious(await new AxeBuilder({ page: mailPage }).analyze(), `${label} (mail)`));
    await mailPage.close();
  }
  return found;
}

describe('the e-mail preview in the console', () => {
  it('lists the 31 templates, opens one in a sandboxed frame and passes axe at 390 and 1280 px', async () => {
    const found: string[] = [];
    for (const width of [390, 1280]) {
      const { context, page } = await signedIn(width);
      await page.goto(`${running.server.url}/admin/epost`);
      await page.getByRole('heading', { name: 'E-post', level: 1 }).waitFor();
      // On a phone the sections sit behind "Meny" (a <details>): open it first.
      const nav = page.getByRole('navigation', { name: 'Administration' });
      if (width < 768) await nav.getByText('Meny').click();
      expect(await nav.getByRole('link', { name: 'E-post', exact: true }).getAttribute('aria-current')).toBe('page');
      const rows = page.locator('[data-testid="email-templates"] > li');
      expect(await rows.count()).toBe(31);
      // Every row shows a subject line; the team invitation's names who invites.
      for (const text of await rows.allInnerTexts()) expect(text).not.toMatch(/undefined|NaN|null/);
      expect(await page.locator('li[data-template="TEAM_INVITE"]').innerText()).toContain('Maja Ek bjuder in dig till Klubbans team');
      found.push(...(await violations(page, `${width} list`)));
      await shot(page, `admin-epost-${width}`);

      await page.locator('li[data-template="TEAM_INVITE"] a').click();
      await page.waitForURL(/\/admin\/epost\/team-invite$/);
      await page.getByRole('heading', { name: 'Inbjudan till teamet', level: 1 }).waitFor();
      expect(await page.getByTestId('email-subject').innerText()).toBe('Maja Ek bjuder in dig till Klubbans team');
      const frame = page.getByTestId('email-html');
      // Sandboxed with no permission at all: the mail's HTML can run no script and reach no cookie.
      expect(await frame.getAttribute('sandbox')).toBe('');
      expect(await frame.getAttribute('title')).toBe('Mejlet Inbjudan till teamet som HTML');
      await page.frameLocator('[data-testid="email-html"]').getByRole('heading', { name: 'Välkommen till studions team' }).waitFor();
      const link = await page
        .frameLocator('[data-testid="email-html"]')
        .getByRole('link', { name: 'Tacka ja till inbjudan' })
        .getAttribute('href');
      expect(link).toMatch(/^https?:\/\/[^/]+\/inbjudan\//);
      const text = await page.getByTestId('email-text').innerText();
      expect(text).toContain('Maja Ek har bjudit in dig att bli administratör på Klubban.');
      expect(text).toContain(`Tacka ja till inbjudan ${link}`);
      found.push(...(await violations(page, `${width} team-invite`)));
      await shot(page, `admin-epost-team-invite-${width}`);

      // A lot e-mail shows one of the week's real lots, its photo loaded from this site.
      await page.goto(`${running.server.url}/admin/epost/outbid-notification`);
      const mail = page.frameLocator('[data-testid="email-html"]');
      await mail.getByRole('heading', { name: 'Du har blivit överbjuden' }).waitFor();
      const image = mail.locator('img');
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      found.push(...(await violations(page, `${width} outbid`)));
      await shot(page, `admin-epost-outbid-${width}`);
      await context.close();
    }
    // Joined, so that a failure prints each violation in full.
    expect(found.join('\n')).toBe('');
  });

  it('answers an unknown template and a visitor with the 404 page', async () => {
    const { context, page } = await signedIn(1280);
    expect((await page.goto(`${running.server.url}/admin/epost/inget-mejl`))?.status()).toBe(404);
    expect((await page.goto(`${running.server.url}/admin/epost/TEAM_INVITE`))?.status()).toBe(404);
    await context.close();

    // A visitor gets the site's 404 page (the console's rule, docs/product.md §9), with none of the preview.
    const visitor = await running.browser.newPage();
    for (const address of ['/admin/epost', '/admin/epost/team-invite']) {
      expect((await visitor.goto(`${running.server.url}${address}`))?.status(), address).toBe(404);
      await visitor.getByRole('heading', { name: 'Sidan finns inte' }).waitFor();
      expect(await visitor.locator('[data-testid="email-templates"], [data-testid="email-html"]').count()).toBe(0);
      expect(await visitor.getByText('Maja Ek').count()).toBe(0);
    }
    await visitor.close();
  });
});
