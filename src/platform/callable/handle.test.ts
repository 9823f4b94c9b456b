import { describe, expect, it } from 'vitest';
import { defineCallable, emptyInput, type FunctionRegistry } from './define';
import { handleCallable } from './handle';

/** The protocol's mapping of failures that are not AppErrors (the rest: tests/integration/callable.test.ts). */

const failing = (error: unknown): FunctionRegistry => ({
  fn: {
    kind: 'single',
    callable: defineCallable({
      access: 'anyone',
      input: emptyInput,
      handler: async () => {
        throw error;
      },
    }),
  },
});

const call = (registry: FunctionRegistry, resolveCaller = async () => null) =>
  handleCallable('fn', new Request('http://localhost/api/functions/fn', { method: 'POST', body: '{"data":{}}' }), {
    registry,
    resolveCaller,
  });

describe('handleCallable', () => {
  it('answers the database out of reach as UNAVAILABLE (503) in Swedish, without the driver message', async () => {
    const driver = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    for (const error of [driver, new Error('Failed query: select …', { cause: new Error('Connection terminated unexpectedly') })]) {
      const response = await call(failing(error));
      expect(response.status).toBe(503);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        error: { status: 'UNAVAILABLE', message: 'Tjänsten är inte tillgänglig just nu. Försök igen om en stund.' },
      });
      expect(text).not.toMatch(/ECONNREFUSED|5432|terminated|select/);
    }
  });

  it('answers the database out of reach while finding the caller as UNAVAILABLE too', async () => {
    const registry: FunctionRegistry = {
      fn: { kind: 'single', callable: defineCallable({ access: 'user', input: emptyInput, handler: async () => 'ok' }) },
    };
    const response = await handleCallable(
      'fn',
      new Request('http://localhost/api/functions/fn', { method: 'POST', body: '{"data":{}}', headers: { authorization: 'Bearer x' } }),
      {
        registry,
        resolveCaller: async () => {
          throw Object.assign(new Error('the database system is starting up'), { code: '57P03' });
        },
      },
    );
    expect(response.status).toBe(503);
    expect((await response.json()).error.status).toBe('UNAVAILABLE');
  });

  it('still answers any other failure as INTERNAL (500)', async () => {
    const response = await call(failing(new Error('boom')));
    expect(response.status).toBe(500);
    expect((await response.json()).error).toEqual({ status: 'INTERNAL', message: 'Något gick fel. Försök igen om en stund.' });
  });
});
