import { chromium } from 'playwright-core';
const base = 'http://localhost:3000';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [360, 390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 800 : 900 }, isMobile: width < 768, hasTouch: width < 768 });
  await context.addInitScript(() => localStorage.setItem('cookie-consent-v1', '{"decided":true,"analytics":false}'));
  const signIn = await context.request.post(`${base}/api/auth/sign-in/email`, { data: { email: 'anna.lindqvist@demo.klubban.se', password: 'klubban-demo' }, headers: { origin: base } });
  if (!signIn.ok()) throw new Error('sign-in ' + signIn.status());
  const page = await context.newPage();
  await page.goto(`${base}/slutspurt`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/manual-slutspurt-${width}.png` });
  const button = page.getByTestId('row-bid').nth(1);
  if (await button.count()) {
    await button.click();
    await page.waitForTimeout(900);
    await page.screenshot({ path: `/tmp/shots/manual-slutspurt-confirm-${width}.png` });
  }
  await context.close();
}
await browser.close();
