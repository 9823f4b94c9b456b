import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '@/modules/accounts/tables';
import { auditLog, emailOutbox } from '@/platform/tables';
import { ensurePasswordUser } from '@/modules/accounts/commands/ensure-user';
import { appFetch, connector, postJson, sessionOf } from '../setup/app-fetch';
import { outboxMail } from '../setup/outbox';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * The account attacks a security review reproduced (docs/security.md), each as the attacker ran it:
 * a shared bucket that a flood of failures locks for everyone, a spoofed X-Forwarded-For that slips
 * past the limits, harvesting which e-mails have accounts, locking a named bidder out, Better Auth's
 * admin endpoints (impersonation, user management), and a password change that kept other sessions.
 */

const t = fileDatabase();
beforeAll(async () => {
  await ensurePasswordUser(t.database.db, {
    email: 'budgivare@example.se',
    password: 'ratt-losen',
    firstName: 'Bo',
    lastName: 'Budgivare',
  });
  await ensurePasswordUser(t.database.db, { email: 'offer@example.se', password: 'ratt-losen', firstName: 'Olga', lastName: 'Offer' });
  await ensurePasswordUser(t.database.db, {
    email: 'admin@example.se',
    password: 'admin-losen',
    firstName: 'Ada',
    lastName: 'Admin',
    admin: true,
  });
});

/** The header npm start's server sets from the connection (server/client-address.ts). */
const from = (address: string) => ({ 'x-klubban-client-address': address });
let n = 0;
const anyAddress = () => from(`198.18.${Math.floor(++n / 250)}.${n % 250}`);

const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
  postJson('/api/auth/sign-in/email', { email, password }, headers);

describe(`account attacks on ${testEngine}`, () => {
  it('a flood of failures against random e-mails locks out no one else (there is no shared bucket)', async () => {
    // Without an address header every request used to share one bucket ('okänd'): 20 failures locked every user out.
    for (let i = 0; i < 25; i++) expect((await signIn(`slump${i}@example.se`, 'gissning')).status).toBe(401);
    expect((await signIn('budgivare@example.se', 'ratt-losen')).status).toBe(200);
    // From one real address the flood locks that address only.
    const attacker = from('203.0.113.50');
    for (let i = 0; i < 20; i++) expect((await signIn(`slump-b${i}@example.se`, 'gissning', attacker)).status).toBe(401);
    expect((await signIn(`slump-c@example.se`, 'gissning', attacker)).status).toBe(429);
    expect((await signIn('budgivare@example.se', 'ratt-losen', from('203.0.113.51'))).status).toBe(200);
  });

  it('a spoofed X-Forwarded-For neither bypasses the address limit nor frames another address', async () => {
    const attacker = from('203.0.113.60');
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) {
      const spoof = { 'x-forwarded-for': `10.66.${i}.1`, 'x-real-ip': `10.66.${i}.1` };
      statuses.push((await signIn(`spoof${i}@example.se`, 'gissning', { ...attacker, ...spoof })).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
    // The addresses it named are untouched.
    expect((await signIn('budgivare@example.se', 'ratt-losen', from('10.66.3.1'))).status).toBe(200);
  });

  it('the e-mail look-up cannot be harvested faster than sign-in allows, whatever X-Forwarded-For says', async () => {
    const attacker = from('203.0.113.70');
    const answers: number[] = [];
    for (let i = 0; i < 35; i++) {
      const response = await postJson(
        '/api/account/sign-in-methods',
        { data: { email: i === 34 ? 'budgivare@example.se' : `skord${i}@example.se` } },
        { ...attacker, 'x-forwarded-for': `10.77.${i}.1` },
      );
      answers.push(response.status);
    }
    expect(answers.filter((status) => status === 200)).toHaveLength(20);
    expect(answers.slice(20).every((status) => status === 429)).toBe(true);
  });

  it('failures against a named bidder from rotating addresses never lock her out of her own browser, and the e-mailed link lets her in anywhere', async () => {
    // Olga signed in on her phone once: the browser is known to her account.
    const phone = sessionOf(await signIn('offer@example.se', 'ratt-losen', anyAddress())).cookie;
    expect(phone).toContain('klubban.known-device=');
    // The attacker guesses from a new address each time.
    for (let i = 0; i < 8; i++) {
      const status = (await signIn('offer@example.se', `gissning-${i}`, anyAddress())).status;
      expect(status).toBe(i < 5 ? 401 : 429);
    }
    // Any browser that never signed in to her account waits …
    const stranger = await signIn('offer@example.se', 'ratt-losen', anyAddress());
    expect(stranger.status).toBe(429);
    expect((await stranger.json()).message).toBe('För många försök. Försök igen senare eller återställ lösenordet.');
    // A forged known-device token is no key …
    expect(
      (await signIn('offer@example.se', 'ratt-losen', { ...anyAddress(), cookie: `klubban.known-device=${'A'.repeat(32)}` })).status,
    ).toBe(429);
    // … her phone is, and her right password there lifts the lock.
    expect((await signIn('offer@example.se', 'ratt-losen', { ...anyAddress(), cookie: phone })).status).toBe(200);
    expect((await signIn('offer@example.se', 'ratt-losen', anyAddress())).status).toBe(200);

    // The attacker locks the account again; Olga, on a new computer, follows the reset link.
    for (let i = 0; i < 5; i++) await signIn('offer@example.se', `igen-${i}`, anyAddress());
    expect((await signIn('offer@example.se', 'ratt-losen', anyAddress())).status).toBe(429);
    await postJson('/api/functions/requestPasswordReset', { data: { email: 'offer@example.se' } }, anyAddress());
    const mail = await waitForMail('offer@example.se', 'PASSWORD_RESET');
    const token = /reset-password\/([\w-]+)/.exec(mail)?.[1];
    expect(token).toBeTruthy();
    const reset = await postJson('/api/auth/reset-password', { token, newPassword: 'nytt-losen' }, anyAddress());
    expect(reset.status).toBe(200);
    expect((await signIn('offer@example.se', 'nytt-losen', anyAddress())).status).toBe(200);
  });

  it('a burst of guesses sent at once is held by the same limits as guesses sent one by one', async () => {
    await ensurePasswordUser(t.database.db, { email: 'skur@example.se', password: 'ratt-losen', firstName: 'Sk', lastName: 'Ur' });
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signIn('skur@example.se', `skur-gissning-${i}`, anyAddress()).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  it('no admin can act as someone else: impersonation and Better Auth’s user management answer 404, and nothing changes', async () => {
    const admin = sessionOf(await signIn('admin@example.se', 'admin-losen', anyAddress()));
    const [bidder] = await t.database.db.select().from(users).where(eq(users.email, 'budgivare@example.se'));
    const asAdmin = { cookie: admin.cookie, ...anyAddress() };
    const attempts: [string, Record<string, unknown>][] = [
      ['/api/auth/admin/impersonate-user', { userId: bidder!.id }],
      ['/api/auth/admin/create-user', { email: 'smygkonto@example.se', password: 'hemligt1', name: 'Smyg\r\nKonto', role: 'admin' }],
      ['/api/auth/admin/set-user-password', { userId: bidder!.id, newPassword: 'kapat-losen' }],
      ['/api/auth/admin/remove-user', { userId: bidder!.id }],
      ['/api/auth/admin/set-role', { userId: bidder!.id, role: 'admin' }],
      ['/api/auth/admin/ban-user', { userId: bidder!.id }],
      ['/api/auth/admin/revoke-user-sessions', { userId: bidder!.id }],
      ['/api/auth/update-user', { name: 'Ny\r\nRad' }],
      ['/api/auth/delete-user', {}],
      ['/api/auth/change-email', { newEmail: 'annan@example.se' }],
    ];
    for (const [path, body] of attempts) {
      const response = await postJson(path, body, asAdmin);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    for (const path of ['/api/auth/admin/list-users', '/api/auth/list-sessions', '/api/auth/admin/list-user-sessions']) {
      expect({ path, status: (await appFetch(path, { headers: asAdmin })).status }).toEqual({ path, status: 404 });
    }
    // Nothing happened: the bidder is as she was, no user was made, and her password still works.
    const [after] = await t.database.db.select().from(users).where(eq(users.id, bidder!.id));
    expect(after).toMatchObject({ role: bidder!.role, banned: bidder!.banned, name: bidder!.name });
    expect(await t.database.db.select().from(users).where(eq(users.email, 'smygkonto@example.se'))).toEqual([]);
    expect((await signIn('budgivare@example.se', 'ratt-losen', anyAddress())).status).toBe(200);
    // The console's own audited commands still work for the admin.
    const disabled = await connector({ action: 'SET_USER_DISABLED', userId: bidder!.id, disabled: true }, asAdmin);
    expect(disabled.status).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, bidder!.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toBeTruthy();
    await connector({ action: 'SET_USER_DISABLED', userId: bidder!.id, disabled: false }, asAdmin);
  });

  it('a password change through the API ends every other session, even when the client does not ask', async () => {
    const first = sessionOf(await signIn('budgivare@example.se', 'ratt-losen', anyAddress()));
    const second = sessionOf(await signIn('budgivare@example.se', 'ratt-losen', anyAddress()));
    const change = await postJson(
      '/api/auth/change-password',
      { currentPassword: 'ratt-losen', newPassword: 'bytt-losen', revokeOtherSessions: false },
      { cookie: second.cookie, ...anyAddress() },
    );
    expect(change.status).toBe(200);
    const me = (cookie: string) => appFetch('/api/account/me', { headers: { cookie } }).then((response) => response.json());
    expect((await me(first.cookie)).result ?? null).toBeNull();
    const [owner] = await t.database.db.select({ userId: users.id }).from(users).where(eq(users.email, 'budgivare@example.se'));
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, owner!.userId));
    expect(left).toHaveLength(1);
    // Put the password back for the tests that follow.
    const fresh = sessionOf(change).cookie || second.cookie;
    await postJson(
      '/api/auth/change-password',
      { currentPassword: 'bytt-losen', newPassword: 'ratt-losen' },
      { cookie: fresh, ...anyAddress() },
    );
  });
});

describe(`mail the attacker could make Klubban send, on ${testEngine}`, () => {
  const form = (email: string) => ({
    data: {
      email,
      firstName: 'Sam',
      lastName: 'Spam',
      phone: '070-123 45 67',
      password: 'hemligt1',
      confirmPassword: 'hemligt1',
      acceptTerms: true,
      newsletter: false,
    },
  });

  it('one address makes at most ten accounts an hour (each mails a verification link to whatever address it names)', async () => {
    const attacker = from('203.0.113.80');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await postJson('/api/account/sign-up', form(`offer${i}.spam@example.se`), attacker)).status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    const refused = await postJson('/api/account/sign-up', form('offer-sista.spam@example.se'), attacker);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe('För många försök. Försök igen senare eller återställ lösenordet.');
    expect(await t.database.db.select().from(users).where(eq(users.email, 'offer-sista.spam@example.se'))).toEqual([]);
    // Another address is not held by it.
    expect((await postJson('/api/account/sign-up', form('annan.adress@example.se'), from('203.0.113.81'))).status).toBe(200);
  });

  it('"Skicka länken igen" mails one address at most three times an hour, and the answer says nothing about it', async () => {
    const count = async () =>
      (
        await t.database.db
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.toAddress, 'annan.adress@example.se'), eq(emailOutbox.template, 'VERIFY_EMAIL')))
      ).length;
    await waitForMail('annan.adress@example.se', 'VERIFY_EMAIL');
    const before = await count();
    const answers: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await postJson('/api/auth/send-verification-email', { email: 'annan.adress@example.se' }, anyAddress());
      expect(response.status).toBe(200);
      answers.push(await response.json());
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    const deadline = Date.now() + 3000;
    while ((await count()) < before + 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await count()).toBe(before + 3);
  });
});

const waitForMail = async (address: string, template: string) => (await outboxMail(t.database.db, address, template)).text;
