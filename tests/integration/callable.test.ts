import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '@/modules/newsletter/tables';
import { callFunction } from '@/platform/callable/client';
import { appFetch, postJson, sessionOf } from '../setup/app-fetch';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * The callable protocol end to end in-process: real route handlers for /api/functions and
 * /api/auth over a real database, driven through the real browser client with a fetch that
 * hands requests to those handlers.
 */

const t = fileDatabase();

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  appFetch(path, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

async function signUp(email: string) {
  const response = await postJson('/api/account/sign-up', {
    data: {
      email,
      password: 'hemligt-123',
      confirmPassword: 'hemligt-123',
      firstName: 'Test',
      lastName: 'Person',
      phone: '070-123 45 67',
      acceptTerms: true,
      newsletter: false,
    },
  });
  expect(response.status).toBe(200);
  const { token, cookie } = sessionOf(response);
  expect(token).toBeTruthy();
  expect(cookie).toMatch(/session_token=/);
  return { token, cookie };
}

describe(`callable protocol on ${testEngine}`, () => {
  it('answers an unknown function with NOT_FOUND and an unknown action with INVALID_ARGUMENT', async () => {
    const unknownFn = await post('/api/functions/nope', '{"data":{}}');
    expect(unknownFn.status).toBe(404);
    expect(await unknownFn.json()).toEqual({ error: { status: 'NOT_FOUND', message: 'Funktionen nope finns inte.' } });

    const unknownAction = await post('/api/functions/connector', '{"data":{"action":"FLY"}}');
    expect(unknownAction.status).toBe(400);
    expect((await unknownAction.json()).error).toEqual({ status: 'INVALID_ARGUMENT', message: 'Okänd åtgärd: FLY.' });

    const noAction = await post('/api/functions/connector', '{"data":{}}');
    expect((await noAction.json()).error.status).toBe('INVALID_ARGUMENT');
  });

  it.each([
    ['not JSON', '{"data":'],
    ['no data field', '{"action":"SUBSCRIBE"}'],
    ['an array', '[1,2]'],
    ['empty', ''],
  ])('answers malformed bodies (%s) with INVALID_ARGUMENT, never a 500', async (_name, body) => {
    const response = await post('/api/functions/connector', body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.status).toBe('INVALID_ARGUMENT');
  });

  it('validates input with a Swedish message and details', async () => {
    const response = await post('/api/functions/connector', '{"data":{"action":"SUBSCRIBE","email":"inte-en-adress"}}');
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.status).toBe('INVALID_ARGUMENT');
    expect(body.error.message).toContain('Ange en giltig e-postadress.');
    expect(body.error.details.issues[0].path).toBe('email');
  });

  it('lets anyone ask to subscribe, normalising the address, idempotently (the address confirms by e-mail: docs/decisions/0029)', async () => {
    const client = (data: unknown) => callFunction('connector', data, { fetchImpl: appFetch as typeof fetch });
    await expect(client({ action: 'SUBSCRIBE', email: '  Kund@Example.SE ' })).resolves.toEqual({
      email: 'kund@example.se',
      subscribed: true,
      needsConfirmation: true,
    });
    await expect(client({ action: 'SUBSCRIBE', email: 'kund@example.se' })).resolves.toEqual({
      email: 'kund@example.se',
      subscribed: true,
      needsConfirmation: true,
    });
    const rows = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'kund@example.se'));
    expect(rows).toHaveLength(1);
  });

  it('requires a signed-in caller for user actions: UNAUTHENTICATED for a visitor', async () => {
    const client = callFunction('connector', { action: 'NEWSLETTER_SUBSCRIBE' }, { fetchImpl: appFetch as typeof fetch });
    await expect(client).rejects.toMatchObject({ code: 'unauthenticated', message: 'Du behöver logga in.' });
    const bogus = callFunction(
      'connector',
      { action: 'NEWSLETTER_SUBSCRIBE' },
      { fetchImpl: appFetch as typeof fetch, token: 'not-a-token' },
    );
    await expect(bogus).rejects.toMatchObject({ code: 'unauthenticated' });
  });

  it('recognises the caller by bearer token and by session cookie', async () => {
    const { token, cookie } = await signUp('budgivare@example.se');
    await expect(
      callFunction('connector', { action: 'NEWSLETTER_SUBSCRIBE' }, { fetchImpl: appFetch as typeof fetch, token }),
    ).resolves.toEqual({ email: 'budgivare@example.se', subscribed: true, needsConfirmation: true });
    const [row] = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'budgivare@example.se'));
    expect(row?.userId).toBeTruthy();
    expect(row?.unsubscribedAt).toBeNull();

    const crossSite = await post('/api/functions/connector', '{"data":{"action":"NEWSLETTER_UNSUBSCRIBE"}}', {
      cookie,
      origin: 'https://elak.example',
    });
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).error.status).toBe('PERMISSION_DENIED');

    const viaCookie = await post('/api/functions/connector', '{"data":{"action":"NEWSLETTER_UNSUBSCRIBE"}}', {
      cookie,
      origin: 'http://localhost:3000',
    });
    expect(viaCookie.status).toBe(200);
    expect(await viaCookie.json()).toEqual({ result: { email: 'budgivare@example.se', subscribed: false } });
  });
});
