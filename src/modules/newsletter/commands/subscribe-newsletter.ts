import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { newsletterSubscribers } from '../tables';
import { AppError } from '@/platform/errors';
import { FORM_LIMITS } from '@/platform/form-limits';
import { addressLimitKey } from '@/platform/http/client-address';
import { enqueueJob } from '@/platform/jobs';
import { takeAttempt } from '@/platform/rate-limit';
import { newsletterConfirmationJob } from '../jobs';
import { newsletterConfirmToken } from '../confirm-token';

/**
 * The newsletter by double opt-in (docs/decisions/0029): an address someone puts forward is only
 * recorded as pending and sent a confirmation link; it is subscribed when that link's button is
 * pressed (confirm-newsletter.ts). A signed-in user's own verified address is subscribed at once.
 */

export const NEWSLETTER_TOO_MANY = 'Du har anmält många adresser på kort tid. Försök igen om en stund.';

/**
 * The answer, the same whatever the address's state: whether it was subscribed already, is
 * pending, or got no new e-mail because one went out within the hour is not told. `subscribed`
 * stays for the clients that read it (docs/decisions/0029: answers keep their fields); it means the
 * request was taken. `needsConfirmation` says whether a link by e-mail decides.
 */
export interface SubscribeAnswer {
  email: string;
  subscribed: true;
  needsConfirmation: boolean;
}

/** Whether the row's address receives the newsletter: confirmed, and not unsubscribed since. */
const isSubscribed = (row: { confirmedAt: Date | null; unsubscribedAt: Date | null } | undefined) =>
  Boolean(row?.confirmedAt && !row.unsubscribedAt);

export async function subscribeNewsletter(
  db: DbOrTx,
  options: {
    email: string;
    userId?: string | null;
    source?: string | undefined;
    /** The address is the signed-in caller's own, verified by the account's e-mail verification. */
    ownVerifiedAddress?: boolean;
    /** The client's address (CallContext.clientAddress); null where unknown. */
    clientAddress: string | null;
    now?: Date;
  },
): Promise<SubscribeAnswer> {
  const now = options.now ?? new Date();
  const email = options.email.trim().toLowerCase();
  const userId = options.userId ?? null;
  const source = options.source ?? 'site';
  if (options.ownVerifiedAddress) {
    await db
      .insert(newsletterSubscribers)
      .values({ email, userId, source, subscribedAt: now, confirmedAt: now, confirmedBy: 'account' })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: {
          userId,
          unsubscribedAt: null,
          confirmedAt: now,
          confirmedBy: 'account',
          confirmationRequestedAt: null,
          consentRequestedAt: null,
        },
        // An address already subscribed keeps the consent it gave.
        setWhere: or(isNull(newsletterSubscribers.confirmedAt), isNotNull(newsletterSubscribers.unsubscribedAt)),
      });
    return { email, subscribed: true, needsConfirmation: false };
  }

  const answer: SubscribeAnswer = { email, subscribed: true, needsConfirmation: true };
  if (options.clientAddress) {
    const key = `newsletter:address:${addressLimitKey(options.clientAddress)}`;
    if ((await takeAttempt(db, [{ key, rule: FORM_LIMITS.newsletterPerAddress }], now)) > 0) {
      throw new AppError('RESOURCE_EXHAUSTED', NEWSLETTER_TOO_MANY);
    }
  }
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  if (isSubscribed(row)) return answer;
  // At most one confirmation e-mail an hour to an address; the earlier link stays the one that works.
  if ((await takeAttempt(db, [{ key: `newsletter:email:${email}`, rule: FORM_LIMITS.newsletterMailPerEmail }], now)) > 0) return answer;
  await db.transaction(async (tx) => {
    await tx
      .insert(newsletterSubscribers)
      .values({ email, userId, source, subscribedAt: now, confirmationRequestedAt: now })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { confirmationRequestedAt: now, source },
        // Confirmed in the meantime: nothing to ask.
        setWhere: or(isNull(newsletterSubscribers.confirmedAt), isNotNull(newsletterSubscribers.unsubscribedAt)),
      });
    const [pending] = await tx
      .select({ email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.confirmationRequestedAt, now)));
    if (pending) await enqueueJob(tx, newsletterConfirmationJob.job({ email, token: newsletterConfirmToken(email, now) }));
  });
  return answer;
}

/** Takes an address off the newsletter; a confirmation link still pending stops working too. */
export async function unsubscribeNewsletter(db: DbOrTx, email: string): Promise<{ email: string; subscribed: false }> {
  await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: new Date(), confirmationRequestedAt: null })
    .where(eq(newsletterSubscribers.email, email));
  return { email, subscribed: false };
}
