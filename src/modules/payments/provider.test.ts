import { describe, expect, it, vi } from 'vitest';

/**
 * The payment errors are recognised across bundles: the provider is a process singleton, so what it
 * throws may come from another bundle's copy of provider.ts than the one catching it (the webhook
 * route answered an unsigned request 503 instead of 400 on `npm start` that way). Two copies of
 * the module are loaded here, as two bundles would hold them.
 */
async function twoCopies() {
  const first = await import('./provider');
  vi.resetModules();
  const second = await import('./provider');
  return { first, second };
}

describe('payment errors across bundles', () => {
  it('WebhookSignatureError.is and PaymentRefusedError.is know the other copy’s errors; instanceof does not', async () => {
    const { first, second } = await twoCopies();
    expect(first.WebhookSignatureError).not.toBe(second.WebhookSignatureError);
    const signature = new first.WebhookSignatureError();
    const refused = new first.PaymentRefusedError('refused');
    expect(signature instanceof second.WebhookSignatureError).toBe(false);
    expect(second.WebhookSignatureError.is(signature)).toBe(true);
    expect(second.PaymentRefusedError.is(refused)).toBe(true);
  });

  it('does not take one for the other, nor a plain error of the same name', async () => {
    const { first, second } = await twoCopies();
    expect(second.WebhookSignatureError.is(new first.PaymentRefusedError('refused'))).toBe(false);
    expect(second.PaymentRefusedError.is(new first.WebhookSignatureError())).toBe(false);
    const lookalike = Object.assign(new Error('x'), { name: 'WebhookSignatureError' });
    expect(second.WebhookSignatureError.is(lookalike)).toBe(false);
    expect(second.WebhookSignatureError.is(null)).toBe(false);
    expect(second.WebhookSignatureError.is('WebhookSignatureError')).toBe(false);
  });
});
