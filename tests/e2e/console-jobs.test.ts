import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations, shot, signedInContext } from './helpers';
import { serverWithAdmin } from './server-with-admin';

/**
 * The console's jobs and outbox: an admin runs a job by hand on /admin/jobb and
 * sees its last run appear, and sends an e-mail again from /admin/utkorg and sees the new one
 * arrive; axe at 390 and 1280 px on both pages.
 */

const ADMIN = { email: 'studio.jobb@example.se', password: 'admin-losen-1' };

const running = serverWithAdmin('demo', 'jobb', ADMIN, { env: { KLUBBAN_SEED_DEMO: '' } });

const signedIn = (width: number) => signedInContext(running.browser, running.server.url, ADMIN, width);

/**
 * The outbox's mails sit in sandboxed frames that run no script, so axe cannot enter them: the
 * page is checked without their insides (the template preview's e2e checks the mails themselves).
 */
async function outboxViolations(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    window.scrollTo(0, 0);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  const result = await new AxeBuilder({ page }).exclude('iframe').analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((node) => node.target.join(' ')).join('; ')}`);
}

describe('jobs and e-mail in the console', () => {
  it('runs a job by hand and sees its last run; resends a mail from the outbox; axe at 390 and 1280', async () => {
    const found: string[] = [];
    const { context, page } = await signedIn(1280);

    // /admin/jobb: the search rebuild runs only by hand, so it has never run until the click.
    await page.goto(`${running.server.url}/admin/jobb`);
    await page.getByRole('heading', { name: 'Jobb', level: 1 }).waitFor();
    const job = page.getByTestId('job-search-backfill');
    expect(await job.getByTestId('last-run').innerText()).toBe('Aldrig');
    await job.getByRole('button', { name: 'Kör nu: Bygg om sökindexet för auktioner' }).click();
    await page.getByText('Bygg om sökindexet för auktioner: klart.').waitFor();
    await expect.poll(() => job.getByTestId('last-run').innerText()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await job.getByTestId('failures').innerText()).toBe('0');
    found.push(...(await seriousViolations(page)).map((v) => `1280 jobb ${v}`));
    await shot(page, 'admin-jobb-1280');

    // A mail in the outbox (no SMTP here), then "Skicka igen": the scheduler sends the copy.
    const sent = await context.request.post(`${running.server.url}/api/functions/connector`, {
      data: { data: { action: 'SEND_TEST_EMAIL' } },
      headers: { origin: running.server.url },
    });
    expect(sent.ok()).toBe(true);
    await page.goto(`${running.server.url}/admin/utkorg`);
    await page.getByRole('heading', { name: 'Utkorg', level: 1 }).waitFor();
    const mails = page.getByTestId('outbox-email');
    const before = await mails.count();
    expect(before).toBeGreaterThan(0);
    const first = mails.first();
    await first.locator('summary').first().click();
    const frame = first.locator('iframe');
    expect(await frame.getAttribute('sandbox')).toBe('');
    await first.frameLocator('iframe').getByText('Det här är ett testmejl', { exact: false }).first().waitFor();
    await first.getByRole('button', { name: 'Skicka igen' }).click();
    await page.getByText(`Mejlet skickas igen till ${ADMIN.email}.`).waitFor();
    await expect
      .poll(async () => {
        await page.reload();
        return page.getByTestId('outbox-email').count();
      })
      .toBe(before + 1);
    found.push(...(await outboxViolations(page)).map((v) => `1280 utkorg ${v}`));
    await shot(page, 'admin-utkorg-1280');
    await context.close();

    // The phone width: both pages, the failed-only filter.
    const phone = await signedIn(390);
    await phone.page.goto(`${running.server.url}/admin/jobb`);
    await phone.page.getByRole('heading', { name: 'Jobb', level: 1 }).waitFor();
    found.push(...(await seriousViolations(phone.page)).map((v) => `390 jobb ${v}`));
    await shot(phone.page, 'admin-jobb-390');
    await phone.page.goto(`${running.server.url}/admin/utkorg?status=failed`);
    await phone.page.getByText('Inga misslyckade mejl.').waitFor();
    await phone.page.goto(`${running.server.url}/admin/utkorg`);
    await phone.page.getByTestId('outbox-email').first().locator('summary').first().click();
    found.push(...(await outboxViolations(phone.page)).map((v) => `390 utkorg ${v}`));
    await shot(phone.page, 'admin-utkorg-390');
    await phone.context.close();

    expect(found).toEqual([]);
  });
});
