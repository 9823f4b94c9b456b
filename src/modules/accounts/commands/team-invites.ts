import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { profiles, teamInvites, users } from '../tables';
import { emailSendJob } from '@/modules/email/server';
import { recordAudit } from '@/platform/audit';
import { AppError } from '@/platform/errors';
import { enqueueJob } from '@/platform/jobs';
import type { TeamInviteKind } from '../schema';
import { applyAdmin } from './admin-users';

/**
 * Invitations to the studio's team (docs/decisions/0017-team-invites.md): an admin
 * invites an e-mail address; the invitee gets a one-time link `/inbjudan/{token}`, signs up or in
 * with that address, accepts, and becomes admin. Only the token's SHA-256 is stored; a link works
 * once and for INVITE_DAYS days; a newer invitation to the same address replaces the pending one.
 */

export const INVITE_DAYS = 7;
export const INVITE_PATH = '/inbjudan';

export type TeamInviteStatus = 'pending' | 'accepted' | 'expired' | 'revoked';

export interface TeamInviteView {
  id: string;
  email: string;
  kind: TeamInviteKind;
  what: string | null;
  status: TeamInviteStatus;
  inviterName: string | null;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function statusOf(row: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now: Date): TeamInviteStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

async function inviterNameOf(db: DbOrTx, userId: string | null): Promise<string> {
  if (!userId) return '';
  const [row] = await db
    .select({ name: users.name, fullName: profiles.fullName, displayName: profiles.displayName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row?.fullName || row?.displayName || row?.name || '';
}

/** INVITE_TO_TEAM: records the invitation and queues its e-mail in one transaction; the token leaves only in the mail. */
export async function inviteToTeam(
  db: DbOrTx,
  options: { actorId: string; email: string; kind: TeamInviteKind; what?: string; now?: Date },
): Promise<{ invite: TeamInviteView }> {
  const now = options.now ?? new Date();
  const email = options.email.trim().toLowerCase();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITE_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ role: users.role, admin: profiles.admin })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(sql`lower(${users.email})`, email));
    if (existing && (existing.role === 'admin' || existing.admin)) {
      throw new AppError('FAILED_PRECONDITION', 'Den här adressen tillhör redan en administratör.');
    }
    // A new invitation replaces a pending one to the same address: its link stops working.
    await tx
      .update(teamInvites)
      .set({ revokedAt: now })
      .where(
        and(eq(teamInvites.email, email), isNull(teamInvites.acceptedAt), isNull(teamInvites.revokedAt), gt(teamInvites.expiresAt, now)),
      );
    const id = randomUUID();
    const [row] = await tx
      .insert(teamInvites)
      .values({
        id,
        tokenHash: hashToken(token),
        email,
        kind: options.kind,
        what: options.kind === 'collaboration' ? (options.what ?? null) : null,
        invitedBy: options.actorId,
        createdAt: now,
        expiresAt,
      })
      .returning();
    const inviterName = await inviterNameOf(tx, options.actorId);
    const acceptUrl = `${INVITE_PATH}/${token}`;
    await enqueueJob(
      tx,
      options.kind === 'collaboration'
        ? emailSendJob.job({
            template: 'COLLABORATION_INVITE',
            to: email,
            props: { inviterName, what: options.what ?? '', acceptUrl, expiresAt: expiresAt.toISOString() },
          })
        : emailSendJob.job({ template: 'TEAM_INVITE', to: email, props: { inviterName, acceptUrl, expiresAt: expiresAt.toISOString() } }),
    );
    await recordAudit(tx, { entityType: 'team_invite', entityId: id, before: null, after: { email, kind: options.kind, what: row!.what } });
    return { invite: toView(row!, inviterName, now) };
  });
}

function toView(row: typeof teamInvites.$inferSelect, inviterName: string | null, now: Date): TeamInviteView {
  return {
    id: row.id,
    email: row.email,
    kind: row.kind,
    what: row.what,
    status: statusOf(row, now),
    inviterName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}

/** LIST_TEAM_INVITES: the latest invitations, newest first, each with its status. */
export async function listTeamInvites(db: DbOrTx, now: Date = new Date()): Promise<{ invites: TeamInviteView[] }> {
  const rows = await db
    .select({ invite: teamInvites, name: users.name, fullName: profiles.fullName, displayName: profiles.displayName })
    .from(teamInvites)
    .leftJoin(users, eq(users.id, teamInvites.invitedBy))
    .leftJoin(profiles, eq(profiles.userId, teamInvites.invitedBy))
    .orderBy(desc(teamInvites.createdAt), desc(teamInvites.id))
    .limit(50);
  return { invites: rows.map((row) => toView(row.invite, row.fullName || row.displayName || row.name || null, now)) };
}

/** REVOKE_TEAM_INVITE: a pending invitation's link stops working; an accepted one cannot be taken back here (demote instead). */
export async function revokeTeamInvite(db: DbOrTx, options: { inviteId: string; now?: Date }): Promise<{ invite: TeamInviteView }> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(teamInvites).where(eq(teamInvites.id, options.inviteId)).for('update');
    if (!row) throw new AppError('NOT_FOUND', 'Inbjudan finns inte.');
    const status = statusOf(row, now);
    if (status === 'accepted') {
      throw new AppError(
        'FAILED_PRECONDITION',
        'Inbjudan är redan använd. Ta bort administratörsbehörigheten på användarens sida i stället.',
      );
    }
    if (status === 'revoked') return { invite: toView(row, null, now) };
    const [updated] = await tx.update(teamInvites).set({ revokedAt: now }).where(eq(teamInvites.id, row.id)).returning();
    await recordAudit(tx, { entityType: 'team_invite', entityId: row.id, before: { status }, after: { status: 'revoked' } });
    return { invite: toView(updated!, null, now) };
  });
}

/** What the page /inbjudan/{token} shows before the invitee accepts; null for an unknown token. */
export async function getTeamInviteByToken(db: DbOrTx, token: string, now: Date = new Date()): Promise<TeamInviteView | null> {
  const [row] = await db
    .select()
    .from(teamInvites)
    .where(eq(teamInvites.tokenHash, hashToken(token)));
  if (!row) return null;
  return toView(row, (await inviterNameOf(db, row.invitedBy)) || null, now);
}

/** Why an invitation cannot be used, in Swedish; null when it can. */
export function inviteRefusal(status: TeamInviteStatus): string | null {
  switch (status) {
    case 'pending':
      return null;
    case 'accepted':
      return 'Inbjudan är redan använd.';
    case 'revoked':
      return 'Inbjudan har dragits tillbaka. Be den som bjöd in dig om en ny.';
    case 'expired':
      return `Inbjudan har gått ut (den gäller i ${INVITE_DAYS} dagar). Be den som bjöd in dig om en ny.`;
  }
}

/**
 * ACCEPT_TEAM_INVITE: the signed-in user whose account has the invitation's e-mail becomes admin,
 * once. The link reached that mailbox, so accepting also confirms the address (docs/decisions/0017).
 */
export async function acceptTeamInvite(
  db: DbOrTx,
  options: { userId: string; token: string; now?: Date },
): Promise<{ userId: string; admin: true }> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(teamInvites)
      .where(eq(teamInvites.tokenHash, hashToken(options.token)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', 'Inbjudan finns inte. Kontrollera länken i mejlet.');
    const refusal = inviteRefusal(statusOf(row, now));
    if (refusal) throw new AppError('FAILED_PRECONDITION', refusal);
    const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, options.userId)).for('update');
    if (!user) throw new AppError('NOT_FOUND', 'Användaren finns inte.');
    if (user.email.trim().toLowerCase() !== row.email) {
      throw new AppError(
        'PERMISSION_DENIED',
        `Inbjudan gäller en annan e-postadress. Logga in med adressen som inbjudan skickades till, eller be om en ny inbjudan till ${user.email}.`,
      );
    }
    await tx.update(teamInvites).set({ acceptedAt: now, acceptedBy: user.id }).where(eq(teamInvites.id, row.id));
    await tx.update(users).set({ emailVerified: true, updatedAt: now }).where(eq(users.id, user.id));
    await applyAdmin(tx, user.id, true, { inviteId: row.id, invitedBy: row.invitedBy });
    return { userId: user.id, admin: true };
  });
}
