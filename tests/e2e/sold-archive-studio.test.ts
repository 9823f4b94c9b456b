import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers';
import { serverWithAdmin } from './server-with-admin';

/**
 * The studio hides a sold lot from the archive of what sold (HIDE_FROM_ARCHIVE, docs/decisions/0047)
 * from the console's lot page, and shows it again; the public archive follows at once.
 */

const ADMIN = { email: 'studio.arkiv@example.se', password: 'admin-losen-1' };
const running = serverWithAdmin('demo', 'sold-archive-studio', ADMIN);
let admin: BrowserContext;

beforeAll(async () => {
  admin = await running.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const signIn = await admin.request.post(`${running.server.url}/api/auth/sign-in/email`, {
    data: ADMIN,
    headers: { origin: running.server.url },
  });
  expect(signIn.ok()).toBe(true);
});

const archiveTitles = async () => {
  const answer = await fetch(`${running.server.url}/api/auctions?visa=salda&pageSize=100`);
  return ((await answer.json()) as { items: { id: number; title: string }[] }).items;
};

describe('hiding a sold lot from the archive', () => {
  it('takes it out of the archive from the console and puts it back', async () => {
    const [lot] = await archiveTitles();
    expect(lot).toBeDefined();
    const page = await admin.newPage();
    await page.goto(`${running.server.url}/admin/auktioner/${lot!.id}`);
    const toggle = page.getByTestId('archive-toggle');
    await expect.poll(() => toggle.innerText()).toBe('Dölj bland sålda föremål');
    expect(await seriousViolations(page)).toEqual([]);
    await toggle.click();
    await expect.poll(() => toggle.innerText()).toBe('Visa bland sålda föremål');
    expect((await archiveTitles()).map((item) => item.id)).not.toContain(lot!.id);
    const sitemap = await (await fetch(`${running.server.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(`/auktioner/${lot!.id}-`);

    await toggle.click();
    await expect.poll(() => toggle.innerText()).toBe('Dölj bland sålda föremål');
    expect((await archiveTitles()).map((item) => item.id)).toContain(lot!.id);
    await page.close();
  });
});
