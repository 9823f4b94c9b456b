import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuctionView } from '@/modules/auctions/queries/get-auction';
import type { SearchResult } from '@/modules/auctions/queries/search-auctions';
import { hydrated, launchChromium, seriousViolations, startServer, type RunningServer } from './helpers';
import { dataFolder } from './data-folders';

/**
 * The lot's full-screen photo viewer (src/modules/auctions/components/lot-gallery-viewer.tsx,
 * yet-another-react-lightbox with its Zoom plugin), against `npm start` with the demo catalogue:
 * at 390 px on a touch phone (open, pinch and double-tap zoom, swipe, close) and at 1280 px by
 * keyboard (arrows, +/−, Escape, focus back on the photo), axe-clean while open. Its code is not
 * in the page's first load: it arrives on the first open.
 */

const dataDir = dataFolder('demo', 'lot-viewer');
let server: RunningServer;
let browser: Browser;
let lot: AuctionView;

beforeAll(async () => {
  server = await startServer({ KLUBBAN_DATA_DIR: dataDir, DATABASE_URL: '', KLUBBAN_SEED_DEMO: '' });
  browser = await launchChromium();
  const list = (await (await fetch(`${server.url}/api/auctions?pageSize=100`)).json()) as SearchResult;
  for (const item of list.items) {
    const view = (await (await fetch(`${server.url}/api/auctions/${item.id}`)).json()) as AuctionView;
    if (view.images.length >= 2) {
      lot = view;
      break;
    }
  }
  if (!lot) throw new Error('the demo catalogue lacks a lot with two photos');
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function openLot(width: number): Promise<{ context: BrowserContext; page: Page; scripts: string[] }> {
  const mobile = width < 600;
  const context = await browser.newContext({ viewport: { width, height: mobile ? 844 : 900 }, isMobile: mobile, hasTouch: mobile });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto(`${server.url}/auktioner/${lot.id}-${lot.slug}`);
  await hydrated(page);
  return { context, page, scripts };
}

const viewerOf = (page: Page) => page.getByRole('dialog', { name: `Bildvisning: ${lot.title}` });
/** The zoom level the library has applied to the photo shown (its wrapper's `scale(…)`). */
const zoomOf = (page: Page) =>
  page.locator('.yarl__slide_current .yarl__slide_wrapper').evaluate((el) => {
    const match = /scale\(([\d.]+)\)/.exec((el as HTMLElement).style.transform);
    return match ? Number(match[1]) : 1;
  });
const shownSlide = (page: Page) => page.locator('.yarl__slide_current').getAttribute('aria-label');
/** The photo shown has loaded (the library shows a spinner until then, and zooms only a loaded photo). */
const photoLoaded = (page: Page) =>
  expect
    .poll(() =>
      page
        .locator('.yarl__slide_current img')
        .last()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);

/** Whether any script the browser has loaded is the lightbox's (its CSS class prefix is in its code). */
async function viewerCodeIn(urls: string[]): Promise<boolean> {
  for (const url of new Set(urls)) {
    if ((await (await fetch(url)).text()).includes('yarl__')) return true;
  }
  return false;
}

/** What the screen shows (the viewer covers the viewport, not the whole page), into $E2E_SHOTS when it is set. */
async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`) });
}

async function touchPath(cdp: CDPSession, from: { x: number; y: number }[], to: { x: number; y: number }[], steps = 10) {
  const at = (t: number) =>
    from.map((p, i) => ({ x: Math.round(p.x + (to[i]!.x - p.x) * t), y: Math.round(p.y + (to[i]!.y - p.y) * t), id: i }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let i = 1; i <= steps; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i / steps) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

describe('the photo viewer', () => {
  it('at 390 px on a touch phone: opens on a tap, pinches and double-taps to zoom, swipes to the next photo, closes', async () => {
    const { context, page, scripts } = await openLot(390);
    const count = lot.images.length;
    // The first load has none of the viewer's code.
    expect(await viewerCodeIn(scripts)).toBe(false);
    const loadedBefore = scripts.length;

    await page.getByRole('button', { name: new RegExp(`^Förstora bild 1 av ${count}`) }).tap();
    const viewer = viewerOf(page);
    await viewer.waitFor();
    expect(await viewerCodeIn(scripts.slice(loadedBefore))).toBe(true);
    const close = viewer.getByRole('button', { name: 'Stäng bildvisningen' });
    expect(await close.isVisible()).toBe(true);
    expect(await close.innerText()).toBe('Stäng');
    expect(await shownSlide(page)).toBe(`Bild 1 av ${count}`);
    await photoLoaded(page);
    expect(await zoomOf(page)).toBe(1);

    // Two fingers spread apart over the photo.
    const box = (await page.locator('.yarl__slide_current img').last().boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const cdp = await context.newCDPSession(page);
    await touchPath(
      cdp,
      [
        { x: cx - 30, y: cy },
        { x: cx + 30, y: cy },
      ],
      [
        { x: cx - 150, y: cy },
        { x: cx + 150, y: cy },
      ],
    );
    await expect.poll(() => zoomOf(page)).toBeGreaterThan(1.5);
    await shot(page, 'lot-viewer-390-pinched');

    // Back to the whole photo by the toolbar's button, then a double tap zooms in.
    const zoomOut = viewer.getByRole('button', { name: 'Zooma ut' });
    for (let i = 0; i < 8 && (await zoomOf(page)) > 1; i++) {
      const before = await zoomOf(page);
      await zoomOut.tap();
      await expect.poll(() => zoomOf(page)).toBeLessThan(before);
    }
    await expect.poll(() => zoomOf(page)).toBe(1);
    await page.touchscreen.tap(cx, cy);
    await page.touchscreen.tap(cx, cy);
    await expect.poll(() => zoomOf(page)).toBeGreaterThan(1);
    await shot(page, 'lot-viewer-390-double-tapped');
    // A double tap on the deepest zoom returns to the whole photo (the Zoom plugin's stops).
    for (let i = 0; i < 4 && (await zoomOf(page)) > 1; i++) {
      const before = await zoomOf(page);
      await page.touchscreen.tap(cx, cy);
      await page.touchscreen.tap(cx, cy);
      await expect.poll(() => zoomOf(page)).not.toBe(before);
    }
    expect(await zoomOf(page)).toBe(1);

    // A swipe, right to left, brings the next photo.
    await touchPath(cdp, [{ x: Math.round(box.x + box.width * 0.85), y: cy }], [{ x: Math.round(box.x + box.width * 0.15), y: cy }]);
    await expect.poll(() => shownSlide(page)).toBe(`Bild 2 av ${count}`);
    await photoLoaded(page);
    // The slide has come to rest (the library moves it with the Web Animations API).
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.getAnimations().filter((a) => ((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest('.yarl__root'))
              .length,
        ),
      )
      .toBe(0);
    await shot(page, 'lot-viewer-390-second');

    // Closing: the gallery shows the photo last viewed, and its button has the focus. The library
    // takes no tap while a swipe settles (its 500 ms swipe animation): a tap in that moment is
    // lost and a person taps again, as this does.
    await expect
      .poll(async () => {
        if (await page.locator('.yarl__portal_open').count()) await close.tap();
        return viewer.count();
      })
      .toBe(0);
    await expect
      .poll(() => page.getByTestId('gallery-dots').locator('button[aria-current="true"]').getAttribute('aria-label'))
      .toBe(`Visa bild 2 av ${count}`);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      new RegExp(`^Förstora bild 2 av ${count}`),
    );
    await context.close();
  });

  it('at 1280 px by keyboard: Enter opens, arrows step, + and − zoom, Escape closes back onto the photo; axe-clean while open', async () => {
    const { context, page, scripts } = await openLot(1280);
    const count = lot.images.length;
    expect(await viewerCodeIn(scripts)).toBe(false);

    const opener = page.getByRole('button', { name: new RegExp(`^Förstora bild 1 av ${count}`) });
    await opener.focus();
    await page.keyboard.press('Enter');
    const viewer = viewerOf(page);
    await viewer.waitFor();
    expect(await shownSlide(page)).toBe(`Bild 1 av ${count}`);
    expect(await viewer.getByRole('button', { name: 'Nästa bild' }).isVisible()).toBe(true);
    expect(await viewer.getByRole('button', { name: 'Föregående bild' }).isVisible()).toBe(true);
    await photoLoaded(page);

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownSlide(page)).toBe(`Bild 2 av ${count}`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shownSlide(page)).toBe(`Bild 1 av ${count}`);
    await photoLoaded(page);

    await page.keyboard.press('+');
    await expect.poll(() => zoomOf(page)).toBeGreaterThan(1);
    await page.keyboard.press('-');
    await expect.poll(() => zoomOf(page)).toBe(1);

    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'lot-viewer-1280');

    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toMatch(new RegExp(`^Förstora bild 1 av ${count}`));
    await context.close();
  });
});
