import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './messages';
import { afterEmailLookup } from './sign-in-flow';

describe('afterEmailLookup', () => {
  it('explains that Google sign-in is gone only to an account made with Google that has no password', () => {
    expect(afterEmailLookup(['google'])).toEqual({
      step: 'email',
      message: { tone: 'info', text: AUTH_MESSAGES.otherMethod },
      googleNote: true,
    });
    // Another provider without a password: the spec's message, no word about Google.
    expect(afterEmailLookup(['apple'])).toEqual({
      step: 'email',
      message: { tone: 'info', text: AUTH_MESSAGES.otherMethod },
      googleNote: false,
    });
    // A password (with or without Google besides) signs in as usual.
    expect(afterEmailLookup(['password'])).toEqual({ step: 'password', message: null, googleNote: false });
    expect(afterEmailLookup(['google', 'password'])).toEqual({ step: 'password', message: null, googleNote: false });
    // No account: register, with the spec's text.
    expect(afterEmailLookup([])).toEqual({
      step: 'register',
      message: { tone: 'info', text: AUTH_MESSAGES.userNotFound },
      googleNote: false,
    });
  });
});
