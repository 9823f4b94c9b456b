import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { newsletterSubscribers } from '../tables';
import { readNewsletterConfirmToken } from '../confirm-token';

export type ConfirmOutcome = 'confirmed' | 'already' | 'invalid' | 'expired';

/**
 * The confirmation link's button (NEWSLETTER_CONFIRM): the address becomes subscribed, with the
 * consent recorded — when, and from which request's link (docs/decisions/0029). A forged, expired
 * or replaced link changes nothing; pressing the button again answers 'already'.
 */
export async function confirmNewsletter(db: DbOrTx, options: { token: string; now?: Date }): Promise<{ outcome: ConfirmOutcome }> {
  const now = options.now ?? new Date();
  const check = readNewsletterConfirmToken(options.token, now);
  if (!check.ok) return { outcome: check.reason };
  const confirmed = await db
    .update(newsletterSubscribers)
    .set({
      confirmedAt: now,
      confirmedBy: 'link',
      consentRequestedAt: check.requestedAt,
      confirmationRequestedAt: null,
      unsubscribedAt: null,
    })
    .where(and(eq(newsletterSubscribers.email, check.email), eq(newsletterSubscribers.confirmationRequestedAt, check.requestedAt)))
    .returning({ email: newsletterSubscribers.email });
  if (confirmed.length > 0) return { outcome: 'confirmed' };
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, check.email));
  return { outcome: row?.confirmedAt && !row.unsubscribedAt ? 'already' : 'invalid' };
}
