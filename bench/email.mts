/**
 * `npm run bench:email`: what rendering e-mail costs the web process's event loop. Sends bursts of
 * OUTBID_NOTIFICATION mails three ways and prints, for each, mails/s, the event-loop delay
 * (p50/p99/max, perf_hooks.monitorEventLoopDelay) and the longest time the loop was busy at once;
 * then the render time per template and of the plain-text conversion. The ways:
 *   before      — as it was: rendered on the event loop, html-to-text's options compiled per mail
 *   in-process  — the fallback when no worker starts: on the event loop, one mail per macrotask
 *   thread      — the render thread (render-thread.ts), cold (starting the worker) and warm
 * Production React (NODE_ENV=production) unless NODE_ENV says otherwise. BENCH_MAILS per burst
 * (default 100). Unbundled under tsx, so cold figures include tsx compiling the sources.
 */
process.env.NODE_ENV ??= 'production';
process.env.LOG_LEVEL ??= 'silent';

import { performance } from 'node:perf_hooks';
import { setImmediate as nextMacrotask } from 'node:timers/promises';
import { measureStall } from '../tests/setup/event-loop.ts';

const MAILS = Number(process.env.BENCH_MAILS ?? 100);

const { createElement } = await import('react');
const { render, toPlainText } = await import('@react-email/render');
const { plainTextOptions, renderEmail, toPlainTextCompiled } = await import('../src/modules/email/render.ts');
const { RenderThread } = await import('../src/modules/email/render-thread.ts');
const { OutbidNotificationEmail, outbidNotificationSubject } = await import('../src/modules/email/templates/outbid-notification.tsx');
type TemplateProps = import('../src/modules/email/render.ts').TemplateProps;

const site = 'https://klubban.example';
const lot = {
  firstName: 'Astrid',
  lotTitle: 'Vas, Satellit, Kosta Boda',
  lotUrl: '/auktioner/12-vas',
  imageUrl: '/media/lots/12/1.jpg',
  siteUrl: site,
};
const endsAt = '2026-11-29T18:04:00.000Z';
const samples: { [K in keyof TemplateProps]: TemplateProps[K] } = {
  SIGN_UP: { firstName: 'Astrid', siteUrl: site },
  VERIFY_EMAIL: { firstName: 'Björn', url: `${site}/api/auth/verify-email?token=abc` },
  PASSWORD_RESET: { url: `${site}/aterstall-losenord/tok`, expiresMinutes: 30 },
  EMAIL_CHANGE_CONFIRM: { newEmail: 'ny@example.se', url: `${site}/bekrafta?token=xyz` },
  TEST_EMAIL: { sentAt: new Date() },
  OUTBID_NOTIFICATION: { ...lot, currentPrice: 1400, nextMinimumBid: 1500, endsAt },
  AUCTION_WON: { ...lot, hammerPrice: 1400, buyersPremium: 280, total: 1680, orderUrl: `${site}/kop/7`, paymentDueDays: 7 },
  WATCHLIST_24H: { ...lot, currentPrice: 2200, startPrice: 1000, bidCount: 7, endsAt },
  WATCHLIST_1H: { ...lot, currentPrice: null, startPrice: 1000, bidCount: 0, endsAt },
};
const outbid = samples.OUTBID_NOTIFICATION;

/** The render as it was before the render thread: toPlainText compiles html-to-text's options on every call. */
async function renderBefore(props: TemplateProps['OUTBID_NOTIFICATION']) {
  const html = await render(createElement(OutbidNotificationEmail, props));
  const text = toPlainText(html, plainTextOptions)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { subject: outbidNotificationSubject(props), html, text };
}

const ms = (value: number) => value.toFixed(1).padStart(6);

async function burst(label: string, renderOne: () => Promise<unknown>) {
  // As the job queue sends them: one after another.
  const stall = await measureStall(async () => {
    for (let i = 0; i < MAILS; i++) await renderOne();
  });
  console.log(
    `${label.padEnd(30)} ${((MAILS * 1000) / stall.ms).toFixed(0).padStart(5)} mails/s   delay p50 ${ms(stall.delay.p50)}  p99 ${ms(stall.delay.p99)}  max ${ms(stall.delay.max)}   busy max ${ms(stall.busy)} ms`,
  );
}

console.log(`Bursts of ${MAILS} OUTBID_NOTIFICATION mails, sent one after another as the job queue sends them`);
await burst('before, cold (first of process)', () => renderBefore(outbid));
const thread = new RenderThread();
await burst('thread, cold (starts worker)', () => thread.render('OUTBID_NOTIFICATION', outbid));
await burst('before', () => renderBefore(outbid));
const inline = new RenderThread({
  createWorker: () => {
    throw new Error('the bench measures the fallback');
  },
});
await burst('in-process, one per macrotask', () => inline.render('OUTBID_NOTIFICATION', outbid));
await burst('thread', () => thread.render('OUTBID_NOTIFICATION', outbid));
await thread.close();

console.log(`\nRender time per template, on this thread (ms; first = the template's first render in a warm process)`);
for (const name of Object.keys(samples) as (keyof TemplateProps)[]) {
  const props = samples[name] as never;
  let started = performance.now();
  await renderEmail(name, props);
  const first = performance.now() - started;
  for (let i = 0; i < 5; i++) await renderEmail(name, props);
  started = performance.now();
  for (let i = 0; i < 30; i++) await renderEmail(name, props);
  console.log(
    `  ${name.padEnd(22)} first ${first.toFixed(1).padStart(6)}   warm ${((performance.now() - started) / 30).toFixed(2).padStart(6)}`,
  );
}
{
  const { html } = await renderEmail('OUTBID_NOTIFICATION', outbid);
  const time = (fn: () => unknown) => {
    const started = performance.now();
    for (let i = 0; i < 200; i++) fn();
    return ((performance.now() - started) / 200).toFixed(2);
  };
  time(() => toPlainText(html, plainTextOptions));
  time(() => toPlainTextCompiled(html));
  console.log(
    `  plain text of OUTBID_NOTIFICATION: toPlainText ${time(() => toPlainText(html, plainTextOptions))} ms, compiled once ${time(() => toPlainTextCompiled(html))} ms`,
  );
}

await nextMacrotask();
