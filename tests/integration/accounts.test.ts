import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles, sessions, users } from '@/modules/accounts/tables';
import { notifications } from '@/modules/notifications/tables';
import { emailOutbox } from '@/platform/tables';
import { ensurePasswordUser } from '@/modules/accounts/commands/ensure-user';
import { functionRegistry } from '@/server/functions';
import { appFetch, connector, postJson, sessionOf } from '../setup/app-fetch';
import { outboxMail } from '../setup/outbox';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/** Sign-up, verification, sign-in, limits, reset, disabling and admin actions over HTTP. */

const t = fileDatabase();

let ipCounter = 0;
/**
 * Each test speaks from its own address, so address limits of one test do not touch another: the
 * header `npm start`'s server sets from the connection (server/client-address.ts).
 */
const freshAddress = () => ({ 'x-klubban-client-address': `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` });

const form = (email: string, overrides: Record<string, unknown> = {}) => ({
  data: {
    email,
    firstName: 'Sara',
    lastName: 'Nilsson',
    phone: '070-123 45 67',
    password: 'hemligt1',
    confirmPassword: 'hemligt1',
    acceptTerms: true,
    newsletter: true,
    ...overrides,
  },
});

const mailTo = (address: string, template: string, timeoutMs?: number) => outboxMail(t.database.db, address, template, timeoutMs);

const linkIn = (text: string, pattern: RegExp) => {
  const match = pattern.exec(text);
  if (!match) throw new Error(`no link matching ${pattern} in:\n${text}`);
  return match[0];
};

async function signIn(email: string, password: string, headers: Record<string, string> = freshAddress()) {
  return postJson('/api/auth/sign-in/email', { email, password }, headers);
}

describe(`accounts on ${testEngine}`, () => {
  it('refuses an incomplete sign-up with the spec texts, and creates nothing', async () => {
    const mismatch = await postJson('/api/account/sign-up', form('fel@example.se', { confirmPassword: 'annat12' }));
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).error).toMatchObject({ status: 'INVALID_ARGUMENT', message: 'Lösenorden matchar inte' });
    const terms = await postJson('/api/account/sign-up', form('fel@example.se', { acceptTerms: false }));
    expect((await terms.json()).error.message).toBe('Du måste godkänna villkoren');
    const weak = await postJson('/api/account/sign-up', form('fel@example.se', { password: '12345', confirmPassword: '12345' }));
    expect((await weak.json()).error.message).toBe('The password must be 6 characters long or more.');
    const phone = await postJson('/api/account/sign-up', form('fel@example.se', { phone: '12/34' }));
    expect((await phone.json()).error.details.fields.phone).toBe('Kontrollera numret (format: +46 … eller 070 …)');
    expect(await t.database.db.select().from(users).where(eq(users.email, 'fel@example.se'))).toEqual([]);
  });

  it('closes the raw sign-up endpoint: accounts come only through the form', async () => {
    const raw = await postJson('/api/auth/sign-up/email', { email: 'bakvag@example.se', password: 'hemligt1', name: 'X' });
    expect(raw.status).toBe(403);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'bakvag@example.se'))).toEqual([]);
  });

  it('signs up: session, the whole profile, a welcome notification and a verification e-mail', async () => {
    const response = await postJson('/api/account/sign-up', form('  Sara.Nilsson@Example.SE '));
    expect(response.status).toBe(200);
    const { token, cookie } = sessionOf(response);
    expect(token).toBeTruthy();
    expect(cookie).toContain('session_token=');
    const setCookie = response.headers.getSetCookie().join(';').toLowerCase();
    expect(setCookie).toContain('httponly');
    expect(setCookie).toContain('samesite=lax');

    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'sara.nilsson@example.se'));
    expect(user).toMatchObject({ name: 'Sara Nilsson', emailVerified: false });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(profile).toMatchObject({
      displayName: 'Sara Nilsson',
      firstName: 'Sara',
      lastName: 'Nilsson',
      fullName: 'Sara Nilsson',
      phoneE164: '+46701234567',
      phoneRaw: '070-123 45 67',
      newsletterConsent: true,
      admin: false,
    });
    expect(profile?.termsAcceptedAt).toBeInstanceOf(Date);
    expect(profile?.newsletterConsentAt).toBeInstanceOf(Date);
    const welcome = await t.database.db.select().from(notifications).where(eq(notifications.userId, user!.id));
    expect(welcome.map((n) => n.title)).toContain('Välkommen till Klubban');

    const me = await (await appFetch('/api/account/me', { headers: { authorization: `Bearer ${token}` } })).json();
    expect(me.result).toMatchObject({
      email: 'sara.nilsson@example.se',
      displayName: 'Sara Nilsson',
      admin: false,
      hasUnread: true,
      watchlistCount: 0,
    });

    const mail = await mailTo('sara.nilsson@example.se', 'VERIFY_EMAIL');
    expect(mail.subject).toBe('Bekräfta din e-postadress');
    expect(mail.status).toBe('outbox');
    const link = linkIn(mail.text, /http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^\s)]+/);
    const verified = await appFetch(link, { redirect: 'manual' });
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toContain('/user?verifierad=1');
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user!.id));
    expect(after?.emailVerified).toBe(true);
    expect((await mailTo('sara.nilsson@example.se', 'SIGN_UP')).subject).toBe('Välkommen till Klubban');
  });

  it('answers a second sign-up with the same e-mail with the spec text', async () => {
    const again = await postJson('/api/account/sign-up', form('sara.nilsson@example.se'));
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe('The email address is already in use by another account.');
  });

  it('tells the e-mail step which methods an address has (trimmed, lower-cased)', async () => {
    const known = await postJson('/api/account/sign-in-methods', { data: { email: ' SARA.nilsson@example.se' } }, freshAddress());
    expect((await known.json()).result.methods).toEqual(['password']);
    const unknown = await postJson('/api/account/sign-in-methods', { data: { email: 'ingen@example.se' } }, freshAddress());
    expect((await unknown.json()).result.methods).toEqual([]);
    const bad = await postJson('/api/account/sign-in-methods', { data: { email: 'inte en adress' } }, freshAddress());
    expect(bad.status).toBe(400);
  });

  it('limits the e-mail step per address', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      statuses.push((await postJson('/api/account/sign-in-methods', { data: { email: `x${i}@example.se` } }, address)).status);
    }
    // No faster than sign-in attempts are allowed from one address (20 per 15 minutes).
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    const body = await (await postJson('/api/account/sign-in-methods', { data: { email: 'y@example.se' } }, address)).json();
    expect(body.error.message).toBe('För många försök. Försök igen senare eller återställ lösenordet.');
  });

  it('signs in with the right password and refuses a wrong one', async () => {
    const wrong = await signIn('sara.nilsson@example.se', 'fel-losen');
    expect(wrong.status).toBe(401);
    const right = await signIn('Sara.Nilsson@example.se'.toLowerCase(), 'hemligt1');
    expect(right.status).toBe(200);
    expect(sessionOf(right).token).toBeTruthy();
  });

  it('limits failed sign-ins per e-mail: after five, even the right password waits', async () => {
    await postJson('/api/account/sign-up', form('begransad@example.se'));
    for (let i = 0; i < 5; i++) expect((await signIn('begransad@example.se', `fel-${i}-losen`)).status).toBe(401);
    const blocked = await signIn('begransad@example.se', 'hemligt1');
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).message).toBe('För många försök. Försök igen senare eller återställ lösenordet.');
  });

  it('limits failed sign-ins per address across e-mails', async () => {
    const address = freshAddress();
    for (let i = 0; i < 20; i++) expect((await signIn(`okand${i}@example.se`, 'fel-losen', address)).status).toBe(401);
    expect((await signIn('sara.nilsson@example.se', 'hemligt1', address)).status).toBe(429);
    expect((await signIn('sara.nilsson@example.se', 'hemligt1', freshAddress())).status).toBe(200);
  });

  it('resets a password through a one-time, expiring link, with the same answer for unknown e-mails', async () => {
    const call = (email: string) => postJson('/api/functions/requestPasswordReset', { data: { email } });
    const unknown = await call('finns.inte@example.se');
    const known = await call('Sara.Nilsson@example.se');
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    const mail = await mailTo('sara.nilsson@example.se', 'PASSWORD_RESET');
    expect(mail.subject).toBe('Återställ ditt lösenord');
    const rows = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'finns.inte@example.se'));
    expect(rows).toEqual([]);

    const before = await signIn('sara.nilsson@example.se', 'hemligt1');
    const oldSession = sessionOf(before);
    const link = linkIn(mail.text, /http:\/\/localhost:3000\/api\/auth\/reset-password\/[^\s)]+/);
    const landing = await appFetch(link, { redirect: 'manual' });
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get('location')!, 'http://localhost:3000');
    expect(target.pathname).toBe('/aterstall-losenord');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await postJson('/api/auth/reset-password', { newPassword: 'nytt-losen-1', token });
    expect(reset.status).toBe(200);
    const reused = await postJson('/api/auth/reset-password', { newPassword: 'tredje-losen', token });
    expect(reused.status).toBe(400);
    expect((await signIn('sara.nilsson@example.se', 'hemligt1')).status).toBe(401);
    expect((await signIn('sara.nilsson@example.se', 'nytt-losen-1')).status).toBe(200);
    // The sessions from before the reset are over.
    const me = await (await appFetch('/api/account/me', { headers: { authorization: `Bearer ${oldSession.token}` } })).json();
    expect(me.result).toBeNull();
  });

  it('sends at most three reset links an hour to one address, still answering the same', async () => {
    await postJson('/api/account/sign-up', form('glomsk@example.se'));
    for (let i = 0; i < 5; i++) {
      expect(await (await postJson('/api/functions/requestPasswordReset', { data: { email: 'glomsk@example.se' } })).json()).toEqual({
        result: { sent: true },
      });
    }
    // The links are written after the answer: wait for the outcome (three), not for a guessed 300 ms.
    const sent = () =>
      t.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, 'glomsk@example.se'), eq(emailOutbox.template, 'PASSWORD_RESET')));
    await expect.poll(async () => (await sent()).length, { timeout: 15_000 }).toBe(3);
  });

  describe('admins', () => {
    let admin: { token: string };
    let member: { token: string; id: string };

    beforeAll(async () => {
      await ensurePasswordUser(t.database.db, {
        email: 'chef@example.se',
        password: 'admin-losen',
        firstName: 'Chef',
        lastName: 'Studio',
        admin: true,
      });
      admin = sessionOf(await signIn('chef@example.se', 'admin-losen'));
      const signedUp = await postJson('/api/account/sign-up', form('medlem@example.se', { firstName: 'Olle', lastName: 'Medlem' }));
      member = { token: sessionOf(signedUp).token, id: (await signedUp.json()).result.user.id };
    });

    it('answer every admin-only action with UNAUTHENTICATED to a visitor and PERMISSION_DENIED to a member', async () => {
      const connectorDef = functionRegistry.connector;
      if (connectorDef?.kind !== 'connector') throw new Error('connector missing');
      const adminActions = Object.entries(connectorDef.actions)
        .filter(([, def]) => def.access === 'admin')
        .map(([name]) => name);
      expect(adminActions).toEqual(
        expect.arrayContaining([
          'LIST_USERS',
          'GET_USER',
          'SET_USER_DISABLED',
          'SET_USER_ADMIN',
          'SEND_TEST_EMAIL',
          'COMPLETE_AUCTION',
          'RUN_COMPLETE_AUCTIONS',
          'RUN_WATCHLIST_REMINDER',
          'ADMIN_PREVIEW_REMOVE_BID',
          'ADMIN_REMOVE_BID',
        ]),
      );
      for (const action of adminActions) {
        const visitor = await connector({ action });
        expect(visitor.status, action).toBe(401);
        expect((await visitor.json()).error.status).toBe('UNAUTHENTICATED');
        const notAdmin = await connector({ action }, { authorization: `Bearer ${member.token}` });
        expect(notAdmin.status, action).toBe(403);
        expect((await notAdmin.json()).error.status).toBe('PERMISSION_DENIED');
      }
    });

    it('list and search users with paging, and get one', async () => {
      const auth = { authorization: `Bearer ${admin.token}` };
      const all = await (await connector({ action: 'LIST_USERS', pageSize: 2 }, auth)).json();
      expect(all.result.users).toHaveLength(2);
      expect(all.result.total).toBeGreaterThanOrEqual(5);
      expect(JSON.stringify(all)).not.toContain('password');
      const found = await (await connector({ action: 'LIST_USERS', query: 'medlem' }, auth)).json();
      expect(found.result.users.map((u: { email: string }) => u.email)).toEqual(['medlem@example.se']);
      const one = await (await connector({ action: 'GET_USER', userId: member.id }, auth)).json();
      expect(one.result).toMatchObject({ email: 'medlem@example.se', displayName: 'Olle Medlem', admin: false, disabled: false });
      const missing = await connector({ action: 'GET_USER', userId: 'finns-inte' }, auth);
      expect(missing.status).toBe(404);
      // A NUL in the search (PostgreSQL's text cannot hold one) is bad input, not a 500.
      const nul = await connector({ action: 'LIST_USERS', query: 'med\u0000lem' }, auth);
      expect(nul.status).toBe(400);
      expect((await nul.json()).error).toMatchObject({
        status: 'INVALID_ARGUMENT',
        message: 'Texten innehåller ett tecken som inte kan sparas.',
      });
    });

    it('disable a user: signed out at once, cannot sign in, and can be enabled again', async () => {
      const auth = { authorization: `Bearer ${admin.token}` };
      const before = await connector({ action: 'NEWSLETTER_SUBSCRIBE' }, { authorization: `Bearer ${member.token}` });
      expect(before.status).toBe(200);
      const disable = await connector({ action: 'SET_USER_DISABLED', userId: member.id, disabled: true, reason: 'Obetalda köp' }, auth);
      expect((await disable.json()).result).toEqual({ userId: member.id, disabled: true });
      expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, member.id))).toEqual([]);
      const after = await connector({ action: 'NEWSLETTER_SUBSCRIBE' }, { authorization: `Bearer ${member.token}` });
      expect(after.status).toBe(401);
      const refused = await signIn('medlem@example.se', 'hemligt1');
      expect(refused.status).toBe(403);
      expect((await refused.json()).code).toBe('BANNED_USER');

      await connector({ action: 'SET_USER_DISABLED', userId: member.id, disabled: false }, auth);
      expect((await signIn('medlem@example.se', 'hemligt1')).status).toBe(200);
    });

    it('promote another user, and may not disable or demote themselves', async () => {
      const auth = { authorization: `Bearer ${admin.token}` };
      const promoted = await connector({ action: 'SET_USER_ADMIN', userId: member.id, admin: true }, auth);
      expect((await promoted.json()).result).toEqual({ userId: member.id, admin: true });
      const memberNow = sessionOf(await signIn('medlem@example.se', 'hemligt1'));
      expect((await connector({ action: 'LIST_USERS' }, { authorization: `Bearer ${memberNow.token}` })).status).toBe(200);
      const [self] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'chef@example.se'));
      const selfDisable = await connector({ action: 'SET_USER_DISABLED', userId: self!.id, disabled: true }, auth);
      expect(selfDisable.status).toBe(400);
      expect((await selfDisable.json()).error.message).toBe('Du kan inte spärra ditt eget konto.');
    });
  });

  it('edits the profile with the same rules as sign-up', async () => {
    const { token } = sessionOf(await signIn('sara.nilsson@example.se', 'nytt-losen-1'));
    const auth = { authorization: `Bearer ${token}` };
    const ok = await connector({ action: 'UPDATE_PROFILE', firstName: 'Sara-Lena', phone: '+46 8 123 456 78', newsletter: false }, auth);
    expect((await ok.json()).result).toMatchObject({
      displayName: 'Sara-Lena Nilsson',
      fullName: 'Sara-Lena Nilsson',
      phoneE164: '+46812345678',
      newsletterConsent: false,
    });
    const bad = await connector({ action: 'UPDATE_PROFILE', phone: '12' }, auth);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toContain('Kontrollera numret (format: +46 … eller 070 …)');
    const empty = await connector({ action: 'UPDATE_PROFILE', firstName: '  ' }, auth);
    expect((await empty.json()).error.message).toContain('Fyll i ditt förnamn.');
    // A NUL (PostgreSQL's text cannot hold one) is bad input, not a 500: names refuse control characters.
    const unstorable = await connector({ action: 'UPDATE_PROFILE', firstName: 'Sa\u0000ra' }, auth);
    expect(unstorable.status).toBe(400);
    expect((await unstorable.json()).error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: expect.stringContaining('Namnet får inte innehålla radbrytningar eller kontrolltecken.'),
    });
    // Nothing already saved is lost.
    const me = await connector({ action: 'UPDATE_PROFILE' }, auth);
    expect((await me.json()).result).toMatchObject({ displayName: 'Sara-Lena Nilsson' });
  });

  it("marks notifications read, one or all, and never another user's", async () => {
    const { token } = sessionOf(await signIn('sara.nilsson@example.se', 'nytt-losen-1'));
    const auth = { authorization: `Bearer ${token}` };
    const [sara] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'sara.nilsson@example.se'));
    const mine = await t.database.db.select().from(notifications).where(eq(notifications.userId, sara!.id));
    expect(mine.length).toBeGreaterThanOrEqual(2);
    const first = await connector({ action: 'MARK_NOTIFICATION_READ', notificationId: mine[0]!.id }, auth);
    expect((await first.json()).result).toMatchObject({ id: mine[0]!.id, read: true, hasUnread: true });
    const [other] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Välkommen till Klubban'))
      .limit(5)
      .then((rows) => rows.filter((r) => r.userId !== sara!.id));
    const foreign = await connector({ action: 'MARK_NOTIFICATION_READ', notificationId: other!.id }, auth);
    expect(foreign.status).toBe(404);
    const all = await connector({ action: 'MARK_ALL_NOTIFICATIONS_READ' }, auth);
    expect((await all.json()).result).toMatchObject({ hasUnread: false });
    const me = await (await appFetch('/api/account/me', { headers: auth })).json();
    expect(me.result.hasUnread).toBe(false);
  });
});
