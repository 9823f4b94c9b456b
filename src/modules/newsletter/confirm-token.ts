import 'server-only';
import { signWithSecret, verifySignature } from '@/platform/secret';

/**
 * The confirmation link's token (docs/decisions/0029): the address, the instant the confirmation
 * was requested, and their signature under the app secret. Signed for that request, so a link
 * from before an unsubscribe, or one a newer request replaced, confirms nothing; it expires after
 * NEWSLETTER_CONFIRM_DAYS. '~' separates the parts: a dot would make the path look like a file to
 * the proxy (as for the saved-search stop link).
 */

export const NEWSLETTER_CONFIRM_PATH = '/nyhetsbrev/bekrafta';
export const NEWSLETTER_CONFIRM_DAYS = 7;

const SEPARATOR = '~';
const message = (email: string, requestedAt: number) => `newsletter-confirm:${email}:${requestedAt}`;

export function newsletterConfirmToken(email: string, requestedAt: Date): string {
  const at = requestedAt.getTime();
  return [Buffer.from(email).toString('base64url'), at.toString(36), signWithSecret(message(email, at))].join(SEPARATOR);
}

export type ConfirmTokenCheck = { ok: true; email: string; requestedAt: Date } | { ok: false; reason: 'invalid' | 'expired' };

/** What a token says, when it was signed here and has not expired; reads nothing and changes nothing. */
export function readNewsletterConfirmToken(raw: string, now = new Date()): ConfirmTokenCheck {
  let token: string;
  try {
    // A path segment may arrive percent-encoded (a mail client's rewriting); junk stays junk.
    token = decodeURIComponent(raw);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const parts = token.split(SEPARATOR);
  if (parts.length !== 3 || token.length > 600) return { ok: false, reason: 'invalid' };
  const [encoded, at36, signature] = parts as [string, string, string];
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  const at = parseInt(at36, 36);
  if (!email || !/^[0-9a-z]{1,12}$/.test(at36) || !Number.isSafeInteger(at)) return { ok: false, reason: 'invalid' };
  if (!verifySignature(message(email, at), signature)) return { ok: false, reason: 'invalid' };
  if (now.getTime() > at + NEWSLETTER_CONFIRM_DAYS * 86_400_000) return { ok: false, reason: 'expired' };
  return { ok: true, email, requestedAt: new Date(at) };
}
