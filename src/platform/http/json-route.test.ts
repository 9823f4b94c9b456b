import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { errorBody, errorResponse, jsonRoute } from './json-route';

describe('jsonRoute', () => {
  it('passes the handler its arguments and returns its answer', async () => {
    const route = jsonRoute(async (request: Request, context: { params: Promise<{ id: string }> }) =>
      Response.json({ url: request.url, id: (await context.params).id }, { headers: { 'cache-control': 'no-store' } }),
    );
    const response = await route(new Request('http://localhost/x'), { params: Promise.resolve({ id: '7' }) });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ url: 'http://localhost/x', id: '7' });
  });

  it('answers a thrown AppError with its status and the protocol error body', async () => {
    const route = jsonRoute(async () => {
      throw new AppError('RESOURCE_EXHAUSTED', 'Vänta lite.', { retryAfter: 3 });
    });
    const response = await route();
    expect(response.status).toBe(429);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ error: { status: 'RESOURCE_EXHAUSTED', message: 'Vänta lite.', details: { retryAfter: 3 } } });
  });

  it('answers anything else as INTERNAL without its message or stack', async () => {
    const secret = jsonRoute(async () => {
      throw new Error('connection string postgres://hemligt');
    });
    const response = await secret();
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: { status: 'INTERNAL', message: 'Något gick fel. Försök igen om en stund.' } });
    expect(text).not.toContain('hemligt');

    const named = jsonRoute(
      async () => {
        throw new TypeError('x');
      },
      { failureMessage: 'Det gick inte att skapa konto' },
    );
    expect(await (await named()).json()).toEqual({ error: { status: 'INTERNAL', message: 'Det gick inte att skapa konto' } });
  });
});

describe('errorResponse', () => {
  it('answers the database out of reach as UNAVAILABLE (503), in Swedish', async () => {
    const route = jsonRoute(async () => {
      throw new Error('Failed query: select 1', {
        cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      });
    });
    const response = await route();
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: { status: 'UNAVAILABLE', message: 'Tjänsten är inte tillgänglig just nu. Försök igen om en stund.' },
    });
    expect(text).not.toContain('ECONNREFUSED');
  });

  it("uses the AppError's status unless told another, and keeps given headers", async () => {
    const error = new AppError('NOT_FOUND', 'Auktionen finns inte.');
    expect(errorBody(error)).toEqual({ error: { status: 'NOT_FOUND', message: 'Auktionen finns inte.' } });
    const cached = errorResponse(error, { headers: { 'cache-control': 'public, max-age=2' } });
    expect(cached.status).toBe(404);
    expect(cached.headers.get('cache-control')).toBe('public, max-age=2');
    const method = errorResponse(new AppError('INVALID_ARGUMENT'), { status: 405, headers: { allow: 'POST' } });
    expect(method.status).toBe(405);
    expect(method.headers.get('allow')).toBe('POST');
    expect(await method.json()).toEqual({ error: { status: 'INVALID_ARGUMENT', message: 'Ogiltiga uppgifter.' } });
  });
});
