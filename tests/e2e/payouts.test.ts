import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers';
import { serverAndBrowser } from './server-with-admin';

/**
 * A seller's payout onboarding in Chromium with the built-in test provider (docs/product.md §9): from
 * the account page to the provider's hosted page and back, at 390 and 1280 px, without JavaScript
 * needed on the provider's form. Screenshots go to $E2E_SHOTS when it is set.
 */

const running = serverAndBrowser('empty', 'payouts', { env: { KLUBBAN_SEED_DEMO: 'false' } });

async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

describe.each([390, 1280])('payout onboarding at %i px', (width) => {
  it('registers a payout account at the test provider and comes back to an active account', async () => {
    const mobile = width < 600;
    const context = await running.browser.newContext({
      viewport: { width, height: mobile ? 844 : 900 },
      isMobile: mobile,
      hasTouch: mobile,
    });
    const email = `utbetalning.${width}@example.se`;
    const signUp = await context.request.post(`${running.server.url}/api/account/sign-up`, {
      headers: { origin: running.server.url },
      data: {
        data: {
          email,
          password: 'hemligt-123',
          confirmPassword: 'hemligt-123',
          firstName: 'Saga',
          lastName: 'Säljare',
          phone: '070-123 45 67',
          acceptTerms: true,
          newsletter: false,
        },
      },
    });
    expect(signUp.status()).toBe(200);
    const page = await context.newPage();
    await page.goto(`${running.server.url}/user#utbetalningar`);
    const panel = page.getByTestId('payout-account');
    await expect.poll(() => panel.getAttribute('data-status')).toBe('none');
    await shot(page, `user-payouts-none-${width}`);
    await panel.getByRole('button', { name: 'Registrera utbetalningskonto' }).click();
    await page.waitForURL(/\/betalning\/konto\/acct_test_/);
    expect(await page.getByRole('heading', { name: 'Utbetalningskonto' }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // A wrong account number comes back as a Swedish error at the field, the name kept.
    await page.getByLabel('Kontohavare').fill('Saga Säljare');
    await page.getByLabel('Kontonummer').fill('123');
    await page.getByRole('button', { name: 'Spara och gå tillbaka' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('Ange clearingnummer och kontonummer');
    expect(await page.getByLabel('Kontohavare').inputValue()).toBe('Saga Säljare');
    await shot(page, `provider-onboarding-error-${width}`);

    await page.getByLabel('Kontonummer').fill('8327-9 123 456 789');
    await page.getByRole('button', { name: 'Spara och gå tillbaka' }).click();
    await page.waitForURL(/\/user\?utbetalning=klar/);
    await expect.poll(() => panel.getAttribute('data-status')).toBe('active');
    expect(await panel.getByText('Tack! Ditt utbetalningskonto är registrerat.').isVisible()).toBe(true);
    await shot(page, `user-payouts-active-${width}`);

    await panel.getByRole('button', { name: 'Visa utbetalningar' }).click();
    await page.waitForURL(/\/oversikt\?/);
    expect(await page.getByText('•••• 6789').isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `provider-dashboard-${width}`);
    await context.close();
  });
});

it('answers a forged onboarding link with "Länken är ogiltig"', async () => {
  const page = await running.browser.newPage();
  await page.goto(`${running.server.url}/betalning/konto/acct_test_nope?utgar=9999999999&tillbaka=%2Fuser&ny=%2Fuser&sig=forged`);
  expect(await page.getByRole('heading', { name: 'Länken är ogiltig' }).isVisible()).toBe(true);
  // An unsigned refresh address is never offered, least of all another host's (docs/decisions/0028).
  await page.goto(
    `${running.server.url}/betalning/konto/acct_test_nope?utgar=9999999999&tillbaka=%2Fuser&ny=${encodeURIComponent('/\\evil.example/x')}&sig=forged`,
  );
  expect(await page.getByRole('link', { name: 'Tillbaka till Klubban' }).getAttribute('href')).toBe('/user#utbetalningar');
  await page.close();
});
