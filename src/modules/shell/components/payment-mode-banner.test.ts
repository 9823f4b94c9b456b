import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { setProcessSingleton } from '@/platform/singleton';
import { PaymentModeBanner } from './payment-mode-banner';

const NAMES = ['DATABASE_URL', 'KLUBBAN_PAYMENT_PROVIDER', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));

function configure(vars: Partial<Record<(typeof NAMES)[number], string>>) {
  for (const name of NAMES) {
    const value = name in vars ? vars[name] : saved[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  setProcessSingleton('Env', undefined);
}

const render = () => renderToStaticMarkup(createElement(PaymentModeBanner));

afterEach(() => configure({}));

describe('the test-mode banner (docs/decisions/0028)', () => {
  it('says "Testläge – inga riktiga betalningar" where the test provider serves, as a calm status, not an alert', () => {
    configure({ DATABASE_URL: undefined, KLUBBAN_PAYMENT_PROVIDER: undefined, STRIPE_SECRET_KEY: undefined });
    const demo = render();
    expect(demo).toContain('Testläge – inga riktiga betalningar');
    expect(demo).toContain('role="status"');
    expect(demo).not.toContain('role="alert"');
    expect(demo).not.toContain('aria-live="assertive"');
    configure({ DATABASE_URL: 'postgres://localhost/klubban', KLUBBAN_PAYMENT_PROVIDER: 'test' });
    expect(render()).toContain('Testläge – inga riktiga betalningar');
  });

  it('is absent with Stripe and with no provider', () => {
    configure({ STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(render()).toBe('');
    configure({ DATABASE_URL: 'postgres://localhost/klubban' });
    expect(render()).toBe('');
  });
});
