import { ECDH } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { pushSubscriptions } from '../tables';
import { AppError } from '@/platform/errors';
import { enqueueJobsFrom } from '@/platform/jobs';
import { assertPushEndpoint, PushEndpointRefused, sendWebPush, type PushSendOptions } from '@/platform/web-push';
import { pushSendJob } from '../jobs';
import type { PushKind } from '../push-kinds';

/** A browser's subscription as SUBSCRIBE_PUSH answers it. */
export interface PushSubscriptionView {
  endpoint: string;
  kinds: PushKind[];
}

/** Browsers a user may have subscribed at once; subscribing one more lets the longest-unused go. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/** The advisory-lock space of a user's push subscriptions (another space than the sales' in place-lot.ts). */
const PUSH_LOCK_SPACE = 7_130_002;

/** Whether a database error, or one it wraps, is a foreign key's refusal (SQLSTATE 23503). */
function isForeignKeyViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/** Whether `p256dh` (base64url) is a point on P-256, as the payload's encryption needs it. */
function isCurvePoint(p256dh: string): boolean {
  try {
    // Decoding the point checks that it lies on the curve.
    return ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1', undefined, undefined, 'uncompressed').length === 65;
  } catch {
    return false;
  }
}

/**
 * SUBSCRIBE_PUSH: keeps the browser's subscription for the user, or updates its kinds. One row per
 * endpoint: a browser that signs in as another user moves its subscription to that user (the
 * endpoint is the browser's, and it gets the news of whoever uses it now). The endpoint must be
 * https on the public internet (checked before the transaction: it asks DNS).
 */
export async function subscribePush(
  db: DbOrTx,
  userId: string,
  input: { subscription: { endpoint: string; keys: { p256dh: string; auth: string } }; kinds: PushKind[] },
): Promise<{ subscription: PushSubscriptionView }> {
  const { endpoint, keys } = input.subscription;
  await assertPushEndpoint(endpoint);
  if (!isCurvePoint(keys.p256dh)) throw new AppError('INVALID_ARGUMENT', 'Webbläsarens nyckel (p256dh) är ogiltig.');
  return db.transaction(async (tx) => {
    // One subscribe per user at a time: two at once count each other before the oldest goes. A lock
    // on the user's key, not on accounts' row, which this module (below accounts) does not read.
    await tx.execute(sql`select pg_advisory_xact_lock(${PUSH_LOCK_SPACE}, hashtext(${userId}))`);
    const [kept] = await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, kinds: input.kinds })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: keys.p256dh, auth: keys.auth, kinds: input.kinds },
      })
      .returning({ id: pushSubscriptions.id, kinds: pushSubscriptions.kinds })
      .catch((error: unknown) => {
        // The user was deleted since the session was read: the foreign key refuses the row.
        if (isForeignKeyViolation(error)) throw new AppError('UNAUTHENTICATED');
        throw error;
      });
    await tx.execute(
      sql`delete from push_subscriptions where user_id = ${userId} and id not in (
            select id from push_subscriptions where user_id = ${userId}
            order by greatest(created_at, coalesce(last_sent_at, created_at)) desc, id desc limit ${MAX_PUSH_SUBSCRIPTIONS})`,
    );
    return { subscription: { endpoint, kinds: kept!.kinds as PushKind[] } };
  });
}

/** UNSUBSCRIBE_PUSH: forgets one of the caller's subscriptions; another user's answers NOT_FOUND. */
export async function unsubscribePush(db: DbOrTx, userId: string, endpoint: string): Promise<{ endpoint: string; unsubscribed: true }> {
  const [gone] = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (!gone) throw new AppError('NOT_FOUND', 'Pushnotiserna är inte påslagna i den här webbläsaren.');
  return { endpoint, unsubscribed: true };
}

/** A push as the service worker shows it (public/sw.js): Swedish text and a site path to open. */
export interface PushMessage {
  userId: string;
  kind: PushKind;
  title: string;
  body: string;
  /** A path on this site (/auktioner/12-vas), opened when the notification is clicked. */
  url: string;
  /** Notifications with the same tag replace each other on the device (e.g. `outbid:12`). */
  tag: string;
  /** Queued once per key and subscription (e.g. `won:12`); unset → every call queues. */
  dedupeKey?: string;
}

/** Long enough for a phone in a pocket, short enough that the text is still true. */
const TEXT_LIMITS = { title: 120, body: 300 } as const;
const clip = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1).trimEnd()}…` : text);

/**
 * Queues a push to every subscription of each message's user that wants its kind, in one
 * INSERT … SELECT whatever the number of messages: nothing at all when none of the users has such a
 * subscription. Called inside the transaction that caused the news (a bid, a close, a reminder), so
 * the pushes exist exactly when it committed.
 */
export async function queuePushes(tx: DbOrTx, messages: readonly PushMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const rows = messages.map((message) => {
    if (!/^\/(?!\/)/.test(message.url)) throw new Error(`a push opens a path on this site, not ${message.url}`);
    return {
      user_id: message.userId,
      kind: message.kind,
      dedupe_key: message.dedupeKey ? `push:${message.kind}:${message.dedupeKey}` : null,
      message: {
        kind: message.kind,
        title: clip(message.title, TEXT_LIMITS.title),
        body: clip(message.body, TEXT_LIMITS.body),
        url: message.url,
        tag: message.tag,
      },
    };
  });
  await enqueueJobsFrom(
    tx,
    pushSendJob.name,
    sql`select jsonb_build_object('subscriptionId', s.id, 'userId', s.user_id) || m.message as payload,
               m.dedupe_key || ':' || s.id as unique_key
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m(user_id text, kind text, dedupe_key text, message jsonb)
        join push_subscriptions s on s.user_id = m.user_id and m.kind = any(s.kinds)`,
  );
}

/** queuePushes for one message: what other modules call (the saved-search matches among them). */
export async function queuePush(tx: DbOrTx, message: PushMessage): Promise<void> {
  await queuePushes(tx, [message]);
}

/** How long each kind is worth delivering, and how urgently (RFC 8030 TTL and Urgency). */
const DELIVERY: Record<PushKind, Pick<PushSendOptions, 'ttlSeconds' | 'urgency'>> = {
  outbid: { ttlSeconds: 60 * 60, urgency: 'high' },
  won: { ttlSeconds: 7 * 24 * 60 * 60, urgency: 'normal' },
  closing: { ttlSeconds: 15 * 60, urgency: 'high' },
  'saved-search': { ttlSeconds: 24 * 60 * 60, urgency: 'low' },
  answer: { ttlSeconds: 24 * 60 * 60, urgency: 'normal' },
};

export type PushJob = Parameters<Parameters<typeof pushSendJob.handler>[0]>[0];

/**
 * The `push.send` job: sends the push if the subscription still exists, still belongs to the user
 * and still wants the kind. A subscription the push service calls gone (404, 410), or whose
 * endpoint no longer points at the public internet, is deleted; any other failure is thrown for
 * the queue to retry. No transaction is held while the push service answers.
 */
export async function deliverPush(
  db: DbOrTx,
  job: PushJob,
  send: typeof sendWebPush = sendWebPush,
): Promise<'sent' | 'gone' | 'refused' | 'skipped'> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, job.subscriptionId));
  if (!row || row.userId !== job.userId || !row.kinds.includes(job.kind)) return 'skipped';
  const payload = JSON.stringify({ title: job.title, body: job.body, url: job.url, tag: job.tag });
  const topic = job.tag.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 32);
  let result: 'sent' | 'gone' | 'refused';
  try {
    result = await send({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, payload, {
      ...DELIVERY[job.kind],
      ...(topic ? { topic } : {}),
    });
  } catch (error) {
    // A name that does not resolve now may again later: retried. An address refused is for good.
    if (!(error instanceof PushEndpointRefused) || error.temporary) throw error;
    result = 'refused';
  }
  const thisRow = and(eq(pushSubscriptions.id, row.id), eq(pushSubscriptions.endpoint, row.endpoint));
  if (result === 'sent') await db.update(pushSubscriptions).set({ lastSentAt: new Date() }).where(thisRow);
  else await db.delete(pushSubscriptions).where(thisRow);
  return result;
}
