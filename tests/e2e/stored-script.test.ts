import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { serverWithAdmin } from './server-with-admin';

/**
 * Stored script: script and markup stored through the real app in every place a
 * user's or the studio's text is later shown — names (UPDATE_PROFILE), a valuation request (the
 * seller's texts) and the studio's answer, a disabled user's reason, a removed bid's reason, an
 * order's problem report, lot titles, descriptions and details, a content page's rich text and
 * links (SAVE_BLOCK, PUBLISH_CONTENT), the newsletter and early-access fields, and text reflected
 * from a URL — then every page that shows them opened in Chromium with a trap: a payload that runs
 * sets window.__xss or opens a dialog. The trap never fires, no injected element or `javascript:`
 * link exists, and the payload is shown as the text it is.
 */

const ADMIN = { email: 'studio.xss@example.se', password: 'admin-xss-123' };
const SELLER = { email: 'saga.xss@example.se', password: 'hemligt-123' };
const BUYER = { email: 'bertil.xss@example.se', password: 'hemligt-456' };
const OTHER = { email: 'olle.xss@example.se', password: 'hemligt-789' };

/** Payloads that would run if a page put them into its HTML unescaped; each marks what it injects with data-xss. */
const IMG = '<img src=x onerror="window.__xss=1" data-xss>';
const SCRIPT = '<script data-xss>window.__xss=1</script>';
const SVG = '"><svg data-xss onload=window.__xss=1>';
const LINK = 'javascript:window.__xss=1//';
const ENTITY = '&lt;img src=x onerror=alert(1)&gt;';
const ALL = `${IMG} ${SCRIPT} ${SVG} ${ENTITY}`;

const running = serverWithAdmin('empty', 'xss', ADMIN, { publicUrl: true, env: { KLUBBAN_SEED_DEMO: 'false' } });
let admin: BrowserContext;
let seller: BrowserContext;
let buyer: BrowserContext;
let visitor: BrowserContext;
const ids = { sellerId: '', buyerId: '', otherId: '', valuationId: 0, lotA: 0, lotB: 0, orderId: 0 };
let pagesChecked = 0;
const timings: string[] = [];

afterAll(async () => {
  console.log(`stored-script: ${pagesChecked} pages checked in Chromium\n  ${timings.join('\n  ')}`);
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers of many different actions
async function must(request: APIRequestContext, data: Record<string, unknown>): Promise<any> {
  const response = await request.post(`${running.server.url}/api/functions/connector`, {
    data: { data },
    headers: { origin: running.server.url },
  });
  const answer = (await response.json()) as { result?: unknown; error?: unknown };
  if (!response.ok()) throw new Error(`${String(data.action)} refused: ${JSON.stringify(answer.error)}`);
  return answer.result;
}

/** A context with the trap installed before any page script: a payload that runs is recorded, never missed. */
async function trappedContext(): Promise<BrowserContext> {
  const context = await running.browser.newContext({ viewport: { width: 1280, height: 900 } });
  // Photos and fonts are not what is tested, and optimising photos costs the server most of a page's
  // time: they fail fast (an injected <img src=x onerror> fails and fires the trap all the same).
  await context.route(/\/_next\/image|\/media\/|\.(?:woff2?|jpe?g|png|webp|avif)(?:\?|$)/, (route) => route.abort());
  await context.addInitScript({
    content: `(() => {
      let fired = [];
      Object.defineProperty(window, '__xss', { configurable: false, get: () => fired.length > 0 ? 1 : 0, set: (v) => { fired.push(String(v)); } });
      Object.defineProperty(window, '__xssFired', { get: () => fired.slice() });
      for (const name of ['alert', 'confirm', 'prompt']) window[name] = (...args) => { fired.push(name + ':' + args.join(',')); };
    })();`,
  });
  return context;
}

async function signUp(context: BrowserContext, who: { email: string; password: string }): Promise<string> {
  const response = await context.request.post(`${running.server.url}/api/account/sign-up`, {
    headers: { origin: running.server.url },
    data: {
      data: {
        email: who.email,
        password: who.password,
        confirmPassword: who.password,
        firstName: 'Ny',
        lastName: 'Person',
        phone: '070-123 45 67',
        acceptTerms: true,
      },
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: { user: { id: string } } }).result.user.id;
}

async function uploadPhoto(request: APIRequestContext): Promise<string> {
  const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 180, g: 150, b: 110 } } })
    .jpeg()
    .toBuffer();
  const created = await request.post(`${running.server.url}/api/uploads`, {
    headers: {
      origin: running.server.url,
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': `filename ${Buffer.from(`${IMG}.jpg`).toString('base64')}`,
    },
  });
  expect(created.status()).toBe(201);
  const key = created.headers().location!.split('/').pop()!;
  const sent = await request.fetch(`${running.server.url}/api/uploads/${key}`, {
    method: 'PATCH',
    headers: {
      origin: running.server.url,
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
    },
    data: bytes,
  });
  expect(sent.status()).toBe(204);
  return key;
}

/**
 * Opens `url` and checks it: no trap fired, no dialog, no element a payload would have injected,
 * no `javascript:` link, and (when given) the payload text shown as text. Answers the problems.
 */
async function checkPage(context: BrowserContext, url: string, shows: string[] = []): Promise<string[]> {
  const page: Page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const started = Date.now();
  const response = await page.goto(`${running.server.url}${url}`, { waitUntil: 'load' });
  const found = await inspect(page);
  // E-mails are shown in sandboxed frames (no script runs there): their markup must still be escaped.
  for (const frame of page.frames().slice(1)) {
    found.injected += await frame.evaluate(() => document.querySelectorAll('[data-xss], img[src="x"], svg[onload]').length).catch(() => 0);
  }
  timings.push(`${url.slice(0, 40)} ${Date.now() - started} ms`);
  pagesChecked++;
  const problems: string[] = [];
  if ((response?.status() ?? 0) >= 500) problems.push(`${url}: answered ${response?.status()}`);
  if (found.fired.length > 0) problems.push(`${url}: script ran: ${found.fired.join(' | ')}`);
  if (dialogs.length > 0) problems.push(`${url}: dialog opened: ${dialogs.join(' | ')}`);
  if (found.injected > 0) problems.push(`${url}: ${found.injected} injected element(s)`);
  if (found.links.length > 0) problems.push(`${url}: unsafe links ${found.links.join(', ')}`);
  for (const text of shows) if (!found.text.includes(text)) problems.push(`${url}: does not show ${JSON.stringify(text)} as text`);
  await page.close();
  return problems;
}

/** What the trap caught on a page that has loaded, and what a payload would have put into it. */
async function inspect(page: Page) {
  // Hydration and any client rendering of the same data have run by two frames after load.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => ({
    fired: (window as unknown as { __xssFired: string[] }).__xssFired,
    injected: document.querySelectorAll('[data-xss], img[src="x"], svg[onload]').length,
    links: [...document.querySelectorAll('a[href], area[href], iframe[src], form[action]')]
      .map((node) => node.getAttribute('href') ?? node.getAttribute('src') ?? node.getAttribute('action') ?? '')
      .filter((href) => /^\s*(javascript|data|vbscript):/i.test(href.replace(/[\u0000-\u0020]/g, ''))),
    text: document.body.innerText,
  }));
}

describe('stored script never runs in a page', () => {
  it('the trap catches a payload that runs (so its silence below means something)', async () => {
    const context = await trappedContext();
    const page = await context.newPage();
    await page.setContent(`<p>${IMG}${SCRIPT}<a href="${LINK}">x</a></p>`, { waitUntil: 'load' });
    const found = await inspect(page);
    expect(found.fired.length).toBeGreaterThanOrEqual(2);
    expect(found.injected).toBeGreaterThanOrEqual(2);
    expect(found.links).toEqual([LINK]);
    await context.close();
  });

  it('stores payloads through the real app wherever text is later shown', async () => {
    [admin, seller, buyer, visitor] = await Promise.all([trappedContext(), trappedContext(), trappedContext(), trappedContext()]);
    const other = await running.browser.newContext();
    const signIn = await admin.request.post(`${running.server.url}/api/auth/sign-in/email`, {
      data: ADMIN,
      headers: { origin: running.server.url },
    });
    expect(signIn.ok()).toBe(true);
    [ids.sellerId, ids.buyerId, ids.otherId] = await Promise.all([signUp(seller, SELLER), signUp(buyer, BUYER), signUp(other, OTHER)]);
    await other.close();

    // Names: first and last name take any characters but control ones.
    await must(seller.request, { action: 'UPDATE_PROFILE', firstName: IMG, lastName: SVG });
    await must(buyer.request, { action: 'UPDATE_PROFILE', firstName: SCRIPT, lastName: ENTITY });

    // A valuation request with a payload in every text, and the studio's answer.
    const [valuationImage, imageA, imageB] = await Promise.all([
      uploadPhoto(seller.request),
      uploadPhoto(admin.request),
      uploadPhoto(admin.request),
    ]);
    const { valuation } = await must(seller.request, {
      action: 'SUBMIT_VALUATION_REQUEST',
      title: IMG,
      description: ALL,
      category: 'VASER_KRUKOR',
      maker: SVG,
      condition: SCRIPT,
      dimensions: ENTITY,
      images: [valuationImage],
      handover: 'pickup',
      pickupAddress: `${IMG}\n${LINK}`,
    });
    ids.valuationId = valuation.id;
    await must(admin.request, {
      action: 'ANSWER_VALUATION_REQUEST',
      valuationId: valuation.id,
      decision: 'accept',
      estimateLow: 1000,
      estimateHigh: 2000,
      startPrice: 1000,
      message: `${ALL}\n${LINK}`,
    });

    // Two lots the studio writes: A is bought at once (an order), B takes a bid that is removed with a reason.
    const item = (title: string, image: string) => ({
      title,
      description: `${ALL}\n${LINK}`,
      category: 'VASER_KRUKOR',
      maker: SVG,
      year: SCRIPT,
      condition: ENTITY,
      dimensions: IMG,
      shippingPrice: 149,
      images: [image],
      estimateLow: 1000,
      estimateHigh: 2000,
    });
    const now = Date.now();
    const terms = {
      startPrice: 1000,
      startsAt: new Date(now - 3_600_000).toISOString(),
      endsAt: new Date(now + 7 * 86_400_000).toISOString(),
    };
    const a = await must(admin.request, {
      action: 'CREATE_AUCTION_WITH_ITEM',
      item: item(`Lot A ${IMG}`, imageA),
      auction: { ...terms, buyNowPrice: 5000 },
    });
    const b = await must(admin.request, { action: 'CREATE_AUCTION_WITH_ITEM', item: item(`Lot B ${SCRIPT}`, imageB), auction: terms });
    ids.lotA = a.auction.id;
    ids.lotB = b.auction.id;
    await Promise.all([
      must(admin.request, { action: 'PUBLISH_AUCTION', auctionId: ids.lotA }),
      must(admin.request, { action: 'PUBLISH_AUCTION', auctionId: ids.lotB }),
    ]);
    await must(buyer.request, { action: 'BID_ON_AUCTION', auctionId: ids.lotB, amount: 1000 });
    const overview = await must(admin.request, { action: 'GET_USER', userId: ids.buyerId });
    await must(admin.request, { action: 'ADMIN_REMOVE_BID', bidId: overview.bids[0].id, reason: ALL });
    await must(buyer.request, { action: 'BID_ON_AUCTION', auctionId: ids.lotB, amount: 1100 });
    await must(buyer.request, { action: 'ADD_TO_WATCHLIST', auctionId: ids.lotB });
    const bought = await must(buyer.request, { action: 'BUY_NOW', auctionId: ids.lotA });
    ids.orderId = bought.orderId;
    // The buyer pays on the test provider's page (pickup); a problem can be reported once it is paid.
    const { url: checkoutUrl } = await must(buyer.request, {
      action: 'CREATE_CHECKOUT_SESSION',
      orderId: ids.orderId,
      deliveryMethod: 'pickup',
    });
    const paid = await buyer.request.post(`${running.server.url}/api/payments/test/checkout`, {
      form: { sessionId: decodeURIComponent(new URL(checkoutUrl, running.server.url).pathname.split('/').pop()!), method: 'swish' },
      headers: { origin: running.server.url },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);

    // The studio disables a user with a reason.
    await must(admin.request, { action: 'SET_USER_DISABLED', userId: ids.otherId, disabled: true, reason: ALL });

    // A content page: rich text with payload text, a javascript: link mark, a heading and a FAQ.
    const page = await must(admin.request, { action: 'GET_PAGE', pageId: '/om-oss', draft: true });
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: ALL, marks: [{ type: 'link', attrs: { href: LINK } }] },
            { type: 'text', text: ' länk', marks: [{ type: 'link', attrs: { href: 'java\tscript:window.__xss=1' } }] },
            { type: 'image', attrs: { src: 'x', onerror: 'window.__xss=1' } },
          ],
        },
        { type: 'codeBlock', content: [{ type: 'text', text: SCRIPT }] },
      ],
    };
    let version = page.page.version;
    for (const block of [
      { type: 'richText', props: { doc } },
      { type: 'faq', props: { question: 'Fungerar javascript:alert(1)?', answer: doc } },
      { type: 'heading', props: { text: 'Rubrik &lt;script&gt;', level: 2 } },
    ]) {
      const saved = await must(admin.request, { action: 'SAVE_BLOCK', pageId: '/om-oss', block, baseVersion: version });
      version = saved.version ?? saved.page?.version ?? version + 1;
    }
    await must(admin.request, { action: 'PUBLISH_CONTENT', pageId: '/om-oss' });

    // Newsletter and early access: fields a visitor fills in.
    await must(visitor.request, { action: 'SUBSCRIBE', email: 'nyhetsbrev.xss@example.se', source: IMG.slice(0, 40) });
    await must(visitor.request, { action: 'EARLY_ACCESS_SIGNUP', email: 'tidig.xss@example.se' });

    // The payment's webhook is a job: once it has made the order paid, the buyer reports a problem.
    await expect
      .poll(async () => (await must(buyer.request, { action: 'GET_ORDER', orderId: ids.orderId })).order.status, { timeout: 30_000 })
      .toBe('paid');
    await must(buyer.request, { action: 'REPORT_ORDER_PROBLEM', orderId: ids.orderId, message: ALL });
  });

  it('opens every page that shows them: no script runs, no dialog opens, the text is shown as text', async () => {
    const lot = (id: number) => `/auktioner/${id}`;
    const checks: Array<[BrowserContext, string, string[]]> = [
      // Public pages.
      [visitor, '/', []],
      [visitor, '/auktioner', ['Lot B <script data-xss>window.__xss=1</script>']],
      [visitor, `/auktioner?search=${encodeURIComponent(SCRIPT)}`, []],
      [visitor, lot(ids.lotA), ['Lot A <img src=x onerror="window.__xss=1" data-xss>', ENTITY]],
      [visitor, lot(ids.lotB), ['Lot B <script data-xss>window.__xss=1</script>']],
      [visitor, '/om-oss', [ENTITY, 'Rubrik &lt;script&gt;']],
      [visitor, `/betalning/x?fel=${encodeURIComponent(ALL)}`, []],
      [visitor, `/logga-in?next=${encodeURIComponent(LINK)}`, []],
      // The seller: their valuation with the studio's answer, and their name.
      [seller, '/user', [IMG]],
      // The buyer: bids, purchases, the order and its receipt, the watchlist.
      [buyer, '/user', [SCRIPT]],
      [buyer, `/user/kop/${ids.orderId}`, []],
      [buyer, `/user/kop/${ids.orderId}/kvitto`, ['Lot A <img src=x onerror="window.__xss=1" data-xss>']],
      [buyer, '/user/watchlist', []],
      [buyer, lot(ids.lotB), []],
      // The console.
      [admin, '/admin', []],
      [admin, '/admin/anvandare', [IMG]],
      [admin, `/admin/anvandare/${ids.sellerId}`, [IMG]],
      [admin, `/admin/anvandare/${ids.buyerId}`, [SCRIPT]],
      [admin, `/admin/anvandare/${ids.otherId}`, []],
      [admin, '/admin/auktioner', []],
      [admin, `/admin/auktioner/${ids.lotA}`, []],
      [admin, `/admin/auktioner/${ids.lotB}`, []],
      [admin, '/admin/ordrar', []],
      [admin, `/admin/ordrar/${ids.orderId}`, [SCRIPT]],
      [admin, '/admin/varderingar?status=answered', []],
      [admin, `/admin/varderingar/${ids.valuationId}`, [IMG, SVG, SCRIPT]],
      [admin, `/admin/sok?q=${encodeURIComponent('img')}`, []],
      [admin, '/admin/logg', []],
      [admin, '/admin/utkorg', []],
      [admin, '/admin/epost/outbid-notification', []],
      [admin, '/admin/epost', []],
      [admin, '/admin/jobb', []],
    ];
    const problems: string[] = [];
    // Several pages at a time: each context's own session, the server's answers overlap.
    for (let i = 0; i < checks.length; i += 6) {
      const batch = await Promise.all(checks.slice(i, i + 6).map(([context, url, shows]) => checkPage(context, url, shows)));
      problems.push(...batch.flat());
    }
    expect(problems).toEqual([]);
  });
});
