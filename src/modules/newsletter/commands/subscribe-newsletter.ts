import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { newsletterSubscribers } from '@/db/schema';

/** Subscribes an address (again, if it had unsubscribed). Idempotent. */
export async function subscribeNewsletter(
  db: DbOrTx,
  options: { email: string; userId?: string | null; source?: string },
): Promise<{ email: string; subscribed: true }> {
  await db
    .insert(newsletterSubscribers)
    .values({ email: options.email, userId: options.userId ?? null, source: options.source ?? 'site' })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        unsubscribedAt: null,
        userId: sql`coalesce(${newsletterSubscribers.userId}, excluded.user_id)`,
      },
    });
  return { email: options.email, subscribed: true };
}

export async function unsubscribeNewsletter(db: DbOrTx, email: string): Promise<{ email: string; subscribed: false }> {
  await db.update(newsletterSubscribers).set({ unsubscribedAt: new Date() }).where(eq(newsletterSubscribers.email, email));
  return { email, subscribed: false };
}
