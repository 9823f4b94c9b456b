import 'server-only';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '@/db';
import { contentEditors } from '../tables';
import { userDisplayNames } from '@/modules/accounts/server';

/** How long an editor counts as present after its last ping (the editor pings every 20 s). */
export const EDITOR_PRESENCE_MS = 60_000;

/**
 * The editor's heartbeat (spec §3 "sessionId"): records that this session has the page open and
 * answers who else has, so a second admin sees a notice before anyone's save is refused.
 */
export async function pingContentEditor(
  tx: DbOrTx,
  actorId: string,
  input: { pageId: string; sessionId: string },
  now = new Date(),
): Promise<{ editors: Array<{ name: string; since: string; sameUser: boolean }> }> {
  await tx
    .insert(contentEditors)
    .values({ pageId: input.pageId, sessionId: input.sessionId, userId: actorId, seenAt: now })
    .onConflictDoUpdate({ target: [contentEditors.pageId, contentEditors.sessionId], set: { seenAt: now, userId: actorId } });
  const cutoff = new Date(now.getTime() - EDITOR_PRESENCE_MS);
  await tx.delete(contentEditors).where(lt(contentEditors.seenAt, new Date(now.getTime() - 10 * EDITOR_PRESENCE_MS)));
  const others = await tx
    .select()
    .from(contentEditors)
    .where(and(eq(contentEditors.pageId, input.pageId), ne(contentEditors.sessionId, input.sessionId), gt(contentEditors.seenAt, cutoff)));
  const names = await userDisplayNames(
    tx,
    others.map((row) => row.userId),
  );
  return {
    editors: others.map((row) => ({
      name: names.get(row.userId) ?? 'En admin',
      since: row.seenAt.toISOString(),
      sameUser: row.userId === actorId,
    })),
  };
}

/** The editor closed the page (best effort; presence also runs out by itself). */
export async function leaveContentEditor(tx: DbOrTx, input: { pageId: string; sessionId: string }): Promise<void> {
  await tx.delete(contentEditors).where(and(eq(contentEditors.pageId, input.pageId), eq(contentEditors.sessionId, input.sessionId)));
}
