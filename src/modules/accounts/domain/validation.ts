import { nameCharactersError } from '@/platform/text-input';
import { AUTH_MESSAGES } from './messages';

/** Sign-in and sign-up rules of the specification (§5). Pure; shared by forms and the server. */

export const PASSWORD_MIN = 6;
export const PHONE_MIN = 6;

/** The e-mail as it is looked up: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

// No whitespace and no control characters (PostgreSQL refuses U+0000 in text: a lookup with one would fail).
const EMAIL_PATTERN = /^[^\s@\u0000-\u001f\u007f]+@[^\s@\u0000-\u001f\u007f]+\.[^\s@\u0000-\u001f\u007f]{2,}$/;

export function isPlausibleEmail(email: string): boolean {
  const value = normaliseEmail(email);
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

/** Phone check, run on blur: digits, plus, parentheses, hyphens and spaces; at least 6 characters. */
export function phoneError(raw: string): string | null {
  const value = raw.trim();
  if (value.length === 0) return AUTH_MESSAGES.phoneRequired;
  if (!/^[0-9+()\- ]+$/.test(value) || value.length < PHONE_MIN) return AUTH_MESSAGES.checkPhone;
  if ((value.match(/\d/g) ?? []).length < 5) return AUTH_MESSAGES.checkPhone;
  return null;
}

/**
 * E.164 for a Swedish or international number: "070-123 45 67" → "+46701234567",
 * "+46 (0)70 123 45 67" → "+46701234567", "0046 70…" → "+4670…". Null when it cannot be made one.
 */
export function toE164(raw: string): string | null {
  if (phoneError(raw)) return null;
  let value = raw.trim().replace(/\(0\)/g, '');
  const plus = value.startsWith('+');
  let digits = value.replace(/\D/g, '');
  if (plus) {
    // "+46 070…": a trunk zero after the Swedish country code is dropped.
    if (digits.startsWith('460')) digits = `46${digits.slice(3)}`;
  } else if (digits.startsWith('00')) {
    digits = digits.slice(2);
    if (digits.startsWith('460')) digits = `46${digits.slice(3)}`;
  } else if (digits.startsWith('0')) {
    digits = `46${digits.slice(1)}`;
  } else {
    return null;
  }
  value = `+${digits}`;
  return /^\+[1-9]\d{6,14}$/.test(value) ? value : null;
}

/** A first or last name: required, and no line break, control character or bidi override (docs/security.md). */
export function nameError(raw: string, requiredMessage: string): string | null {
  return nameCharactersError(raw) ?? (raw.trim() ? null : requiredMessage);
}

export function passwordError(password: string): string | null {
  if (password.length === 0) return AUTH_MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN) return AUTH_MESSAGES.weakPassword;
  return null;
}

export interface SignUpFields {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
  newsletter: boolean;
}

export type SignUpErrors = Partial<Record<keyof SignUpFields, string>>;

/** Every problem with a sign-up form, by field (empty when it may be sent). */
export function validateSignUp(fields: SignUpFields): SignUpErrors {
  const errors: SignUpErrors = {};
  if (!isPlausibleEmail(fields.email)) errors.email = AUTH_MESSAGES.invalidEmail;
  const firstName = nameError(fields.firstName, AUTH_MESSAGES.firstNameRequired);
  if (firstName) errors.firstName = firstName;
  const lastName = nameError(fields.lastName, AUTH_MESSAGES.lastNameRequired);
  if (lastName) errors.lastName = lastName;
  const phone = phoneError(fields.phone);
  if (phone) errors.phone = phone;
  const password = passwordError(fields.password);
  if (password) errors.password = password;
  if (!fields.confirmPassword) errors.confirmPassword = AUTH_MESSAGES.confirmRequired;
  else if (fields.password !== fields.confirmPassword) errors.confirmPassword = AUTH_MESSAGES.passwordsDontMatch;
  if (!fields.acceptTerms) errors.acceptTerms = AUTH_MESSAGES.mustAcceptTerms;
  return errors;
}

export interface ProfileInput {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  newsletter: boolean;
  termsAccepted: boolean;
}

export interface ProfileRecord {
  termsAcceptedAt: Date | null;
  newsletterConsent: boolean;
  newsletterConsentAt: Date | null;
  displayName: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  phoneE164: string | null;
  phoneRaw: string | null;
}

/** The spec's profile fields (§3) from what was entered at sign-up. */
export function buildProfile(input: ProfileInput, now: Date): ProfileRecord {
  const firstName = input.firstName?.trim() || null;
  const lastName = input.lastName?.trim() || null;
  const joined = [firstName, lastName].filter(Boolean).join(' ');
  const phoneRaw = input.phone?.trim() || null;
  return {
    termsAcceptedAt: input.termsAccepted ? now : null,
    newsletterConsent: input.newsletter,
    newsletterConsentAt: input.newsletter ? now : null,
    displayName: joined || normaliseEmail(input.email).split('@')[0] || normaliseEmail(input.email),
    firstName,
    lastName,
    fullName: firstName && lastName ? `${firstName} ${lastName}` : null,
    phoneE164: phoneRaw ? toE164(phoneRaw) : null,
    phoneRaw,
  };
}

/** A `next` redirect target that cannot leave the site: a same-origin path, else "/". */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || typeof next !== 'string') return '/';
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (/[\u0000-\u001f]/.test(next)) return '/';
  try {
    const url = new URL(next, 'http://klubban.invalid');
    if (url.origin !== 'http://klubban.invalid') return '/';
    if (url.pathname.startsWith('/logga-in')) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
