import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLogger } from '@/platform/logger';
import { closeMonitoring, flushMonitoring, initServerMonitoring } from '@/platform/monitoring';
import { setProcessSingleton } from '@/platform/singleton';

/**
 * Server-side error monitoring with the real Sentry SDK talking to a stand-in Sentry
 * (a local HTTP server that records envelopes, the protocol a GlitchTip or Sentry server speaks):
 * an error the one logger writes is reported, scrubbed; refusals and warnings are not.
 */

interface Envelope {
  path: string;
  items: Array<{ type: string; payload: Record<string, unknown> }>;
}
const envelopes: Envelope[] = [];
const sentry = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    let body = Buffer.concat(chunks);
    if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
    const lines = body.toString('utf8').split('\n').filter(Boolean);
    const items: Envelope['items'] = [];
    for (let index = 1; index + 1 < lines.length; index += 2) {
      items.push({ type: (JSON.parse(lines[index] ?? '{}') as { type: string }).type, payload: JSON.parse(lines[index + 1] ?? '{}') });
    }
    envelopes.push({ path: request.url ?? '', items });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

const saved = { dsn: process.env.SENTRY_DSN, rate: process.env.SENTRY_TRACES_SAMPLE_RATE, level: process.env.LOG_LEVEL };
const errorEvents = () => envelopes.flatMap((e) => e.items).filter((item) => item.type === 'event');

beforeAll(async () => {
  await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
  const { port } = sentry.address() as AddressInfo;
  process.env.SENTRY_DSN = `http://publickey@127.0.0.1:${port}/42`;
  process.env.SENTRY_TRACES_SAMPLE_RATE = '0';
  // Tests log nothing (LOG_LEVEL=silent); what is reported is what is logged, so errors are logged here.
  process.env.LOG_LEVEL = 'error';
  setProcessSingleton('Env', undefined);
  setProcessSingleton('Logger', undefined);
  expect(await initServerMonitoring()).toBe(true);
});

afterAll(async () => {
  await closeMonitoring();
  process.env.SENTRY_DSN = saved.dsn;
  process.env.SENTRY_TRACES_SAMPLE_RATE = saved.rate;
  process.env.LOG_LEVEL = saved.level;
  setProcessSingleton('Env', undefined);
  setProcessSingleton('Logger', undefined);
  await new Promise<void>((resolve) => sentry.close(() => resolve()));
});

describe('server error monitoring', () => {
  it('reports an error the logger writes, with its context, to the project of the DSN, scrubbed', async () => {
    getLogger().error(
      {
        err: new Error('Utskick till kund@exempel.se misslyckades'),
        action: 'SAVE_BLOCK',
        requestId: 'req-12345678',
        email: 'kund@exempel.se',
      },
      'callable failed',
    );
    expect(await flushMonitoring()).toBe(true);
    await expect.poll(() => errorEvents().length).toBe(1);
    expect(envelopes[0]?.path).toMatch(/^\/api\/42\/envelope\//);
    const event = errorEvents()[0]?.payload as {
      exception: { values: Array<{ type: string; value: string }> };
      extra: Record<string, unknown>;
      user?: unknown;
      environment: string;
    };
    expect(event.exception.values[0]).toMatchObject({ type: 'Error', value: 'Utskick till [e-post] misslyckades' });
    expect(event.extra).toMatchObject({ action: 'SAVE_BLOCK', requestId: 'req-12345678', log: 'callable failed' });
    expect(event.environment).toBe('production');
    const json = JSON.stringify(event);
    expect(json).not.toContain('kund@exempel.se');
    expect(json).not.toMatch(/"ip_address"/);
  });

  it('leaves out what is not an error: warnings, refusals logged at info, errors without an Error', async () => {
    const before = errorEvents().length;
    getLogger().warn({ err: new Error('job failed, will retry') }, 'job failed');
    getLogger().info({ code: 'NOT_FOUND' }, 'callable refused');
    getLogger().error({ problem: 'no err field' }, 'something odd');
    getLogger().error({ err: new Error('the one that counts') }, 'route failed');
    await flushMonitoring();
    await expect.poll(() => errorEvents().length).toBe(before + 1);
    const messages = errorEvents().map(
      (item) => (item.payload as { exception: { values: Array<{ value: string }> } }).exception.values[0]?.value,
    );
    expect(messages.at(-1)).toBe('the one that counts');
    expect(messages).not.toContain('job failed, will retry');
  });
});
