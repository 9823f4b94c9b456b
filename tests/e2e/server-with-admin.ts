import { rmSync } from 'node:fs';
import type { ParsedMail } from 'mailparser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startSmtpServer, type SmtpTestServer } from '../setup/smtp';
import { dataFolder } from './data-folders';
import { freePort, launchChromium, startServer, type RunningServer } from './helpers';

/**
 * The usual start of a browser test file: `npm start` on its own copy of the `kind` data folder
 * (with any further settings in `env`), and Chromium (launchChromium's unless `launch` is given);
 * all stopped and the folder removed after the file. With `admin`, that account is the studio's
 * administrator. With `mail`, a real SMTP server (tests/setup/smtp.ts) receives the server's
 * e-mail, and the e-mails' links point at this server (KLUBBAN_PUBLIC_URL); `publicUrl` sets that
 * address without the mail. Read `server`, `browser` and `mails` inside the tests (they are set in
 * beforeAll).
 */
export function serverAndBrowser(
  kind: 'empty' | 'demo',
  name: string,
  options: {
    admin?: { email: string; password: string };
    launch?: () => Promise<Browser>;
    env?: Record<string, string>;
    mail?: boolean;
    publicUrl?: boolean;
  } = {},
): { readonly server: RunningServer; readonly browser: Browser; readonly mails: ParsedMail[] } {
  const dataDir = dataFolder(kind, name);
  const running: { server?: RunningServer; browser?: Browser; smtp?: SmtpTestServer } = {};
  beforeAll(async () => {
    let addressEnv: Record<string, string> = {};
    if (options.mail || options.publicUrl) {
      const port = await freePort();
      addressEnv = { PORT: String(port), KLUBBAN_PUBLIC_URL: `http://127.0.0.1:${port}` };
    }
    if (options.mail) {
      const smtp = await startSmtpServer();
      running.smtp = smtp;
      addressEnv = { ...addressEnv, SMTP_URL: smtp.url, MAIL_FROM: 'Klubban <no-reply@klubban.se>' };
    }
    const [started, chromium] = await Promise.allSettled([
      startServer({
        KLUBBAN_DATA_DIR: dataDir,
        DATABASE_URL: '',
        ...(options.admin ? { KLUBBAN_ADMIN_EMAIL: options.admin.email, KLUBBAN_ADMIN_PASSWORD: options.admin.password } : {}),
        ...addressEnv,
        ...options.env,
      }),
      (options.launch ?? launchChromium)(),
    ]);
    if (started.status === 'fulfilled') running.server = started.value;
    if (chromium.status === 'fulfilled') running.browser = chromium.value;
    for (const outcome of [started, chromium]) if (outcome.status === 'rejected') throw outcome.reason;
  }, 240_000);
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.stop();
    await running.smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get server() {
      if (!running.server) throw new Error('the server starts in beforeAll');
      return running.server;
    },
    get browser() {
      if (!running.browser) throw new Error('the browser starts in beforeAll');
      return running.browser;
    },
    get mails() {
      if (!running.smtp) throw new Error('serverAndBrowser(…, { mail: true }) starts the SMTP server');
      return running.smtp.received;
    },
  };
}

/** serverAndBrowser with `admin` as the studio's administrator. */
export function serverWithAdmin(
  kind: 'empty' | 'demo',
  name: string,
  admin: { email: string; password: string },
  options: Omit<Parameters<typeof serverAndBrowser>[2], 'admin'> = {},
): ReturnType<typeof serverAndBrowser> {
  return serverAndBrowser(kind, name, { ...options, admin });
}
