import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env';

describe('parseEnv', () => {
  it('gives the documented defaults for an empty environment', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.KLUBBAN_DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.KLUBBAN_SEED_DEMO).toBeUndefined();
    expect(env.publicUrl).toBe('http://localhost:3000');
  });

  it('treats empty strings as unset and parses flags', () => {
    const env = parseEnv({ DATABASE_URL: '', KLUBBAN_SEED_DEMO: 'false', PORT: '4010' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.KLUBBAN_SEED_DEMO).toBe(false);
    expect(env.publicUrl).toBe('http://localhost:4010');
  });

  it('names every bad variable', () => {
    try {
      parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', KLUBBAN_SEED_DEMO: 'kanske', KLUBBAN_ADMIN_EMAIL: 'a@b.se' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(message).toContain('KLUBBAN_SEED_DEMO: must be true or false');
      expect(message).toContain('KLUBBAN_ADMIN_PASSWORD');
    }
  });

  it('takes trusted proxies as addresses and CIDR ranges, and names a bad one', () => {
    expect(parseEnv({ KLUBBAN_TRUSTED_PROXIES: '127.0.0.1, ::1' }).KLUBBAN_TRUSTED_PROXIES).toBe('127.0.0.1, ::1');
    expect(parseEnv({}).KLUBBAN_TRUSTED_PROXIES).toBeUndefined();
    expect(() => parseEnv({ KLUBBAN_TRUSTED_PROXIES: 'localhost' })).toThrow(
      /KLUBBAN_TRUSTED_PROXIES: must be IP addresses or CIDR ranges/,
    );
  });

  it('lets the scheduler be turned off only where another instance on PostgreSQL can run it', () => {
    expect(() => parseEnv({ KLUBBAN_SCHEDULER: 'false' })).toThrow(/KLUBBAN_SCHEDULER: can only be turned off with DATABASE_URL/);
    expect(parseEnv({ KLUBBAN_SCHEDULER: 'false', DATABASE_URL: 'postgres://localhost/klubban' }).KLUBBAN_SCHEDULER).toBe(false);
    expect(parseEnv({}).KLUBBAN_SCHEDULER).toBeUndefined();
    expect(() => parseEnv({ KLUBBAN_SCHEDULER: 'kanske' })).toThrow(/KLUBBAN_SCHEDULER: must be true or false/);
  });

  it('takes an address to listen on, or none (every interface)', () => {
    expect(parseEnv({}).KLUBBAN_LISTEN_HOST).toBeUndefined();
    expect(parseEnv({ KLUBBAN_LISTEN_HOST: '127.0.0.1' }).KLUBBAN_LISTEN_HOST).toBe('127.0.0.1');
    expect(parseEnv({ KLUBBAN_LISTEN_HOST: '::1' }).KLUBBAN_LISTEN_HOST).toBe('::1');
    expect(() => parseEnv({ KLUBBAN_LISTEN_HOST: '127.0.0.1; rm' })).toThrow(/KLUBBAN_LISTEN_HOST: must be an address/);
  });

  it('requires the Stripe webhook secret with a Stripe key', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('takes a metrics token of at least 16 Bearer-token characters, or none', () => {
    expect(parseEnv({}).KLUBBAN_METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ KLUBBAN_METRICS_TOKEN: ' ' }).KLUBBAN_METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ KLUBBAN_METRICS_TOKEN: '0123456789abcdef' }).KLUBBAN_METRICS_TOKEN).toBe('0123456789abcdef');
    expect(() => parseEnv({ KLUBBAN_METRICS_TOKEN: 'kort' })).toThrow(/KLUBBAN_METRICS_TOKEN: must be at least 16 characters/);
    expect(() => parseEnv({ KLUBBAN_METRICS_TOKEN: 'ett lösenord med mellanslag' })).toThrow(
      /KLUBBAN_METRICS_TOKEN: must be a Bearer token/,
    );
  });

  it('takes a VAPID key pair only whole and well formed, and names the missing half', () => {
    const publicKey = `B${'x'.repeat(86)}`;
    const privateKey = 'y'.repeat(43);
    expect(parseEnv({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey })).toMatchObject({
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
    });
    expect(parseEnv({}).VAPID_PUBLIC_KEY).toBeUndefined();
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: publicKey })).toThrow(
      /VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/,
    );
    expect(() => parseEnv({ VAPID_PRIVATE_KEY: privateKey })).toThrow(
      /VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/,
    );
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: `A${'x'.repeat(86)}`, VAPID_PRIVATE_KEY: privateKey })).toThrow(
      /VAPID_PUBLIC_KEY: must be a VAPID public key/,
    );
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: 'kort' })).toThrow(
      /VAPID_PRIVATE_KEY: must be a VAPID private key/,
    );
    expect(parseEnv({ VAPID_SUBJECT: 'mailto:studio@klubban.se' }).VAPID_SUBJECT).toBe('mailto:studio@klubban.se');
    expect(parseEnv({ VAPID_SUBJECT: 'https://klubban.se' }).VAPID_SUBJECT).toBe('https://klubban.se');
    expect(() => parseEnv({ VAPID_SUBJECT: 'http://klubban.se' })).toThrow(/VAPID_SUBJECT: must be a mailto: address or an https: URL/);
  });

  it('takes a test push origin (scheme, host, port) outside production only', () => {
    expect(parseEnv({ KLUBBAN_TEST_PUSH_ORIGIN: 'http://127.0.0.1:4010' }).KLUBBAN_TEST_PUSH_ORIGIN).toBe('http://127.0.0.1:4010');
    expect(() => parseEnv({ KLUBBAN_TEST_PUSH_ORIGIN: 'http://127.0.0.1:4010/push' })).toThrow(
      /KLUBBAN_TEST_PUSH_ORIGIN: must be an origin/,
    );
    expect(() => parseEnv({ KLUBBAN_TEST_PUSH_ORIGIN: 'file:///tmp' })).toThrow(/KLUBBAN_TEST_PUSH_ORIGIN: must be an origin/);
    expect(() => parseEnv({ KLUBBAN_TEST_PUSH_ORIGIN: 'http://127.0.0.1:4010', NODE_ENV: 'production' })).toThrow(
      /KLUBBAN_TEST_PUSH_ORIGIN: is for tests only/,
    );
  });
});

describe('KLUBBAN_PAYMENT_PROVIDER (docs/decisions/0028)', () => {
  const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
  const postgres = { DATABASE_URL: 'postgres://localhost/klubban' };

  it('unset: Stripe with its key, the test provider on the embedded demo, otherwise none', () => {
    expect(parseEnv({}).paymentMode).toBe('test');
    expect(parseEnv({ ...stripe }).paymentMode).toBe('stripe');
    expect(parseEnv({ ...stripe, ...postgres }).paymentMode).toBe('stripe');
    expect(parseEnv({ ...postgres }).paymentMode).toBe('none');
    expect(parseEnv({ ...postgres, NODE_ENV: 'production' }).paymentMode).toBe('none');
  });

  it('set: chosen on purpose', () => {
    expect(parseEnv({ ...postgres, KLUBBAN_PAYMENT_PROVIDER: 'test' }).paymentMode).toBe('test');
    expect(parseEnv({ KLUBBAN_PAYMENT_PROVIDER: 'test' }).paymentMode).toBe('test');
    expect(parseEnv({ ...postgres, ...stripe, KLUBBAN_PAYMENT_PROVIDER: 'stripe' }).paymentMode).toBe('stripe');
    expect(parseEnv({ ...postgres, KLUBBAN_PAYMENT_PROVIDER: '' }).paymentMode).toBe('none');
  });

  it('refuses a bad value and contradictions at start-up, naming the variable', () => {
    expect(() => parseEnv({ KLUBBAN_PAYMENT_PROVIDER: 'paypal' })).toThrow(/KLUBBAN_PAYMENT_PROVIDER: /);
    expect(() => parseEnv({ ...stripe, KLUBBAN_PAYMENT_PROVIDER: 'test' })).toThrow(/KLUBBAN_PAYMENT_PROVIDER: .*test.* STRIPE_SECRET_KEY/);
    expect(() => parseEnv({ ...postgres, KLUBBAN_PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /KLUBBAN_PAYMENT_PROVIDER: .*stripe.* STRIPE_SECRET_KEY/,
    );
  });
});
