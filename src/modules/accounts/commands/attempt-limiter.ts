import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { authAttempts } from '@/db/schema';

/**
 * Counts attempts per key in a fixed window (database-backed, so it holds across instances).
 * Sign-in counts failures per e-mail and per address; the e-mail look-up counts every request.
 */

export interface LimitRule {
  max: number;
  windowSeconds: number;
}

export const LIMITS = {
  signInPerEmail: { max: 5, windowSeconds: 15 * 60 },
  signInPerAddress: { max: 20, windowSeconds: 15 * 60 },
  lookupPerAddress: { max: 30, windowSeconds: 10 * 60 },
  resetPerEmail: { max: 3, windowSeconds: 60 * 60 },
} as const satisfies Record<string, LimitRule>;

/** True when any key has reached its rule's maximum within the current window. */
export async function isLimited(db: DbOrTx, checks: { key: string; rule: LimitRule }[], now = new Date()): Promise<boolean> {
  if (checks.length === 0) return false;
  const rows = await db
    .select()
    .from(authAttempts)
    .where(
      inArray(
        authAttempts.key,
        checks.map((c) => c.key),
      ),
    );
  return checks.some(({ key, rule }) => {
    const row = rows.find((r) => r.key === key);
    return Boolean(row && now.getTime() - row.windowStartedAt.getTime() < rule.windowSeconds * 1000 && row.count >= rule.max);
  });
}

/** Counts one attempt against each key (a new window starts when the old one is over). */
export async function recordAttempt(db: DbOrTx, checks: { key: string; rule: LimitRule }[], now = new Date()): Promise<void> {
  for (const { key, rule } of checks) {
    const cutoff = new Date(now.getTime() - rule.windowSeconds * 1000);
    await db
      .insert(authAttempts)
      .values({ key, count: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: authAttempts.key,
        set: {
          count: sql`case when ${authAttempts.windowStartedAt} < ${cutoff} then 1 else ${authAttempts.count} + 1 end`,
          windowStartedAt: sql`case when ${authAttempts.windowStartedAt} < ${cutoff} then ${now} else ${authAttempts.windowStartedAt} end`,
        },
      });
  }
}

export async function clearAttempts(db: DbOrTx, keys: string[]): Promise<void> {
  if (keys.length) await db.delete(authAttempts).where(inArray(authAttempts.key, keys));
}

/**
 * The caller's address as the reverse proxy in front of Klubban reports it (first X-Forwarded-For
 * entry, else X-Real-IP). Without a proxy there is no trustworthy address: limits per e-mail
 * still hold.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip')?.trim() || 'okänd';
}
