import { describe, expect, it } from 'vitest';
import { callFunction, codeForHttpStatus, FunctionsError } from './client';

const respond = (status: number, body: string): typeof fetch =>
  (async () => new Response(body, { status, headers: { 'content-type': 'application/json' } })) as typeof fetch;

describe('codeForHttpStatus (spec §8)', () => {
  it.each([
    [400, 'invalid-argument'],
    [401, 'unauthenticated'],
    [403, 'permission-denied'],
    [404, 'not-found'],
    [409, 'aborted'],
    [429, 'resource-exhausted'],
    [499, 'cancelled'],
    [501, 'unimplemented'],
    [503, 'unavailable'],
    [504, 'deadline-exceeded'],
    [0, 'internal'],
    [500, 'internal'],
    [418, 'unknown'],
    [502, 'unknown'],
  ])('%i → %s', (status, code) => {
    expect(codeForHttpStatus(status)).toBe(code);
  });
});

describe('callFunction', () => {
  it('posts {data} and reads result or data', async () => {
    let seen: { url: string; body: string; auth: string | null } | null = null;
    const fetchImpl = (async (url: string, init: RequestInit) => {
      seen = { url, body: String(init.body), auth: new Headers(init.headers).get('authorization') };
      return new Response(JSON.stringify({ result: { ok: 1 } }), { status: 200 });
    }) as unknown as typeof fetch;
    await expect(callFunction('connector', { action: 'X' }, { fetchImpl, token: 'abc' })).resolves.toEqual({ ok: 1 });
    expect(seen).toEqual({ url: '/api/functions/connector', body: '{"data":{"action":"X"}}', auth: 'Bearer abc' });
    await expect(callFunction('f', null, { fetchImpl: respond(200, '{"data":[1]}') })).resolves.toEqual([1]);
  });

  it('raises the spec texts for broken answers', async () => {
    await expect(callFunction('f', {}, { fetchImpl: respond(200, 'nope') })).rejects.toThrow('Response is not valid JSON object.');
    await expect(callFunction('f', {}, { fetchImpl: respond(200, '{"x":1}') })).rejects.toThrow('Response is missing data field.');
  });

  it('prefers error.status and falls back to the HTTP table', async () => {
    const withStatus = callFunction(
      'f',
      {},
      {
        fetchImpl: respond(400, '{"error":{"status":"FAILED_PRECONDITION","message":"Auktionen är avslutad."}}'),
      },
    );
    await expect(withStatus).rejects.toMatchObject({ code: 'failed-precondition', message: 'Auktionen är avslutad.' });
    await expect(callFunction('f', {}, { fetchImpl: respond(503, 'down') })).rejects.toMatchObject({ code: 'unavailable' });
    await expect(callFunction('f', {}, { fetchImpl: respond(502, '{}') })).rejects.toBeInstanceOf(FunctionsError);
  });

  it('times out with deadline-exceeded', async () => {
    const never = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      )) as unknown as typeof fetch;
    await expect(callFunction('f', {}, { fetchImpl: never, timeoutMs: 20 })).rejects.toMatchObject({ code: 'deadline-exceeded' });
  });
});
