import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, users } from '@/modules/accounts/tables';
import { connector, postJson, sessionOf } from '../setup/app-fetch';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * Names refuse line breaks, control characters and bidi overrides (a security review found CR/LF
 * and U+0000 accepted): the sign-up form's first and last name and the profile's, over HTTP, with
 * the one Swedish message and nothing stored.
 */

const t = fileDatabase();

const MESSAGE = 'Namnet får inte innehålla radbrytningar eller kontrolltecken.';
const BAD_NAMES = ['Sara\r\nBcc: alla@example.se', 'Sara\nNilsson', 'Sa\tra', 'Sa\u0000ra', 'Sa\u0085ra', 'Nils\u202enossliN', 'A\u2066B'];

let address = 0;
const signUp = (email: string, overrides: Record<string, unknown>) =>
  postJson(
    '/api/account/sign-up',
    {
      data: {
        email,
        firstName: 'Sara',
        lastName: 'Nilsson',
        phone: '070-123 45 67',
        password: 'hemligt1',
        confirmPassword: 'hemligt1',
        acceptTerms: true,
        ...overrides,
      },
    },
    { 'x-klubban-client-address': `10.9.0.${++address}` },
  );

describe(`names on ${testEngine}`, () => {
  it('sign-up refuses a first or last name with a line break, a control character or a bidi override, and creates no account', async () => {
    for (const [i, bad] of BAD_NAMES.entries()) {
      for (const field of ['firstName', 'lastName'] as const) {
        const email = `namn${i}${field}@example.se`;
        const answer = await signUp(email, { [field]: bad });
        const where = `${field} ${JSON.stringify(bad)}`;
        expect(answer.status, where).toBe(400);
        const body = await answer.json();
        expect(body.error, where).toMatchObject({ status: 'INVALID_ARGUMENT', message: MESSAGE });
        expect(body.error.details.fields[field], where).toBe(MESSAGE);
        expect(await t.database.db.select().from(users).where(eq(users.email, email)), where).toEqual([]);
      }
    }
  });

  it('the profile refuses them too, and keeps the name it had', async () => {
    const created = await signUp('profil.namn@example.se', {});
    expect(created.status).toBe(200);
    const auth = { authorization: `Bearer ${sessionOf(created).token}` };
    for (const bad of BAD_NAMES) {
      for (const field of ['firstName', 'lastName'] as const) {
        const answer = await connector({ action: 'UPDATE_PROFILE', [field]: bad }, auth);
        const where = `${field} ${JSON.stringify(bad)}`;
        expect(answer.status, where).toBe(400);
        const error = (await answer.json()).error;
        expect(error, where).toMatchObject({ status: 'INVALID_ARGUMENT', message: expect.stringContaining(MESSAGE) });
        expect(error.details.issues, where).toEqual([{ path: field, message: MESSAGE }]);
      }
    }
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'profil.namn@example.se'));
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(profile).toMatchObject({ firstName: 'Sara', lastName: 'Nilsson', displayName: 'Sara Nilsson' });
    // An ordinary name with letters from elsewhere, an apostrophe and a hyphen is still a name.
    const fine = await connector({ action: 'UPDATE_PROFILE', firstName: ' Zoë-Åsa ', lastName: "O'Brien Ngô" }, auth);
    expect((await fine.json()).result).toMatchObject({ displayName: "Zoë-Åsa O'Brien Ngô" });
  });
});
