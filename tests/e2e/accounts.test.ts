import { rmSync } from 'node:fs';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, launchChromium, startServer, type RunningServer } from './helpers';
import { dataFolder } from './data-folders';

/**
 * Accounts in Chromium: a newcomer signs up, verifies, signs out, fails a password, resets it and
 * signs in again; every text as the specification has it. Mail goes through a real SMTP server.
 */

const dataDir = dataFolder('empty', 'accounts');
const mails: ParsedMail[] = [];
let smtp: SMTPServer;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const EMAIL = 'ny.kund@example.se';

beforeAll(async () => {
  const smtpPort = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  const port = await freePort();
  server = await startServer({
    PORT: String(port),
    KLUBBAN_DATA_DIR: dataDir,
    DATABASE_URL: '',
    KLUBBAN_SEED_DEMO: 'false',
    KLUBBAN_PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Klubban <no-reply@klubban.se>',
    KLUBBAN_ADMIN_EMAIL: 'chef@example.se',
    KLUBBAN_ADMIN_PASSWORD: 'admin-losen-1',
  });
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

async function mail(subject: string, to = EMAIL): Promise<ParsedMail> {
  await expect
    .poll(() => mails.some((m) => m.subject === subject && m.to && JSON.stringify(m.to).includes(to)), { timeout: 10_000 })
    .toBe(true);
  return mails.filter((m) => m.subject === subject && JSON.stringify(m.to).includes(to)).at(-1)!;
}

const linkFrom = (m: ParsedMail, pattern: RegExp) => {
  const found = pattern.exec(m.text ?? '');
  if (!found) throw new Error(`no link in ${m.text}`);
  return found[0];
};

const alertTexts = () => page.locator('[role="alert"], [role="status"]').allInnerTexts();

async function emailStep(email: string) {
  await page.goto(`${server.url}/logga-in`);
  await page.getByLabel('E-post').fill(email);
  await page.getByRole('button', { name: 'Fortsätt' }).click();
}

describe('accounts in Chromium (390 px)', () => {
  it('shows the authentication screen on a requireAuth page, and the sign-in icon when signed out', async () => {
    await page.goto(`${server.url}/user`);
    await expect.poll(() => page.getByRole('heading', { name: 'Logga in eller skapa konto' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Logga in' }).first().isVisible()).toBe(true);
    expect(await page.getByText('Vi delar aldrig din e-post med tredje part.').isVisible()).toBe(true);
    // On a phone the promises of spec §1 follow the form.
    const promises = page.getByRole('list', { name: 'Därför Klubban' });
    expect(await promises.isVisible()).toBe(true);
    for (const promise of ['Säker betalning', 'Trygg inloggning', 'Personliga bevakningar'])
      expect(await promises.textContent()).toContain(promise);
  });

  it('switches an unknown, untidy e-mail to register with the spec text', async () => {
    await emailStep('  Ny.Kund@Example.SE ');
    await expect.poll(alertTexts).toContain('Vi hittar inget konto för den här e‑posten – skapa ett nytt konto.');
    expect(await page.getByTestId('chosen-email').innerText()).toBe(EMAIL);
    expect(await page.getByRole('button', { name: 'Skapa konto' }).isVisible()).toBe(true);
  });

  it('checks the sign-up rules with the exact messages', async () => {
    await page.getByLabel('Förnamn').fill('Nina');
    await page.getByLabel('Efternamn').fill('Kund');
    await page.getByLabel('Mobilnummer').fill('12/3');
    await page.getByLabel('Lösenord', { exact: true }).focus(); // blur the phone field
    await expect.poll(alertTexts).toContain('Kontrollera numret (format: +46 … eller 070 …)');
    await page.getByLabel('Mobilnummer').fill('070-123 45 67');
    await page.getByLabel('Lösenord', { exact: true }).fill('123');
    await page.getByLabel('Upprepa lösenord').fill('1234567');
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    const texts = await alertTexts();
    expect(texts).toContain('The password must be 6 characters long or more.');
    expect(texts).toContain('Lösenorden matchar inte');
    expect(texts).toContain('Du måste godkänna villkoren');
    expect(texts).not.toContain('Kontrollera numret (format: +46 … eller 070 …)');
  });

  it('creates the account and lands on / signed in, with the unread dot from the welcome', async () => {
    await page.getByLabel('Lösenord', { exact: true }).fill('hemligt1');
    await page.getByLabel('Upprepa lösenord').fill('hemligt1');
    await page.getByLabel(/Jag godkänner/).check();
    await page.getByLabel(/nyhetsbrevet/).check();
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => page.getByRole('link', { name: 'Konto – du har olästa händelser' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Bevakningar' }).isVisible()).toBe(true);
  });

  it('verifies the e-mail through the link that arrived by SMTP', async () => {
    const verify = await mail('Bekräfta din e-postadress');
    expect(verify.from?.text).toContain('no-reply@klubban.se');
    const link = linkFrom(verify, /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?token=\S+/);
    await page.goto(link);
    await page.waitForURL(/\/user\?verifierad=1/);
    await expect.poll(alertTexts).toContain('Tack! Din e-postadress är bekräftad.');
    await mail('Välkommen till Klubban');
  });

  it('marks notifications read, one and then all, and the header dot follows', async () => {
    await page.goto(`${server.url}/user`);
    const list = page.getByTestId('notifications');
    await expect.poll(() => list.locator('li[data-read="false"]').count()).toBeGreaterThanOrEqual(2);
    await list.getByRole('button', { name: 'Markera som läst' }).first().click();
    await expect.poll(() => list.locator('li[data-read="false"]').count()).toBe(1);
    await page.getByRole('button', { name: 'Markera alla som lästa' }).click();
    await expect.poll(() => list.locator('li[data-read="false"]').count()).toBe(0);
    await expect.poll(() => page.getByRole('link', { name: 'Konto', exact: true }).isVisible()).toBe(true);
    await page.reload();
    expect(await page.getByTestId('notifications').locator('li[data-read="false"]').count()).toBe(0);
  });

  it('signs out', async () => {
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => page.getByRole('link', { name: 'Logga in' }).isVisible()).toBe(true);
  });

  it('says "Fel lösenord" for a wrong password, and moves between password and register', async () => {
    await emailStep(EMAIL);
    await page.getByLabel('Lösenord').fill('fel-losenord');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect.poll(alertTexts).toContain('Fel lösenord');
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    expect(await page.getByLabel('Upprepa lösenord').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Logga in' }).click();
    expect(await page.getByRole('link', { name: 'Glömt lösenord?' }).isVisible()).toBe(true);
  });

  it('resets the password through the e-mailed one-time link and signs in with the new one', async () => {
    await page.getByRole('link', { name: 'Glömt lösenord?' }).click();
    await page.waitForURL(/\/glomt-losenord/);
    await page.getByLabel('E-post').fill(EMAIL);
    await page.getByRole('button', { name: 'Skicka länk' }).click();
    await expect.poll(() => page.getByText(/Om det finns ett konto för ny.kund@example.se/).isVisible()).toBe(true);
    const reset = await mail('Återställ ditt lösenord');
    const link = linkFrom(reset, /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/reset-password\/\S+/);
    await page.goto(link);
    await page.waitForURL(/\/aterstall-losenord\?token=/);
    await page.getByLabel('Nytt lösenord', { exact: true }).fill('nytt-losen');
    await page.getByLabel('Upprepa nytt lösenord').fill('annat-losen');
    await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
    await expect.poll(alertTexts).toContain('Lösenorden matchar inte');
    await page.getByLabel('Upprepa nytt lösenord').fill('nytt-losen');
    await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
    await expect.poll(() => page.getByText('Klart! Ditt lösenord är bytt.', { exact: false }).isVisible()).toBe(true);
    // The link works once.
    const again = await browser.newPage();
    await again.goto(link);
    await expect.poll(() => again.getByText('Länken är ogiltig eller har gått ut', { exact: false }).count()).toBeGreaterThan(0);
    await again.close();

    await page.goto(`${server.url}/logga-in?next=https://evil.example/`);
    await page.getByLabel('E-post').fill(EMAIL);
    await page.getByRole('button', { name: 'Fortsätt' }).click();
    await page.getByLabel('Lösenord').fill('nytt-losen');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => page.getByRole('link', { name: /^Konto/ }).isVisible()).toBe(true);
  });

  it('signs a user out when an admin disables them, and refuses their sign-in', async () => {
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: 'chef@example.se', password: 'admin-losen-1' }),
    });
    const token = signIn.headers.get('set-auth-token');
    expect(token, `${signIn.status} ${await signIn.clone().text()}`).toBeTruthy();
    const call = (data: unknown) =>
      fetch(`${server.url}/api/functions/connector`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ data }),
      }).then((r) => r.json());
    const listed = await call({ action: 'LIST_USERS', query: 'ny.kund' });
    expect(listed.result.users).toHaveLength(1);
    expect(listed.result.users[0]).toMatchObject({
      email: EMAIL,
      displayName: 'Nina Kund',
      phoneE164: '+46701234567',
      emailVerified: true,
    });
    // The admin disables the user in the admin page, in a browser of their own.
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const adminPage = await adminContext.newPage();
    await adminPage.goto(`${server.url}/logga-in?next=/admin/anvandare`);
    await adminPage.getByLabel('E-post').fill('chef@example.se');
    await adminPage.getByRole('button', { name: 'Fortsätt' }).click();
    await adminPage.getByLabel('Lösenord').fill('admin-losen-1');
    await adminPage.getByRole('button', { name: 'Logga in' }).click();
    await adminPage.waitForURL(/\/admin\/anvandare/);
    await adminPage.getByLabel('Sök på namn, e-post eller telefon').fill('ny.kund');
    await adminPage.getByLabel('Sök på namn, e-post eller telefon').press('Enter');
    const row = adminPage.locator(`tr[data-email="${EMAIL}"]`);
    await expect.poll(() => row.count()).toBe(1);
    // The reason is asked for in the console's dialog (a labelled field, not the browser's prompt).
    await row.getByRole('button', { name: 'Spärra Nina Kund' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Spärra Nina Kund?' });
    await dialog.waitFor();
    await dialog.getByLabel('Anledning').fill('Obetalda köp');
    await dialog.getByRole('button', { name: 'Spärra konto' }).click();
    await expect.poll(() => row.getByText('Spärrad').isVisible()).toBe(true);
    await adminContext.close();
    const after = await call({ action: 'GET_USER', userId: listed.result.users[0].id });
    expect(after.result).toMatchObject({ disabled: true, disabledReason: 'Obetalda köp' });

    await page.goto(`${server.url}/user`);
    await expect.poll(() => page.getByRole('heading', { name: 'Logga in eller skapa konto' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Logga in' }).first().isVisible()).toBe(true);
    await page.getByLabel('E-post').fill(EMAIL);
    await page.getByRole('button', { name: 'Fortsätt' }).click();
    await page.getByLabel('Lösenord').fill('nytt-losen');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect.poll(alertTexts).toContain('Kontot är spärrat. Kontakta oss om du tror att det är fel.');
  });
  it('answers repeated failures with the too-many-requests text', async () => {
    const other = await browser.newPage();
    await other.goto(`${server.url}/logga-in`);
    await other.getByLabel('E-post').fill('chef@example.se');
    await other.getByRole('button', { name: 'Fortsätt' }).click();
    for (let i = 0; i < 5; i++) {
      await other.getByLabel('Lösenord').fill(`fel-${i}-losen`);
      await other.getByRole('button', { name: 'Logga in' }).click();
      await expect.poll(() => other.locator('[role="alert"]').allInnerTexts(), { message: `attempt ${i}` }).toContain('Fel lösenord');
    }
    await other.getByLabel('Lösenord').fill('admin-losen-1');
    await other.getByRole('button', { name: 'Logga in' }).click();
    await expect
      .poll(() => other.locator('[role="alert"]').allInnerTexts())
      .toContain('För många försök. Försök igen senare eller återställ lösenordet.');
    await other.close();
  });
});
