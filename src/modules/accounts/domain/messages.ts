/**
 * Every sign-in and sign-up text of the specification (§5, §8), word for word. Escapes keep the
 * exact characters: U+2011 non-breaking hyphen, U+2013 en dash, U+2026 ellipsis.
 */
export const AUTH_MESSAGES = {
  lookupFailed: 'Något gick fel',
  otherMethod:
    'Det finns redan ett konto för den här e\u2011posten som använder en annan inloggningsmetod. Använd \u201dGlömt lösenord?\u201d för att skapa ett lösenord.',
  userNotFound: 'Vi hittar inget konto för den här e\u2011posten \u2013 skapa ett nytt konto.',
  wrongPassword: 'Fel lösenord',
  tooManyRequests: 'För många försök. Försök igen senare eller återställ lösenordet.',
  invalidCredential: 'Skapa ett konto, prova igen, eller återställ lösenord.',
  otherSignInError: 'Kunde inte logga in. Försök igen eller återställ lösenordet.',
  signUpFailed: 'Det gick inte att skapa konto',
  emailInUse: 'The email address is already in use by another account.',
  userDisabled: 'Kontot är spärrat. Kontakta oss om du tror att det är fel.',
  passwordsDontMatch: 'Lösenorden matchar inte',
  mustAcceptTerms: 'Du måste godkänna villkoren',
  checkPhone: 'Kontrollera numret (format: +46 \u2026 eller 070 \u2026)',
  weakPassword: 'The password must be 6 characters long or more.',
  invalidEmail: 'Ange en giltig e-postadress.',
  firstNameRequired: 'Fyll i ditt förnamn.',
  lastNameRequired: 'Fyll i ditt efternamn.',
  phoneRequired: 'Fyll i ditt mobilnummer.',
  passwordRequired: 'Fyll i ett lösenord.',
  confirmRequired: 'Upprepa lösenordet.',
} as const;

/** The spec's sign-in error handling (§8), from an auth error code to the text shown. */
export type SignInErrorCode =
  | 'user-not-found'
  | 'wrong-password'
  | 'too-many-requests'
  | 'invalid-credential'
  | 'invalid-login-credentials'
  | 'user-disabled'
  | 'other';

export function signInErrorMessage(code: SignInErrorCode): string {
  switch (code) {
    case 'user-not-found':
      return AUTH_MESSAGES.userNotFound;
    case 'wrong-password':
      return AUTH_MESSAGES.wrongPassword;
    case 'too-many-requests':
      return AUTH_MESSAGES.tooManyRequests;
    case 'invalid-credential':
    case 'invalid-login-credentials':
      return AUTH_MESSAGES.invalidCredential;
    case 'user-disabled':
      return AUTH_MESSAGES.userDisabled;
    default:
      return AUTH_MESSAGES.otherSignInError;
  }
}
