import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { testProviderAccounts, testProviderRefunds, testProviderSessions, testProviderTransfers } from '../tables';
import { getEnv } from '@/platform/env';
import { AppError } from '@/platform/errors';
import { sameOriginPath } from '@/platform/same-origin-path';
import { signWithSecret, verifySignature } from '@/platform/secret';
import { bankAccountInput } from '../schema';
import { PaymentRefusedError, WebhookSignatureError, type PaymentEvent, type PaymentMethod, type PaymentProvider } from '../provider';

/**
 * The built-in test payment provider (docs/product.md §6, §9): a provider with its own hosted pages
 * inside the app (`/betalning/konto/{id}`), used when no Stripe key is set. Its links are signed
 * with the app secret and expire like Stripe's account links; its records are its own table.
 */

/** How long an onboarding or dashboard link works (Stripe's account links last a few minutes too). */
export const TEST_LINK_SECONDS = 30 * 60;

export type TestLinkPurpose = 'onboarding' | 'dashboard';

interface SignedLink {
  purpose: TestLinkPurpose;
  accountId: string;
  expires: number;
  /** Where the page sends the seller back: a path in the app (never another site). */
  back: string;
  /** Where an expired link sends the seller for a new one. */
  refresh: string;
}

const linkMessage = (link: SignedLink) => [link.purpose, link.accountId, link.expires, link.back, link.refresh].join('\n');

/**
 * Only a path on this app: the test provider never redirects to another site. `siteOrigins` are the
 * origins the app answers on (src/platform/http/site-origins.ts); the public URL's by default.
 */
export function appPathOf(url: string, publicUrl: string, siteOrigins: readonly string[] = [new URL(publicUrl).origin]): string {
  const parsed = new URL(url, publicUrl);
  if (!siteOrigins.includes(parsed.origin)) throw new Error(`the test provider only returns to this app: ${url}`);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

export function signedTestLink(link: SignedLink): string {
  const query = new URLSearchParams({
    utgar: String(link.expires),
    tillbaka: link.back,
    ny: link.refresh,
    sig: signWithSecret(linkMessage(link)),
  });
  const page = link.purpose === 'onboarding' ? '' : '/oversikt';
  return `/betalning/konto/${encodeURIComponent(link.accountId)}${page}?${query}`;
}

export type LinkCheck = { ok: true; link: SignedLink } | { ok: false; reason: 'invalid' | 'expired'; refresh: string | null };

/**
 * Checks a link's signature and age as the hosted page receives it. Its paths are used only when
 * they are same-origin paths (sameOriginPath), and `refresh` — where an expired link sends the
 * seller for a new one — only when the signature verifies: an unsigned or forged link names no
 * address the page would show (docs/decisions/0028).
 */
export function checkTestLink(
  purpose: TestLinkPurpose,
  accountId: string,
  params: Record<string, string | string[] | undefined>,
  now: Date = new Date(),
): LinkCheck {
  const one = (name: string) => (typeof params[name] === 'string' ? (params[name] as string) : '');
  const link: SignedLink = { purpose, accountId, expires: Number(one('utgar')), back: one('tillbaka'), refresh: one('ny') };
  const origin = getEnv().publicUrl;
  if (!Number.isSafeInteger(link.expires) || !sameOriginPath(link.back, origin)) return { ok: false, reason: 'invalid', refresh: null };
  if (!verifySignature(linkMessage(link), one('sig'))) return { ok: false, reason: 'invalid', refresh: null };
  if (link.expires * 1000 < now.getTime()) return { ok: false, reason: 'expired', refresh: sameOriginPath(link.refresh, origin) };
  return { ok: true, link };
}

export interface TestProviderOptions {
  db: () => Promise<DbOrTx>;
  publicUrl: string;
  /** Every origin the app answers on (its return addresses may name any); the public URL's by default. */
  siteOrigins?: readonly string[];
  now?: () => Date;
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

export function testProvider({ db, publicUrl, siteOrigins, now = () => new Date() }: TestProviderOptions): PaymentProvider {
  const expires = () => Math.floor(now().getTime() / 1000) + TEST_LINK_SECONDS;
  const origins = siteOrigins ?? [new URL(publicUrl).origin];
  const pathOf = (url: string) => appPathOf(url, publicUrl, origins);
  return {
    name: 'test',
    async createPayoutAccount({ email }) {
      const accountId = `acct_test_${randomBytes(9).toString('base64url')}`;
      await (await db()).insert(testProviderAccounts).values({ id: accountId, email });
      return { accountId };
    },
    async createOnboardingLink({ accountId, returnUrl, refreshUrl }) {
      const url = signedTestLink({
        purpose: 'onboarding',
        accountId,
        expires: expires(),
        back: pathOf(returnUrl),
        refresh: pathOf(refreshUrl),
      });
      return { url };
    },
    async createDashboardLink({ accountId, returnUrl }) {
      const back = pathOf(returnUrl);
      return { url: signedTestLink({ purpose: 'dashboard', accountId, expires: expires(), back, refresh: back }) };
    },
    async payoutAccountStatus(accountId) {
      const account = await getTestAccount(await db(), accountId);
      return account?.onboardedAt ? 'active' : 'pending';
    },
    async createCheckoutSession(input) {
      const amountOre = input.lines.reduce((sum, line) => sum + line.amountOre, 0);
      if (input.lines.some((line) => !Number.isSafeInteger(line.amountOre) || line.amountOre <= 0)) {
        throw new Error('every checkout line needs a positive whole amount in öre');
      }
      const database = await db();
      // Like Stripe's idempotency keys: the same key answers the session made first.
      await database
        .insert(testProviderSessions)
        .values({
          id: randomId('cs_test'),
          orderId: input.orderId,
          buyerEmail: input.buyerEmail,
          lines: input.lines,
          amountOre,
          successUrl: pathOf(input.successUrl),
          cancelUrl: pathOf(input.cancelUrl),
          idempotencyKey: input.idempotencyKey,
          expiresAt: input.expiresAt,
        })
        .onConflictDoNothing({ target: testProviderSessions.idempotencyKey });
      const [session] = await database
        .select({ id: testProviderSessions.id })
        .from(testProviderSessions)
        .where(eq(testProviderSessions.idempotencyKey, input.idempotencyKey));
      if (!session) throw new Error('test checkout session vanished after insert');
      // The hosted page on the origin the buyer returns to (their own: their session is there), as
      // Stripe's page sends them back to the success URL's origin.
      return { sessionId: session.id, url: new URL(`/betalning/${session.id}`, new URL(input.successUrl, publicUrl).origin).toString() };
    },
    async expireCheckoutSession(sessionId) {
      await (
        await db()
      )
        .update(testProviderSessions)
        .set({ status: 'expired' })
        .where(and(eq(testProviderSessions.id, sessionId), eq(testProviderSessions.status, 'open')));
    },
    async parseWebhook(rawBody, headers) {
      return parseTestWebhook(rawBody, headers.get(TEST_SIGNATURE_HEADER), now());
    },
    async transferToSeller({ accountId, amountOre, orderId, idempotencyKey }) {
      if (!Number.isSafeInteger(amountOre) || amountOre <= 0) throw new Error('a transfer needs a positive whole amount in öre');
      const database = await db();
      const account = await getTestAccount(database, accountId);
      if (!account?.onboardedAt) throw new PaymentRefusedError(`test account ${accountId} cannot receive transfers before onboarding`);
      await database
        .insert(testProviderTransfers)
        .values({ id: randomId('tr_test'), accountId, orderId, amountOre, idempotencyKey })
        .onConflictDoNothing({ target: testProviderTransfers.idempotencyKey });
      const [transfer] = await database
        .select({ id: testProviderTransfers.id })
        .from(testProviderTransfers)
        .where(eq(testProviderTransfers.idempotencyKey, idempotencyKey));
      if (!transfer) throw new Error('test transfer vanished after insert');
      return { transferId: transfer.id };
    },
    async refund({ paymentRef, amountOre, orderId, idempotencyKey, reason }) {
      if (!Number.isSafeInteger(amountOre) || amountOre <= 0) throw new Error('a refund needs a positive whole amount in öre');
      return (await db()).transaction(async (tx) => {
        // Like Stripe: the same key answers the refund made first.
        const [earlier] = await tx.select().from(testProviderRefunds).where(eq(testProviderRefunds.idempotencyKey, idempotencyKey));
        if (earlier) return { refundId: earlier.id, status: 'succeeded' as const };
        // Never more than the buyer paid for the order on the test pages (serialised per order).
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('test-refund'), ${orderId})`);
        const [{ paid } = { paid: 0 }] = await tx
          .select({ paid: sql<number>`coalesce(sum(${testProviderSessions.amountOre}), 0)::float8` })
          .from(testProviderSessions)
          .where(and(eq(testProviderSessions.orderId, orderId), eq(testProviderSessions.status, 'complete')));
        const [{ refunded } = { refunded: 0 }] = await tx
          .select({ refunded: sql<number>`coalesce(sum(${testProviderRefunds.amountOre}), 0)::float8` })
          .from(testProviderRefunds)
          .where(eq(testProviderRefunds.orderId, orderId));
        if (refunded + amountOre > paid) {
          throw new PaymentRefusedError(`test refund of ${amountOre} öre exceeds what is left of order ${orderId}'s payment`);
        }
        const id = randomId('re_test');
        await tx.insert(testProviderRefunds).values({ id, orderId, paymentRef, amountOre, reason: reason.slice(0, 500), idempotencyKey });
        return { refundId: id, status: 'succeeded' as const };
      });
    },
  };
}

// ——— Webhooks: signed like Stripe's (t=<unix>,v1=<HMAC of "t.body">), with the app's secret ———

export const TEST_SIGNATURE_HEADER = 'klubban-signature';
/** Signatures older than this are refused (a captured request cannot be replayed later). */
export const TEST_WEBHOOK_TOLERANCE_SECONDS = 300;

/** The test provider's event, as its webhook body carries it. */
export interface TestWebhookEvent {
  id: string;
  type: 'checkout.session.completed' | 'checkout.session.expired';
  /** Unix seconds. */
  created: number;
  data: { sessionId: string; orderId: number; amountOre: number; method: PaymentMethod | null; paymentRef: string | null };
}

export function signTestWebhook(rawBody: string, at: Date = new Date(), secret?: string): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${signWithSecret(`${t}.${rawBody}`, secret)}`;
}

export function parseTestWebhook(rawBody: string, header: string | null, now: Date = new Date()): PaymentEvent {
  const parts = new Map((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(t) || !v1 || !verifySignature(`${t}.${rawBody}`, v1)) throw new WebhookSignatureError();
  if (Math.abs(now.getTime() / 1000 - t) > TEST_WEBHOOK_TOLERANCE_SECONDS) throw new WebhookSignatureError('webhook signature too old');
  let event: TestWebhookEvent;
  try {
    event = JSON.parse(rawBody) as TestWebhookEvent;
  } catch {
    throw new WebhookSignatureError('webhook body is not JSON');
  }
  const occurredAt = new Date(event.created * 1000);
  const { sessionId, orderId, amountOre, method, paymentRef } = event.data ?? {};
  if (typeof event.id !== 'string' || typeof sessionId !== 'string' || !Number.isSafeInteger(orderId) || orderId <= 0) {
    return { kind: 'ignored', eventId: String(event.id), type: String(event.type), occurredAt };
  }
  if (event.type === 'checkout.session.completed' && Number.isSafeInteger(amountOre)) {
    return { kind: 'checkout.paid', eventId: event.id, sessionId, orderId, amountOre, method: method ?? 'other', paymentRef, occurredAt };
  }
  if (event.type === 'checkout.session.expired') return { kind: 'checkout.failed', eventId: event.id, sessionId, orderId, occurredAt };
  return { kind: 'ignored', eventId: event.id, type: String(event.type), occurredAt };
}

/** What a session id can be (`cs_test_…`, base64url): anything else names no session, and never reaches a query. */
const SESSION_ID = /^[A-Za-z0-9_-]{1,100}$/;

export async function getTestSession(db: DbOrTx, sessionId: string) {
  if (!SESSION_ID.test(sessionId)) return null;
  const [session] = await db.select().from(testProviderSessions).where(eq(testProviderSessions.id, sessionId));
  return session ?? null;
}

export const TEST_METHODS: readonly { value: Exclude<PaymentMethod, 'other'>; label: string }[] = [
  { value: 'card', label: 'Kort' },
  { value: 'swish', label: 'Swish' },
  { value: 'klarna', label: 'Klarna' },
];

/**
 * What the hosted pages may say after a failed form post: a fixed code in `?fel=` mapped to a fixed
 * Swedish message, never text taken from the address (docs/decisions/0028). An unknown code shows
 * nothing.
 */
export const TEST_PAGE_ERRORS = {
  metod: 'Välj hur du vill betala.',
  betald: 'Den här betalningen är redan genomförd.',
  utgangen: 'Betalsidan har gått ut. Gå tillbaka till ditt köp och försök igen.',
  okant: 'Något gick fel. Försök igen.',
  lank: 'Länken är ogiltig eller har gått ut. Börja om från ditt konto.',
  namn: 'Fyll i kontohavarens namn.',
  konto: 'Ange clearingnummer och kontonummer (t.ex. 8327-9 123 456 789) eller IBAN (SE…).',
} as const;

export type TestPageError = keyof typeof TEST_PAGE_ERRORS;

/** The fixed message of a `?fel=` code, or null for anything else. */
export function testPageErrorMessage(code: unknown): string | null {
  return typeof code === 'string' && Object.hasOwn(TEST_PAGE_ERRORS, code) ? TEST_PAGE_ERRORS[code as TestPageError] : null;
}

/** The `?fel=` code of what a test-provider form command threw (AppError details carry it; anything else is `okant`). */
export function testPageErrorOf(error: unknown): TestPageError {
  const code = AppError.is(error) ? (error.details as { fel?: unknown } | undefined)?.fel : undefined;
  return typeof code === 'string' && Object.hasOwn(TEST_PAGE_ERRORS, code) ? (code as TestPageError) : 'okant';
}

const pageError = (status: 'INVALID_ARGUMENT' | 'FAILED_PRECONDITION' | 'NOT_FOUND' | 'PERMISSION_DENIED', code: TestPageError) =>
  new AppError(status, TEST_PAGE_ERRORS[code], { fel: code });

/**
 * The hosted test page's "Betala": the session completes (once; an expired or paid session is
 * refused in Swedish) and its checkout.session.completed event is handed to `deliver` — the
 * webhook delivery job, queued in the same transaction, which posts it signed to the app's webhook
 * exactly as a provider would, retrying until it is accepted.
 */
export async function payTestSession(
  db: DbOrTx,
  input: { sessionId: string; method: string; now?: Date },
  deliver: (tx: DbOrTx, event: TestWebhookEvent) => Promise<void>,
): Promise<{ successUrl: string }> {
  const method = TEST_METHODS.find((m) => m.value === input.method)?.value;
  if (!method) throw pageError('INVALID_ARGUMENT', 'metod');
  if (!SESSION_ID.test(input.sessionId)) throw new AppError('NOT_FOUND', 'Betalningen finns inte.');
  const when = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [session] = await tx.select().from(testProviderSessions).where(eq(testProviderSessions.id, input.sessionId)).for('update');
    if (!session) throw new AppError('NOT_FOUND', 'Betalningen finns inte.');
    if (session.status === 'complete') throw pageError('FAILED_PRECONDITION', 'betald');
    if (session.status === 'expired' || session.expiresAt <= when) throw pageError('FAILED_PRECONDITION', 'utgangen');
    await tx
      .update(testProviderSessions)
      .set({ status: 'complete', method, completedAt: when })
      .where(eq(testProviderSessions.id, session.id));
    await deliver(tx, {
      id: randomId('evt_test'),
      type: 'checkout.session.completed',
      created: Math.floor(when.getTime() / 1000),
      data: { sessionId: session.id, orderId: session.orderId, amountOre: session.amountOre, method, paymentRef: randomId('pi_test') },
    });
    return { successUrl: session.successUrl };
  });
}

/** The test provider's refunds of an order's payments, oldest first (its hosted payment page lists them). */
export async function getTestRefunds(db: DbOrTx, orderId: number) {
  return db.select().from(testProviderRefunds).where(eq(testProviderRefunds.orderId, orderId)).orderBy(testProviderRefunds.createdAt);
}

export async function getTestAccount(db: DbOrTx, accountId: string) {
  const [account] = await db.select().from(testProviderAccounts).where(eq(testProviderAccounts.id, accountId));
  return account ?? null;
}

/**
 * The test provider's hosted onboarding form, submitted: checks the signed link, saves the payout
 * details and answers where to send the seller. Bad details are INVALID_ARGUMENT in Swedish.
 */
export async function completeTestOnboarding(
  db: DbOrTx,
  input: { accountId: string; params: Record<string, string | string[] | undefined>; holderName: string; bankAccount: string; now?: Date },
): Promise<{ back: string }> {
  const check = checkTestLink('onboarding', input.accountId, input.params, input.now);
  if (!check.ok) {
    throw new AppError(
      check.reason === 'expired' ? 'FAILED_PRECONDITION' : 'PERMISSION_DENIED',
      check.reason === 'expired' ? 'Länken har gått ut. Börja om från ditt konto.' : 'Länken är ogiltig.',
      { fel: 'lank' },
    );
  }
  const details = bankAccountInput.safeParse({ holderName: input.holderName, bankAccount: input.bankAccount });
  if (!details.success) {
    const issue = details.error.issues[0];
    throw new AppError('INVALID_ARGUMENT', issue?.message, { fel: issue?.path[0] === 'holderName' ? 'namn' : 'konto' });
  }
  const when = input.now ?? new Date();
  const updated = await db
    .update(testProviderAccounts)
    .set({ holderName: details.data.holderName, bankAccount: details.data.bankAccount, onboardedAt: when, updatedAt: when })
    .where(eq(testProviderAccounts.id, input.accountId))
    .returning({ id: testProviderAccounts.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', 'Kontot finns inte hos testleverantören.');
  return { back: check.link.back };
}
