import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_LABELS, chipCategories } from '@/keys';
import { STUDIO } from '@/ui/studio-address';
import { serverAndBrowser } from './server-with-admin';

/**
 * The sell area's landing page /salj (spec §1 route table, docs/product.md §2–3) in Chromium at 390 and
 * 1280 px: one h1 and ordered headings, the 14 lot categories, the call to the valuation form,
 * the worked fee example, the links to the Q&A and the terms, and no serious axe findings.
 */

const running = serverAndBrowser('empty', 'sell', { env: { KLUBBAN_SEED_DEMO: 'false', NEXT_PUBLIC_POSTHOG_KEY: '' } });

it('answers 200 with the title "Sälj – Klubban" and a description', async () => {
  const response = await fetch(`${running.server.url}/salj`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Sälj – Klubban</title>');
  expect(html).toMatch(/<meta name="description" content="[^"]*värdering[^"]*"/);
});

describe.each([390, 1280])('/salj in Chromium at %i px', (width) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await running.browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 900 },
      ...(width < 600 ? { isMobile: true, hasTouch: true } : {}),
    });
    page = await context.newPage();
    await page.goto(`${running.server.url}/salj`);
  });

  afterAll(async () => {
    await context?.close();
  });

  it('has one h1, headings without skipped levels, and marks the Sälj tab', async () => {
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Sälj hos Klubban']);
    const levels = await page
      .locator('main')
      .evaluate((main) => [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1])));
    levels.forEach((level, index) => {
      if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
    });
    expect(await page.getByRole('link', { name: 'Sälj', exact: true }).getAttribute('aria-current')).toBe('page');
  });

  it('lists the 14 lot categories', async () => {
    const labels = chipCategories().map((key) => CATEGORY_LABELS[key]);
    expect(labels).toHaveLength(14);
    expect(await page.getByTestId('sell-categories').getByRole('listitem').allTextContents()).toEqual(labels);
  });

  it("'Begär värdering' leads to the valuation form", async () => {
    const links = page.getByRole('link', { name: 'Begär värdering' });
    expect(await links.count()).toBeGreaterThan(0);
    for (const href of await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''))) {
      expect(href).toBe('/salj/vardering');
    }
  });

  it('spells out the fees with a worked example and the payout rule', async () => {
    const text = (await page.locator('#avgifter').locator('..').innerText()).replace(/\u00a0/g, ' ');
    expect(text).toContain('15 %');
    expect(text).toMatch(/Klubbat pris\s+2 000 kr/);
    expect(text).toMatch(/Provision 15 %\s+−300 kr/);
    expect(text).toMatch(/Du får\s+1 700 kr/);
    expect(text).toContain('3 dagar efter att köparen har fått föremålet');
  });

  it('links to the Q&A and the terms, and shows the drop-off address', async () => {
    expect(await page.getByRole('link', { name: 'Frågor och svar om att sälja' }).getAttribute('href')).toBe('/kop-och-salj#salja');
    expect(await page.getByRole('link', { name: 'Allmänna villkor för dig som säljer' }).getAttribute('href')).toBe(
      '/allmanna-villkor#salja',
    );
    expect(await page.locator('main address').innerText()).toContain(STUDIO.street);
  });

  it('has no serious or critical axe violations', async () => {
    const result = await new AxeBuilder({ page }).analyze();
    const serious = result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
    expect(serious).toEqual([]);
  });
});
