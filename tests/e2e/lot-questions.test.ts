import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@/modules/auctions/queries/search-auctions';
import { DEMO_BIDDERS, DEMO_PASSWORD } from '../../demo/seed-demo';
import { hydrated, seriousViolations, shot, signedInContext } from './helpers';
import { serverWithAdmin } from './server-with-admin';

/**
 * Questions about a lot in the browser, on the demo catalogue: a visitor is asked to sign in; a
 * bidder asks on the lot page at 390 px and sees the question waiting; the studio answers it at
 * 1280 px from /admin/fragor (reached from the dashboard's "Obesvarade frågor"); the answer shows
 * under "Frågor och svar" on the lot page (its cached copy dropped) and the asker has the notice.
 * axe at every step.
 */

const ADMIN = { email: 'fragor.chef@example.se', password: 'admin-fragor-1' };
const ANNA = { email: DEMO_BIDDERS[0]!.email, password: DEMO_PASSWORD };
const running = serverWithAdmin('demo', 'questions', ADMIN);

const QUESTION = 'Finns det några nagg i glaset, och är den signerad under foten?';
const ANSWER = 'Inga nagg. Signerad under foten med graverad signatur.';

async function openLotPath(): Promise<string> {
  const list = (await (await fetch(`${running.server.url}/api/auctions?pageSize=20`)).json()) as SearchResult;
  const lot = list.items.find((item) => Date.parse(item.endsAt) > Date.now() + 10 * 60_000);
  if (!lot) throw new Error('the demo has no open lot');
  return `/auktioner/${lot.id}-${lot.slug}`;
}

const section = (page: Page) => page.getByTestId('lot-questions');

describe('questions about a lot', () => {
  it('a visitor is asked to sign in; a user asks, the studio answers, the answer is shown and the asker told', async () => {
    const url = running.server.url;
    const lotPath = await openLotPath();

    // A visitor, at 390 px.
    const visitor = await running.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const seen = await visitor.newPage();
    await seen.goto(`${url}${lotPath}`);
    await section(seen).getByRole('heading', { name: 'Frågor och svar', level: 2 }).waitFor();
    const signIn = section(seen).getByRole('link', { name: 'Logga in för att ställa en fråga' });
    await signIn.waitFor();
    expect(await signIn.getAttribute('href')).toBe(`/logga-in?next=${encodeURIComponent(lotPath)}`);
    await visitor.close();

    // Anna asks at 390 px.
    const asker = await signedInContext(running.browser, url, ANNA, 390, { mobile: true });
    await asker.page.goto(`${url}${lotPath}`);
    await hydrated(asker.page);
    const box = section(asker.page).getByLabel('Ställ en fråga om föremålet');
    await box.waitFor();
    await box.fill('Hur?');
    await section(asker.page).getByRole('button', { name: 'Skicka frågan' }).click();
    await expect.poll(() => section(asker.page).getByRole('alert').innerText()).toBe('Skriv minst 5 tecken.');
    await box.fill(QUESTION);
    expect(await section(asker.page).getByTestId('ask-counter').innerText()).toBe(`${QUESTION.length} / 1000 tecken`);
    await section(asker.page).getByRole('button', { name: 'Skicka frågan' }).click();
    await section(asker.page).getByText('Tack för frågan! Du får svaret per e-post.').waitFor();
    const mine = section(asker.page).getByTestId('my-questions');
    await expect.poll(() => mine.innerText()).toContain(QUESTION);
    expect(await mine.getByTestId('my-question-status').first().innerText()).toBe('Väntar på svar');
    expect(await seriousViolations(asker.page)).toEqual([]);
    await shot(asker.page, 'questions-asked-390');

    // The studio answers at 1280 px, from the dashboard's count.
    const studio = await signedInContext(running.browser, url, ADMIN, 1280);
    await studio.page.goto(`${url}/admin`);
    const figure = studio.page.locator('a[data-figure="Obesvarade frågor"]');
    expect(await figure.innerText()).toMatch(/Obesvarade frågor\s+1/);
    await figure.click();
    await studio.page.waitForURL(/\/admin\/fragor$/);
    await studio.page.getByRole('heading', { name: 'Frågor om föremål', level: 1 }).waitFor();
    await hydrated(studio.page);
    const item = studio.page.getByTestId('open-question').filter({ hasText: QUESTION });
    expect(await item.getByLabel('Visa svaret för alla').isChecked()).toBe(true);
    // The console's twelve section tabs still fit on one line at 1280 px.
    const tabs = studio.page.getByTestId('admin-tabs');
    expect(await tabs.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await tabs.getByRole('link', { name: 'Frågor', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await seriousViolations(studio.page)).toEqual([]);
    await shot(studio.page, 'questions-console-1280');
    await item.getByRole('textbox', { name: 'Svar', exact: true }).fill(ANSWER);
    await item.getByRole('button', { name: 'Svara' }).click();
    await studio.page.getByText('Inga obesvarade frågor.').waitFor();
    await studio.context.close();

    // The lot page shows the answer (the page's copy was dropped), without the asker's name.
    await asker.page.goto(`${url}${lotPath}`);
    const answers = section(asker.page).getByTestId('public-answers');
    await expect.poll(() => answers.innerText()).toContain(ANSWER);
    expect(await answers.innerText()).toContain(QUESTION);
    expect(await answers.innerText()).not.toContain('Anna');
    await expect.poll(() => mine.getByTestId('my-question-status').first().innerText()).toBe('Besvarad, visas för alla');
    expect(await seriousViolations(asker.page)).toEqual([]);
    await shot(asker.page, 'questions-answered-390');

    // And Anna has the notice.
    await asker.page.goto(`${url}/user`);
    await expect
      .poll(() => asker.page.getByTestId('notifications').innerText(), { timeout: 10_000 })
      .toContain('Studion har svarat på din fråga');
    await asker.context.close();
  });
});
