import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers';
import { serverWithAdmin } from './server-with-admin';

/**
 * A user's page and the team invitations in Chromium. The admin opens a user's page from /admin/anvandare,
 * disables them through the dialog (a labelled reason), and the user's open browser is signed out
 * at once — the open page first, then every navigation. The admin invites a new colleague; the
 * TEAM_INVITE mail arrives over SMTP; the invitee opens its link, signs up there, accepts and is in
 * the console. A visitor joins the early-access list on / and gets the EARLY_ACCESS mail. Every
 * page is checked with axe at 390 and 1280 px (and, with $E2E_SHOTS set, photographed).
 */

const ADMIN = { email: 'studio.anvandare@example.se', password: 'admin-anvandare-1' };
const MEMBER = { email: 'mats.medlem@example.se', password: 'hemligt-123', firstName: 'Mats', lastName: 'Medlem' };
const INVITEE = 'nina.kollega@example.se';
const running = serverWithAdmin('empty', 'users', ADMIN, { mail: true, env: { KLUBBAN_SEED_DEMO: 'false' } });

/** The newest mail to `to` whose subject matches, once it has arrived. */
async function mailTo(to: string, subject: RegExp): Promise<ParsedMail> {
  const find = () => running.mails.filter((m) => subject.test(m.subject ?? '') && JSON.stringify(m.to).includes(to)).at(-1);
  await expect.poll(() => Boolean(find()), { timeout: 20_000 }).toBe(true);
  return find()!;
}

/** Axe at 390 and 1280 px (no serious or critical finding), and, with $E2E_SHOTS, a photo at each width (the whole page unless told). */
async function check(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (dir) mkdirSync(dir, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await seriousViolations(page), `${name} at ${width}`).toEqual([]);
    if (dir) await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: options.fullPage ?? true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
let admin: BrowserContext;
let adminPage: Page;

describe('users in the console', () => {
  it('opens a user’s page from the list and disables them through the dialog; their open browser is signed out at once', async () => {
    admin = await running.browser.newContext(phone);
    const signIn = await admin.request.post(`${running.server.url}/api/auth/sign-in/email`, {
      data: { email: ADMIN.email, password: ADMIN.password },
      headers: { origin: running.server.url },
    });
    expect(signIn.ok()).toBe(true);
    adminPage = await admin.newPage();

    // The member signs up in their own browser and keeps their account page open.
    const member = await running.browser.newContext(phone);
    const signedUp = await member.request.post(`${running.server.url}/api/account/sign-up`, {
      headers: { origin: running.server.url },
      data: {
        data: {
          ...MEMBER,
          confirmPassword: MEMBER.password,
          phone: '070-123 45 67',
          acceptTerms: true,
          newsletter: false,
        },
      },
    });
    expect(signedUp.status()).toBe(200);
    const memberPage = await member.newPage();
    await memberPage.goto(`${running.server.url}/user`);
    await expect.poll(() => memberPage.getByRole('heading', { name: 'Hej Mats!' }).isVisible()).toBe(true);

    await adminPage.goto(`${running.server.url}/admin/anvandare`);
    await adminPage.getByRole('link', { name: 'Mats Medlem' }).click();
    await adminPage.waitForURL(/\/admin\/anvandare\/[^/?]+$/);
    await expect.poll(() => adminPage.getByRole('heading', { level: 1, name: 'Mats Medlem' }).isVisible()).toBe(true);
    expect(await adminPage.getByRole('heading', { name: /Inloggningar/ }).isVisible()).toBe(true);
    await check(adminPage, 'user-page');

    await adminPage.getByRole('button', { name: 'Spärra Mats Medlem' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Spärra Mats Medlem?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await adminPage.getByLabel('Anledning').fill('Obetalda köp, tre gånger');
    // A modal is centred in the viewport: photographed as the viewport shows it.
    await check(adminPage, 'user-disable-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Spärra konto' }).click();
    await expect.poll(() => adminPage.getByTestId('user-status').innerText()).toBe('Spärrad');
    await expect.poll(() => adminPage.getByText('Spärrad – Obetalda köp, tre gånger').isVisible()).toBe(true);

    // The member's open page signs itself out (their event stream says so), before any click …
    await expect
      .poll(() => memberPage.getByRole('heading', { name: 'Logga in eller skapa konto' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    // … and the next navigation, with the old cookie, is signed out too.
    await memberPage.goto(`${running.server.url}/user`);
    await expect.poll(() => memberPage.getByRole('heading', { name: 'Logga in eller skapa konto' }).isVisible()).toBe(true);
    const call = await member.request.post(`${running.server.url}/api/functions/connector`, {
      data: { data: { action: 'MARK_ALL_NOTIFICATIONS_READ' } },
      headers: { origin: running.server.url },
    });
    expect(call.status()).toBe(401);
    await member.close();
  });

  it('invites a colleague; the invitee signs up from the mailed link, accepts and reaches the console', async () => {
    await adminPage.goto(`${running.server.url}/admin/anvandare`);
    const form = adminPage.getByRole('form', { name: 'Bjud in till teamet' });
    await form.getByLabel('E-post').fill(INVITEE);
    await form.getByRole('radio', { name: 'Team' }).check();
    await form.getByRole('button', { name: 'Skicka inbjudan' }).click();
    await expect.poll(() => adminPage.locator(`tr[data-invite="${INVITEE}"]`).innerText()).toContain('Väntar på svar');
    await check(adminPage, 'users-list');

    const mail = await mailTo(INVITEE, /Klubbans team/);
    const link = /http:\/\/127\.0\.0\.1:\d+\/inbjudan\/[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
    expect(link, mail.text).toBeTruthy();

    const invitee = await running.browser.newContext(phone);
    const page = await invitee.newPage();
    await page.goto(link!);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Du är inbjuden till teamet' }).isVisible()).toBe(true);
    await check(page, 'invite-signed-out');
    await page.getByLabel('E-post').fill(INVITEE);
    await page.getByRole('button', { name: 'Fortsätt' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Skapa konto' }).isVisible()).toBe(true);
    await page.getByLabel('Förnamn').fill('Nina');
    await page.getByLabel('Efternamn').fill('Kollega');
    await page.getByLabel('Mobilnummer').fill('070-765 43 21');
    await page.getByLabel('Lösenord', { exact: true }).fill('hemligt-789');
    await page.getByLabel('Upprepa lösenord').fill('hemligt-789');
    await page.getByLabel(/Jag godkänner/).check();
    await page.getByRole('button', { name: 'Skapa konto' }).click();

    // Back on the invitation, signed in with the invited address.
    const accept = page.getByRole('button', { name: 'Tacka ja och bli administratör' });
    await expect.poll(() => accept.isVisible(), { timeout: 20_000 }).toBe(true);
    await check(page, 'invite-signed-in');
    await accept.click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole('heading', { name: 'Översikt', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('navigation', { name: 'Administration' }).isVisible()).toBe(true);
    await adminPage.reload();
    await expect.poll(() => adminPage.locator(`tr[data-invite="${INVITEE}"]`).innerText()).toContain('Accepterad');
    await invitee.close();
  });

  it('takes a visitor onto the early-access list on / and running.mails the confirmation', async () => {
    const visitor = await running.browser.newContext(phone);
    const page = await visitor.newPage();
    await page.goto(`${running.server.url}/`);
    const section = page.getByRole('region', { name: 'Få förhandstitt på nästa auktion' });
    await expect.poll(() => section.getByRole('button', { name: 'Skriv upp mig' }).isVisible()).toBe(true);
    await check(page, 'home-early-access-form');
    await section.getByLabel('E-post').fill('Forhand.Visning@example.se');
    await section.getByRole('button', { name: 'Skriv upp mig' }).click();
    await expect.poll(() => section.getByRole('status').innerText()).toContain('forhand.visning@example.se');
    await check(page, 'home-early-access');
    const mail = await mailTo('forhand.visning@example.se', /Du står på listan/);
    expect(mail.text).toMatch(/\/auktioner/);
    expect(mail.text).toMatch(/\/forhandstitt\/avsluta\/[A-Za-z0-9_-]+/);
    await visitor.close();
  });
});
