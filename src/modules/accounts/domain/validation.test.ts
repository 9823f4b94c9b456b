import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, signInErrorMessage } from './messages';
import { buildProfile, normaliseEmail, passwordError, phoneError, safeNextPath, toE164, validateSignUp } from './validation';

const valid = {
  email: 'Anna@Example.se',
  firstName: 'Anna',
  lastName: 'Lind',
  phone: '070-123 45 67',
  password: 'hemlig',
  confirmPassword: 'hemlig',
  acceptTerms: true,
  newsletter: false,
};

describe('spec texts (§5, §8), word for word', () => {
  it('has the exact characters of the specification', () => {
    expect(AUTH_MESSAGES.userNotFound).toBe('Vi hittar inget konto för den här e‑posten – skapa ett nytt konto.');
    expect(AUTH_MESSAGES.checkPhone).toBe('Kontrollera numret (format: +46 … eller 070 …)');
    expect(AUTH_MESSAGES.passwordsDontMatch).toBe('Lösenorden matchar inte');
    expect(AUTH_MESSAGES.mustAcceptTerms).toBe('Du måste godkänna villkoren');
    expect(AUTH_MESSAGES.weakPassword).toBe('The password must be 6 characters long or more.');
    expect(AUTH_MESSAGES.emailInUse).toBe('The email address is already in use by another account.');
  });
  it.each([
    ['user-not-found', 'Vi hittar inget konto för den här e‑posten – skapa ett nytt konto.'],
    ['wrong-password', 'Fel lösenord'],
    ['too-many-requests', 'För många försök. Försök igen senare eller återställ lösenordet.'],
    ['invalid-credential', 'Skapa ett konto, prova igen, eller återställ lösenord.'],
    ['invalid-login-credentials', 'Skapa ett konto, prova igen, eller återställ lösenord.'],
    ['other', 'Kunde inte logga in. Försök igen eller återställ lösenordet.'],
  ] as const)('%s → %s', (code, text) => expect(signInErrorMessage(code)).toBe(text));
});

describe('e-mail', () => {
  it('is trimmed and lower-cased before the lookup', () => expect(normaliseEmail('  Anna@Example.SE ')).toBe('anna@example.se'));
});

describe('phone (checked on blur)', () => {
  it.each(['070-123 45 67', '+46 70 123 45 67', '(08) 123 456', '0701234567', '+46(0)701234567'])('accepts %s', (value) =>
    expect(phoneError(value)).toBeNull(),
  );
  it.each(['12345', '070.123', 'abc1234567', '070/1234567', '+46 70 12#'])('rejects %s with the spec text', (value) =>
    expect(phoneError(value)).toBe('Kontrollera numret (format: +46 … eller 070 …)'),
  );
  it('asks for a number when empty', () => expect(phoneError('  ')).toBe(AUTH_MESSAGES.phoneRequired));
  it.each([
    ['070-123 45 67', '+46701234567'],
    ['+46 70 123 45 67', '+46701234567'],
    ['+46 (0)70 123 45 67', '+46701234567'],
    ['+46 070 123 45 67', '+46701234567'],
    ['0046 70 123 45 67', '+46701234567'],
    ['08-123 456 78', '+46812345678'],
    ['+47 912 34 567', '+4791234567'],
    ['123456', null],
  ])('E.164 of %s is %s', (raw, e164) => expect(toE164(raw)).toBe(e164));
  it('only ever produces valid E.164 or null', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9+()\- ]{0,20}$/), (raw) => {
        const value = toE164(raw);
        return value === null || /^\+[1-9]\d{6,14}$/.test(value);
      }),
    );
  });
});

describe('password', () => {
  it('is weak under 6 characters', () => {
    expect(passwordError('12345')).toBe('The password must be 6 characters long or more.');
    expect(passwordError('123456')).toBeNull();
    expect(passwordError('')).toBe(AUTH_MESSAGES.passwordRequired);
  });
});

describe('sign-up', () => {
  it('accepts a complete form', () => expect(validateSignUp(valid)).toEqual({}));
  it('requires every field and says so per field', () => {
    expect(
      validateSignUp({
        ...valid,
        email: 'x',
        firstName: ' ',
        lastName: '',
        phone: '',
        password: '',
        confirmPassword: '',
        acceptTerms: false,
      }),
    ).toEqual({
      email: AUTH_MESSAGES.invalidEmail,
      firstName: AUTH_MESSAGES.firstNameRequired,
      lastName: AUTH_MESSAGES.lastNameRequired,
      phone: AUTH_MESSAGES.phoneRequired,
      password: AUTH_MESSAGES.passwordRequired,
      confirmPassword: AUTH_MESSAGES.confirmRequired,
      acceptTerms: 'Du måste godkänna villkoren',
    });
  });
  it('checks matching passwords and terms', () => {
    expect(validateSignUp({ ...valid, confirmPassword: 'annat1' }).confirmPassword).toBe('Lösenorden matchar inte');
    expect(validateSignUp({ ...valid, acceptTerms: false }).acceptTerms).toBe('Du måste godkänna villkoren');
    expect(validateSignUp({ ...valid, newsletter: true })).toEqual({});
  });
});

describe('profile (§3)', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('joins names, keeps fullName only with both, normalises the phone', () => {
    expect(
      buildProfile(
        { email: valid.email, firstName: ' Anna ', lastName: 'Lind', phone: '070-123 45 67', newsletter: true, termsAccepted: true },
        now,
      ),
    ).toEqual({
      termsAcceptedAt: now,
      newsletterConsent: true,
      newsletterConsentAt: now,
      displayName: 'Anna Lind',
      firstName: 'Anna',
      lastName: 'Lind',
      fullName: 'Anna Lind',
      phoneE164: '+46701234567',
      phoneRaw: '070-123 45 67',
    });
  });
  it('falls back to the part of the e-mail before @ and leaves consent time unset without consent', () => {
    const profile = buildProfile(
      { email: 'Kalle.Anka@Example.se', firstName: 'Kalle', lastName: '', newsletter: false, termsAccepted: true },
      now,
    );
    expect(profile.displayName).toBe('Kalle');
    expect(profile.fullName).toBeNull();
    expect(profile.newsletterConsentAt).toBeNull();
    expect(buildProfile({ email: 'Kalle.Anka@Example.se', newsletter: false, termsAccepted: true }, now).displayName).toBe('kalle.anka');
  });
});

describe('next redirect', () => {
  it.each([
    ['/user', '/user'],
    ['/auktioner?search=vas#x', '/auktioner?search=vas#x'],
    [null, '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/logga-in', '/'],
    ['/%0d%0aSet-Cookie:x', '/%0d%0aSet-Cookie:x'],
  ])('%s → %s', (input, expected) => expect(safeNextPath(input)).toBe(expected));
  it('never leaves the site', () => {
    fc.assert(fc.property(fc.string(), (next) => safeNextPath(next).startsWith('/') && !safeNextPath(next).startsWith('//')));
  });
});
