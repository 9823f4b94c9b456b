import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { earlyAccessSignups } from '../tables';
import { AppError } from '@/platform/errors';
import { enqueueJob } from '@/platform/jobs';
import { earlyAccessConfirmationJob } from '../jobs';

/**
 * "Få förhandstitt på nästa auktion" on / (docs/decisions/0017): an address joins
 * the preview list once and gets one EARLY_ACCESS confirmation with a link to the coming auction
 * and a one-click way off the list. Signing up again changes nothing and sends nothing (a double
 * submit included); an address that left and comes back gets a new confirmation.
 */

export const EARLY_ACCESS_PREVIEW_PATH = '/auktioner';
export const EARLY_ACCESS_LEAVE_PATH = '/forhandstitt/avsluta';
/** At most this many new addresses an hour, site-wide: a bound on how much mail a script can make the site send. */
export const EARLY_ACCESS_HOURLY_LIMIT = 300;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function joinEarlyAccess(db: DbOrTx, options: { email: string; now?: Date }): Promise<{ email: string; onList: true }> {
  const now = options.now ?? new Date();
  const email = options.email.trim().toLowerCase();
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const [recent] = await tx
      .select({ n: count() })
      .from(earlyAccessSignups)
      .where(gt(earlyAccessSignups.signedUpAt, new Date(now.getTime() - 3_600_000)));
    if ((recent?.n ?? 0) >= EARLY_ACCESS_HOURLY_LIMIT) {
      throw new AppError('RESOURCE_EXHAUSTED', 'Många anmäler sig just nu. Försök igen om en stund.');
    }
    // A row comes back only when the address is new to the list or had left it: exactly then the mail goes out.
    const [joined] = await tx
      .insert(earlyAccessSignups)
      .values({ email, unsubscribeTokenHash: hashToken(token), signedUpAt: now })
      .onConflictDoUpdate({
        target: earlyAccessSignups.email,
        set: { unsubscribedAt: null, signedUpAt: now, unsubscribeTokenHash: sql`excluded.unsubscribe_token_hash` },
        setWhere: isNotNull(earlyAccessSignups.unsubscribedAt),
      })
      .returning({ email: earlyAccessSignups.email });
    if (joined) await enqueueJob(tx, earlyAccessConfirmationJob.job({ email, unsubscribeToken: token }));
    return { email, onList: true as const };
  });
}

/** The unsubscribe link's step: takes the address off the list. False for an unknown token. */
export async function leaveEarlyAccess(db: DbOrTx, options: { token: string; now?: Date }): Promise<{ left: boolean }> {
  const rows = await db
    .update(earlyAccessSignups)
    .set({ unsubscribedAt: options.now ?? new Date() })
    .where(and(eq(earlyAccessSignups.unsubscribeTokenHash, hashToken(options.token))))
    .returning({ email: earlyAccessSignups.email });
  return { left: rows.length > 0 };
}
