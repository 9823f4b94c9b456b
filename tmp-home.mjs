import { chromium } from 'playwright-core';
const base = 'http://localhost:3101';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless', '--disable-gpu'] });
for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(`localStorage.setItem('cookie-consent-v1', '{"decided":true,"analytics":false}')`);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.request.post(`${base}/api/auth/sign-in/email`, { data: { email: 'chef@example.se', password: 'chef-losen-123' }, headers: { origin: base } });
  await page.goto(`${base}/`);
  await page.screenshot({ path: `/tmp/home-visitor-${width}.png` });
  await context.addCookies([{ name: 'klubban-redigera', value: '1', url: base }]);
  await page.goto(`${base}/`);
  await page.waitForSelector('[data-testid=editor-bar]');
  await page.screenshot({ path: `/tmp/home-edit-${width}.png` });
  await page.getByRole('button', { name: /^Redigera föremål ”Slutar snart”/ }).click();
  await page.waitForSelector('form[aria-label="Redigera föremål"]');
  await page.locator('form[aria-label="Redigera föremål"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/home-form-${width}.png` });
  await context.close();
}
await browser.close();
