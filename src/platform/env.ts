import { z } from 'zod';
import { parseTrustedProxies } from './http/client-address';
import { processSingleton } from './singleton';

/**
 * The one configuration module (docs/architecture.md convention 5). Read when the server starts,
 * never inlined at build time. A bad value stops start-up with a message naming the variable.
 */

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const booleanFlag = z.preprocess(
  (value) => {
    const v = emptyToUndefined(value);
    if (v === undefined) return undefined;
    if (typeof v === 'string') {
      const lower = v.trim().toLowerCase();
      if (['true', '1', 'yes', 'ja'].includes(lower)) return true;
      if (['false', '0', 'no', 'nej'].includes(lower)) return false;
    }
    return v;
  },
  z.boolean({ error: 'must be true or false' }).optional(),
);

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
  // The address `npm start` listens on (server/serve.ts reads it); unset → every interface.
  // Behind nginx: 127.0.0.1, so no client reaches an instance past the proxy (docs/deployment.md).
  KLUBBAN_LISTEN_HOST: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\w.:-]+$/, 'must be an address such as 127.0.0.1 or ::1')
      .optional(),
  ),
  // The reverse proxies whose X-Forwarded-For is believed (addresses or CIDR ranges, comma-separated;
  // src/platform/http/client-address.ts, docs/security.md). Unset → none: every rate limit keys on the
  // connection's own address. Behind nginx on the same machine: 127.0.0.1, ::1.
  KLUBBAN_TRUSTED_PROXIES: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (value) => {
          try {
            parseTrustedProxies(value);
            return true;
          } catch {
            return false;
          }
        },
        { error: 'must be IP addresses or CIDR ranges separated by commas, such as 127.0.0.1, ::1 or 10.0.0.0/8' },
      )
      .optional(),
  ),
  KLUBBAN_DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  KLUBBAN_SEED_DEMO: booleanFlag,
  // The scheduler (lots opening and ending, e-mails and other jobs, reminders). Safe in any number
  // of instances; with several on one PostgreSQL, web-only instances may leave it to others.
  KLUBBAN_SCHEDULER: booleanFlag,
  KLUBBAN_ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  KLUBBAN_ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8, 'must be at least 8 characters').optional()),
  KLUBBAN_PUBLIC_URL: optionalUrl,
  // Where new valuation requests are mailed; unset → to every administrator.
  KLUBBAN_STUDIO_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  // Fees (docs/product.md §2), whole percent.
  KLUBBAN_BUYER_PREMIUM_PERCENT: z.preprocess(emptyToUndefined, z.coerce.number().int('must be a whole number').min(0).max(50).default(20)),
  KLUBBAN_SELLER_COMMISSION_PERCENT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('must be a whole number').min(0).max(50).default(15),
  ),
  // The books (docs/decisions/0045). The studio's VAT model: 'agent' (sells in the seller's name; the premium's VAT
  // is shown) or 'margin' (commission agent under the margin scheme; no VAT amount on a private seller's lot); the
  // VAT added on the hammer of a VAT-registered seller's lot or the studio's own stock.
  KLUBBAN_VAT_MODEL: z.preprocess(emptyToUndefined, z.enum(['agent', 'margin']).default('agent')),
  KLUBBAN_HAMMER_VAT_PERCENT: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .pipe(z.union([z.literal(6), z.literal(12), z.literal(25)]))
      .default(25),
  ),
  // The artist's resale right (följerätt): who pays it, the threshold in whole kronor (1/20 of the year's
  // prisbasbelopp) and the euro rate for the statutory bands ("11,52" kr per euro).
  KLUBBAN_RESALE_RIGHT_PAYER: z.preprocess(emptyToUndefined, z.enum(['buyer', 'seller']).default('buyer')),
  KLUBBAN_RESALE_RIGHT_THRESHOLD_SEK: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('must be a whole number').min(0).max(100_000).default(2_960),
  ),
  KLUBBAN_RESALE_RIGHT_EUR_RATE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{1,3}([.,]\d{1,2})?$/, 'must be kronor per euro, like 11,52')
      .transform((value) => {
        const [whole, fraction = ''] = value.split(/[.,]/);
        return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
      })
      .default(1_100),
  ),
  // The studio's details on every invoice, credit note and statement (unset: the demo studio's).
  KLUBBAN_STUDIO_NAME: z.preprocess(emptyToUndefined, z.string().max(120).default('Klubban Auktionsstudio AB')),
  KLUBBAN_STUDIO_STREET: z.preprocess(emptyToUndefined, z.string().max(120).default('Hornsgatan 54')),
  KLUBBAN_STUDIO_POSTAL_CODE: z.preprocess(emptyToUndefined, z.string().max(12).default('118 21')),
  KLUBBAN_STUDIO_CITY: z.preprocess(emptyToUndefined, z.string().max(60).default('Stockholm')),
  KLUBBAN_STUDIO_ORG_NUMBER: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{6}-\d{4}$/, 'must look like 559412-3871')
      .default('559412-3871'),
  ),
  KLUBBAN_STUDIO_VAT_NUMBER: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^SE\d{12}$/, 'must look like SE559412387101')
      .default('SE559412387101'),
  ),
  KLUBBAN_STUDIO_BANKGIRO: optionalString,
  // SIE export: the BAS accounts by name, as JSON ({"bank":1930,"premium":3010}); unset keys keep the defaults.
  KLUBBAN_BOOKS_ACCOUNTS: optionalString,
  // The first month of the studio's fiscal year (1 = January).
  KLUBBAN_FISCAL_YEAR_START_MONTH: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('must be a whole number').min(1).max(12).default(1),
  ),
  // The buyer's protection (docs/decisions/0032): a shipment counts as received this many days after it was shipped
  // unless the buyer confirms it earlier or reports a problem; the buyer may then inspect it this many days before the
  // seller is paid.
  KLUBBAN_RECEIPT_AFTER_SHIPPING_DAYS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('must be a whole number').min(1).max(60).default(10),
  ),
  KLUBBAN_INSPECTION_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int('must be a whole number').min(0).max(30).default(3)),
  // A winner who does not pay (docs/decisions/0042): the job cancels an unpaid order this many days after its due date,
  // only when KLUBBAN_UNPAID_AUTO_CANCEL is on (off: the studio cancels by hand); this many cancellations block bidding
  // (0: never); the underbidder has this many hours to answer a second chance.
  KLUBBAN_UNPAID_AUTO_CANCEL: booleanFlag,
  KLUBBAN_UNPAID_CANCEL_AFTER_DAYS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('must be a whole number').min(0).max(60).default(7),
  ),
  KLUBBAN_UNPAID_BLOCK_AFTER: z.preprocess(emptyToUndefined, z.coerce.number().int('must be a whole number').min(0).max(20).default(2)),
  KLUBBAN_SECOND_CHANCE_HOURS: z.preprocess(emptyToUndefined, z.coerce.number().int('must be a whole number').min(1).max(336).default(48)),
  // The buyer's right of withdrawal (docs/decisions/0043): days from receipt, never below the law's 14; who pays the
  // return shipping (the terms §9.4 must say the same).
  KLUBBAN_WITHDRAWAL_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int('must be a whole number').min(14).max(90).default(14)),
  KLUBBAN_WITHDRAWAL_RETURN_PAID_BY: z.preprocess(emptyToUndefined, z.enum(['buyer', 'studio']).default('buyer')),
  // CLEAR_ENDED: ended lots whose end is older than this many days leave the public list and search.
  KLUBBAN_CLEAR_ENDED_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int('must be a whole number').min(1).max(3650).default(30)),
  BETTER_AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optionalString,
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  // Path-style bucket URLs (MinIO, s3rver); default: on when S3_ENDPOINT is set.
  S3_FORCE_PATH_STYLE: booleanFlag,
  STRIPE_SECRET_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^sk_(test|live)_/, 'must start with sk_test_ or sk_live_')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalString,
  // Which payment provider serves (docs/decisions/0028): 'stripe' or 'test', chosen on purpose.
  // Unset: Stripe when STRIPE_SECRET_KEY is set, the built-in test provider on the embedded demo
  // (no DATABASE_URL), otherwise none — payments are then refused, never faked.
  KLUBBAN_PAYMENT_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(['stripe', 'test'], { error: "must be 'stripe' or 'test' (or unset)" }).optional(),
  ),
  // Another Stripe API host for the real SDK: tests point it at a local stand-in (docs/product.md §6).
  STRIPE_API_BASE: optionalUrl,
  NEXT_PUBLIC_POSTHOG_KEY: optionalString,
  NEXT_PUBLIC_POSTHOG_HOST: optionalUrl,
  // Error monitoring and performance (Sentry, or a self-hosted GlitchTip or Sentry): server errors
  // always; in the browser only after "Acceptera alla". The DSN is public by design (the browser needs it).
  SENTRY_DSN: z.preprocess(
    emptyToUndefined,
    z
      .url()
      .regex(/^https?:\/\/[^@/\s]+@[^/\s]+\/(?:[^\s]*\/)?\d+$/, 'must be a DSN: https://<key>@<host>/<project id>')
      .optional(),
  ),
  SENTRY_ENVIRONMENT: z.preprocess(emptyToUndefined, z.string().default('production')),
  // Share of page loads and requests traced for performance (web vitals ride on them): 0 to 1.
  SENTRY_TRACES_SAMPLE_RATE: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(1).default(0.1)),
  // Prometheus metrics at /api/metrics: off (404) until set; then a scrape must send
  // `Authorization: Bearer <this token>`.
  KLUBBAN_METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .min(16, 'must be at least 16 characters (a long random secret, e.g. from `openssl rand -hex 32`)')
      .regex(/^[A-Za-z0-9._~+/-]+=*$/, 'must be a Bearer token: letters, digits and - . _ ~ + / only (e.g. from `openssl rand -hex 32`)')
      .optional(),
  ),
  // An ad tag (a Google tag id: G-…, AW-…, GT-…, DC-…), loaded only after analytics consent.
  NEXT_PUBLIC_AD_TAG_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(?:G|AW|GT|DC)-[A-Z0-9]{4,20}$/, 'must be a Google tag id such as G-ABC123XYZ')
      .optional(),
  ),
  // Where the ad tag's script is loaded from (its id is appended as ?id=…): Google's by default.
  AD_TAG_SCRIPT_URL: z.preprocess(emptyToUndefined, z.url().default('https://www.googletagmanager.com/gtag/js')),
  // Web Push (docs/product.md §9 "Saved searches and push"): the VAPID key pair, base64url as
  // `npx web-push generate-vapid-keys` prints it. Both or neither; unset → one pair generated at
  // first use and kept in the data folder (src/platform/web-push.ts).
  VAPID_PUBLIC_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      // 65 bytes in 87 characters, the first byte 0x04 (uncompressed) reading as "B".
      .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a VAPID public key: an uncompressed P-256 point (65 bytes) in base64url, 87 characters')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a VAPID private key: 32 bytes in base64url, 43 characters')
      .optional(),
  ),
  // Who the push services may contact about our pushes: a mailto: or https: URL; unset → the
  // public address when it is https, else the studio's e-mail address.
  VAPID_SUBJECT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+.*)$/, 'must be a mailto: address or an https: URL')
      .optional(),
  ),
  // TESTS ONLY: the one origin (http://127.0.0.1:PORT) of a local push-service stand-in that push
  // may be sent to although it is plain http on a private address. Refused in production.
  KLUBBAN_TEST_PUSH_ORIGIN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => {
        try {
          const url = new URL(value);
          return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value.replace(/\/$/, '');
        } catch {
          return false;
        }
      }, 'must be an origin such as http://127.0.0.1:4010 (scheme, host and port only)')
      .optional(),
  ),
});

/** Rules between variables, checked on the raw values so they are reported with every other problem. */
function crossChecks(source: Record<string, string | undefined>): string[] {
  const set = (name: string) => Boolean(source[name]?.trim());
  const problems: string[] = [];
  if (set('KLUBBAN_ADMIN_EMAIL') !== set('KLUBBAN_ADMIN_PASSWORD')) {
    problems.push(
      `${set('KLUBBAN_ADMIN_EMAIL') ? 'KLUBBAN_ADMIN_PASSWORD' : 'KLUBBAN_ADMIN_EMAIL'}: KLUBBAN_ADMIN_EMAIL and KLUBBAN_ADMIN_PASSWORD must be set together`,
    );
  }
  if (/^(false|0|no|nej)$/i.test(source.KLUBBAN_SCHEDULER?.trim() ?? '') && !set('DATABASE_URL')) {
    problems.push(
      'KLUBBAN_SCHEDULER: can only be turned off with DATABASE_URL (another instance on the same PostgreSQL must run it; the embedded database has no other instance)',
    );
  }
  if (set('STRIPE_SECRET_KEY') && !set('STRIPE_WEBHOOK_SECRET')) {
    problems.push('STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set');
  }
  const provider = source.KLUBBAN_PAYMENT_PROVIDER?.trim();
  if (provider === 'test' && set('STRIPE_SECRET_KEY')) {
    problems.push(
      "KLUBBAN_PAYMENT_PROVIDER: is 'test' but STRIPE_SECRET_KEY is set; choose one (unset STRIPE_SECRET_KEY to pretend, or set 'stripe' to take real payments)",
    );
  }
  if (provider === 'stripe' && !set('STRIPE_SECRET_KEY')) {
    problems.push("KLUBBAN_PAYMENT_PROVIDER: is 'stripe' but STRIPE_SECRET_KEY is not set");
  }
  if (set('S3_BUCKET') && (!set('S3_ACCESS_KEY_ID') || !set('S3_SECRET_ACCESS_KEY'))) {
    problems.push('S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set');
  }
  if (set('VAPID_PUBLIC_KEY') !== set('VAPID_PRIVATE_KEY')) {
    problems.push(
      `${set('VAPID_PUBLIC_KEY') ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'}: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together`,
    );
  }
  if (set('KLUBBAN_TEST_PUSH_ORIGIN') && source.NODE_ENV?.trim() === 'production') {
    problems.push('KLUBBAN_TEST_PUSH_ORIGIN: is for tests only and must not be set in production (it lets push reach a private address)');
  }
  return problems;
}

/**
 * Which payment provider this process uses (docs/decisions/0028): Stripe, the built-in test
 * provider (payments are visibly pretend), or none (payments are refused).
 */
export type PaymentMode = 'stripe' | 'test' | 'none';

export type Env = z.infer<typeof envSchema> & { publicUrl: string; paymentMode: PaymentMode };

/** The payment mode of a parsed configuration: the explicit choice, else Stripe by its key, else the test provider only on the embedded demo. */
function paymentModeOf(env: z.infer<typeof envSchema>): PaymentMode {
  if (env.KLUBBAN_PAYMENT_PROVIDER) return env.KLUBBAN_PAYMENT_PROVIDER;
  if (env.STRIPE_SECRET_KEY) return 'stripe';
  return env.DATABASE_URL ? 'none' : 'test';
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Ogiltig konfiguration – invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'See .env.example for every variable and its meaning.',
    );
    this.name = 'ConfigError';
  }
}

/** Parses a set of variables; throws ConfigError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  const problems = [
    ...(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`)),
    ...crossChecks(source),
  ];
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  const env = result.data;
  return {
    ...env,
    publicUrl: (env.KLUBBAN_PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    paymentMode: paymentModeOf(env),
  };
}

/** The process's configuration, parsed once (a bad one throws again on each call). */
export function getEnv(): Env {
  return processSingleton('Env', () => parseEnv(process.env));
}
