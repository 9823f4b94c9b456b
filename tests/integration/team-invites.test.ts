import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teamInvites, users } from '@/modules/accounts/tables';
import { earlyAccessSignups } from '@/modules/newsletter/tables';
import { auditLog, jobs } from '@/platform/tables';
import { call } from '../setup/orders';
import { createSignedInUser } from '../setup/lots';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * The studio's team invitations (TEAM_INVITE, COLLABORATION_INVITE) and the
 * early-access list on / (EARLY_ACCESS). Each e-mail is queued in the transaction of its cause;
 * the invite's token exists only in the mail (the table keeps its hash), works once, for 7 days,
 * for the invited address only; acceptance makes the account admin and is audited.
 */

const t = fileDatabase();
const admin = t.signedInUser({ firstName: 'Studio', admin: true });
const db = () => t.database.db;

/** The queued e-mail jobs to an address, oldest first. */
async function queuedMail(to: string) {
  const rows = await db().select().from(jobs).where(eq(jobs.name, 'email.send')).orderBy(jobs.id);
  return rows.map((row) => row.payload as { template: string; to?: string; props: Record<string, unknown> }).filter((p) => p.to === to);
}

async function invite(email: string, kind: 'team' | 'collaboration' = 'team', what?: string) {
  const answer = await call({ action: 'INVITE_TO_TEAM', email, kind, ...(what ? { what } : {}) }, admin);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const mail = (await queuedMail(email.trim().toLowerCase())).at(-1)!;
  const token = /^\/inbjudan\/([A-Za-z0-9_-]+)$/.exec(String(mail.props.acceptUrl))![1]!;
  return { invite: (answer.body.result as { invite: { id: string } }).invite, mail, token };
}

const isAdmin = async (id: string) => (await db().select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role === 'admin';

describe(`team invitations on ${testEngine}`, () => {
  it('queues the TEAM_INVITE e-mail with a one-time link whose token is stored only as a hash', async () => {
    const { invite: created, mail, token } = await invite('  Ny.Kollega@Example.SE ');
    expect(created).toMatchObject({ email: 'ny.kollega@example.se', kind: 'team', status: 'pending' });
    expect(mail).toMatchObject({ template: 'TEAM_INVITE', to: 'ny.kollega@example.se', props: { inviterName: 'Studio Test' } });
    expect(new Date(String(mail.props.expiresAt)).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const [row] = await db().select().from(teamInvites).where(eq(teamInvites.id, created.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    const listed = await call({ action: 'LIST_TEAM_INVITES' }, admin);
    expect(JSON.stringify(listed.body)).not.toContain(token);
    expect((listed.body.result as { invites: { id: string }[] }).invites[0]).toMatchObject({ id: created.id, status: 'pending' });
  });

  it('makes the invited account admin on acceptance, audited, and the link works once', async () => {
    const invitee = await createSignedInUser(db(), { firstName: 'Kollega' });
    await db().update(users).set({ emailVerified: false }).where(eq(users.id, invitee.id));
    const { token, invite: created } = await invite(invitee.email);
    expect((await call({ action: 'LIST_USERS' }, invitee)).status).toBe(403);

    const accepted = await call({ action: 'ACCEPT_TEAM_INVITE', token }, invitee);
    expect(accepted.body.result).toEqual({ userId: invitee.id, admin: true });
    expect(await isAdmin(invitee.id)).toBe(true);
    // The link reached the mailbox: the address counts as confirmed.
    expect((await db().select().from(users).where(eq(users.id, invitee.id)))[0]!.emailVerified).toBe(true);
    expect((await call({ action: 'LIST_USERS' }, invitee)).status).toBe(200);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'ACCEPT_TEAM_INVITE')).orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({
      actorId: invitee.id,
      entityType: 'user',
      entityId: invitee.id,
      before: { admin: false },
      after: { admin: true, inviteId: created.id, invitedBy: admin.id },
    });

    const again = await call({ action: 'ACCEPT_TEAM_INVITE', token }, invitee);
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: 'Inbjudan är redan använd.' });
  });

  it('refuses another account with a Swedish message, and leaves the invitation usable for the right one', async () => {
    const invitee = await createSignedInUser(db(), { firstName: 'Ratt' });
    const stranger = await createSignedInUser(db(), { firstName: 'Fel' });
    const { token } = await invite(invitee.email);
    const wrong = await call({ action: 'ACCEPT_TEAM_INVITE', token }, stranger);
    expect(wrong.status).toBe(403);
    expect(wrong.body.error?.message).toMatch(/^Inbjudan gäller en annan e-postadress\./);
    expect(await isAdmin(stranger.id)).toBe(false);
    expect((await call({ action: 'ACCEPT_TEAM_INVITE', token }, invitee)).status).toBe(200);
  });

  it('refuses an expired, a revoked, a replaced and an unknown link; a visitor must sign in first', async () => {
    const late = await createSignedInUser(db(), { firstName: 'Sen' });
    const { token: expiredToken, invite: expiredInvite } = await invite(late.email);
    await db()
      .update(teamInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvites.id, expiredInvite.id));
    const expired = await call({ action: 'ACCEPT_TEAM_INVITE', token: expiredToken }, late);
    expect(expired.body.error).toMatchObject({ status: 'FAILED_PRECONDITION' });
    expect(expired.body.error?.message).toMatch(/^Inbjudan har gått ut/);

    const { token: revokedToken, invite: revokedInvite } = await invite(late.email);
    const revoked = await call({ action: 'REVOKE_TEAM_INVITE', inviteId: revokedInvite.id }, admin);
    expect(revoked.body.result).toMatchObject({ invite: { id: revokedInvite.id, status: 'revoked' } });
    expect((await call({ action: 'ACCEPT_TEAM_INVITE', token: revokedToken }, late)).body.error?.message).toMatch(
      /^Inbjudan har dragits tillbaka/,
    );

    // A second invitation to the same address replaces the first: only the newest link works.
    const first = await invite(late.email);
    const second = await invite(late.email);
    expect((await call({ action: 'ACCEPT_TEAM_INVITE', token: first.token }, late)).status).toBe(400);
    expect((await call({ action: 'ACCEPT_TEAM_INVITE', token: 'x'.repeat(43) }, late)).body.error).toMatchObject({ status: 'NOT_FOUND' });
    expect((await call({ action: 'ACCEPT_TEAM_INVITE', token: 'kort' }, late)).body.error).toMatchObject({ status: 'INVALID_ARGUMENT' });
    expect((await call({ action: 'ACCEPT_TEAM_INVITE', token: second.token }, null)).status).toBe(401);
    expect((await call({ action: 'ACCEPT_TEAM_INVITE', token: second.token }, late)).status).toBe(200);
    // An accepted invitation cannot be revoked (demote instead).
    expect((await call({ action: 'REVOKE_TEAM_INVITE', inviteId: second.invite.id }, admin)).body.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
    });
    expect((await call({ action: 'REVOKE_TEAM_INVITE', inviteId: 'finns-inte' }, admin)).status).toBe(404);
  });

  it('sends COLLABORATION_INVITE with what it is about, and checks the input', async () => {
    const { mail } = await invite('partner@example.se', 'collaboration', 'katalogen till söndagsauktionen');
    expect(mail).toMatchObject({ template: 'COLLABORATION_INVITE', props: { what: 'katalogen till söndagsauktionen' } });
    const noWhat = await call({ action: 'INVITE_TO_TEAM', email: 'partner2@example.se', kind: 'collaboration' }, admin);
    expect(noWhat.body.error?.status).toBe('INVALID_ARGUMENT');
    expect(noWhat.body.error?.message).toContain('Skriv vad samarbetet gäller.');
    const badEmail = await call({ action: 'INVITE_TO_TEAM', email: 'inte-en-adress', kind: 'team' }, admin);
    expect(badEmail.body.error?.status).toBe('INVALID_ARGUMENT');
    const already = await call({ action: 'INVITE_TO_TEAM', email: admin.email, kind: 'team' }, admin);
    expect(already.body.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'Den här adressen tillhör redan en administratör.',
    });
  });
});

describe(`the early-access list on ${testEngine}`, () => {
  const confirmations = async (email: string) =>
    (await db().select().from(jobs).where(eq(jobs.name, 'newsletter.early-access-confirmation'))).filter(
      (row) => (row.payload as { email: string }).email === email,
    );

  it('is idempotent: two sign-ups at once (and one later) store one row and queue one e-mail', async () => {
    const answers = await Promise.all([
      call({ action: 'EARLY_ACCESS_SIGNUP', email: 'Forhand@Example.se' }),
      call({ action: 'EARLY_ACCESS_SIGNUP', email: 'forhand@example.se ' }),
    ]);
    for (const answer of answers) expect(answer.body.result).toEqual({ email: 'forhand@example.se', onList: true });
    expect((await call({ action: 'EARLY_ACCESS_SIGNUP', email: 'forhand@example.se' })).status).toBe(200);
    expect(await db().select().from(earlyAccessSignups).where(eq(earlyAccessSignups.email, 'forhand@example.se'))).toHaveLength(1);
    expect(await confirmations('forhand@example.se')).toHaveLength(1);
  });

  it('leaves the list by the link in the mail, and a return sends a new confirmation', async () => {
    const [job] = await confirmations('forhand@example.se');
    const token = (job!.payload as { unsubscribeToken: string }).unsubscribeToken;
    expect((await call({ action: 'EARLY_ACCESS_UNSUBSCRIBE', token })).body.result).toEqual({ left: true });
    const [row] = await db().select().from(earlyAccessSignups).where(eq(earlyAccessSignups.email, 'forhand@example.se'));
    expect(row!.unsubscribedAt).not.toBeNull();
    expect((await call({ action: 'EARLY_ACCESS_UNSUBSCRIBE', token: 'y'.repeat(43) })).body.result).toEqual({ left: false });
    await call({ action: 'EARLY_ACCESS_SIGNUP', email: 'forhand@example.se' });
    expect(await confirmations('forhand@example.se')).toHaveLength(2);
  });

  it('ignores a filled honeypot and refuses a bad address in Swedish', async () => {
    const bot = await call({ action: 'EARLY_ACCESS_SIGNUP', email: 'bot@example.se', website: 'http://spam' });
    expect(bot.status).toBe(200);
    expect(
      await db()
        .select()
        .from(earlyAccessSignups)
        .where(and(eq(earlyAccessSignups.email, 'bot@example.se'))),
    ).toEqual([]);
    const bad = await call({ action: 'EARLY_ACCESS_SIGNUP', email: 'inte en adress' });
    expect(bad.body.error?.status).toBe('INVALID_ARGUMENT');
    expect(bad.body.error?.message).toContain('Ange en giltig e-postadress.');
  });
});
