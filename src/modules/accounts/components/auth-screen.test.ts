import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

// The form is a client component with the router and the session; what it shows is tested in
// sign-in-flow.test.ts and the e2e tests. Here: the screen around it.
vi.mock('./sign-in-form', () => ({ SignInForm: () => createElement('form', { 'data-testid': 'sign-in-form' }) }));

const { AuthScreen } = await import('./auth-screen');

describe('the sign-in screen', () => {
  it('does not greet every visitor with the note on Google sign-in (the form shows it to the account it concerns)', () => {
    const html = renderToStaticMarkup(createElement(AuthScreen, {}));
    expect(html).toContain('Logga in eller skapa konto');
    expect(html).toContain('Vi delar aldrig din e-post med tredje part.');
    expect(html).toContain('data-testid="sign-in-form"');
    expect(html).not.toContain('Google');
  });
});
