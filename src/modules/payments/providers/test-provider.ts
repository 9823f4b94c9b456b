import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { testProviderAccounts } from '@/db/schema';
import { AppError } from '@/platform/errors';
import { signWithSecret, verifySignature } from '@/platform/secret';
import { bankAccountInput } from '../schema';
import type { PaymentProvider } from '../provider';

/**
 * The built-in test payment provider (PRODUCT.md §6, §9): a provider with its own hosted pages
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

/** Only a path on this app: the test provider never redirects to another site. */
export function appPathOf(url: string, publicUrl: string): string {
  const parsed = new URL(url, publicUrl);
  if (parsed.origin !== new URL(publicUrl).origin) throw new Error(`the test provider only returns to this app: ${url}`);
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

/** Checks a link's signature and age as the hosted page receives it. */
export function checkTestLink(
  purpose: TestLinkPurpose,
  accountId: string,
  params: Record<string, string | string[] | undefined>,
  now: Date = new Date(),
): LinkCheck {
  const one = (name: string) => (typeof params[name] === 'string' ? (params[name] as string) : '');
  const link: SignedLink = { purpose, accountId, expires: Number(one('utgar')), back: one('tillbaka'), refresh: one('ny') };
  const refresh = link.refresh.startsWith('/') && !link.refresh.startsWith('//') ? link.refresh : null;
  if (!Number.isSafeInteger(link.expires) || !link.back.startsWith('/') || link.back.startsWith('//')) {
    return { ok: false, reason: 'invalid', refresh };
  }
  if (!verifySignature(linkMessage(link), one('sig'))) return { ok: false, reason: 'invalid', refresh };
  if (link.expires * 1000 < now.getTime()) return { ok: false, reason: 'expired', refresh };
  return { ok: true, link };
}

export interface TestProviderOptions {
  db: () => Promise<DbOrTx>;
  publicUrl: string;
  now?: () => Date;
}

export function testProvider({ db, publicUrl, now = () => new Date() }: TestProviderOptions): PaymentProvider {
  const expires = () => Math.floor(now().getTime() / 1000) + TEST_LINK_SECONDS;
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
        back: appPathOf(returnUrl, publicUrl),
        refresh: appPathOf(refreshUrl, publicUrl),
      });
      return { url };
    },
    async createDashboardLink({ accountId, returnUrl }) {
      const back = appPathOf(returnUrl, publicUrl);
      return { url: signedTestLink({ purpose: 'dashboard', accountId, expires: expires(), back, refresh: back }) };
    },
    async payoutAccountStatus(accountId) {
      const account = await getTestAccount(await db(), accountId);
      return account?.onboardedAt ? 'active' : 'pending';
    },
  };
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
    );
  }
  const details = bankAccountInput.safeParse({ holderName: input.holderName, bankAccount: input.bankAccount });
  if (!details.success) throw new AppError('INVALID_ARGUMENT', details.error.issues[0]?.message);
  const when = input.now ?? new Date();
  const updated = await db
    .update(testProviderAccounts)
    .set({ holderName: details.data.holderName, bankAccount: details.data.bankAccount, onboardedAt: when, updatedAt: when })
    .where(eq(testProviderAccounts.id, input.accountId))
    .returning({ id: testProviderAccounts.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', 'Kontot finns inte hos testleverantören.');
  return { back: check.link.back };
}
