import { rmSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { dataFolder } from './data-folders';
import { launchChromium, startServer, type RunningServer } from './helpers';

/**
 * The usual start of a browser test file: `npm start` on its own copy of the `kind` data folder
 * with `admin` as the studio's administrator (and any further settings in `env`), and Chromium (launchChromium's unless `launch` is given); both stopped and the folder removed
 * after the file. Read `server` and `browser` inside the tests (they are set in beforeAll).
 */
export function serverWithAdmin(
  kind: 'empty' | 'demo',
  name: string,
  admin: { email: string; password: string },
  options: { launch?: () => Promise<Browser>; env?: Record<string, string> } = {},
): { readonly server: RunningServer; readonly browser: Browser } {
  const dataDir = dataFolder(kind, name);
  const running: { server?: RunningServer; browser?: Browser } = {};
  beforeAll(async () => {
    running.server = await startServer({
      KLUBBAN_DATA_DIR: dataDir,
      DATABASE_URL: '',
      KLUBBAN_ADMIN_EMAIL: admin.email,
      KLUBBAN_ADMIN_PASSWORD: admin.password,
      ...options.env,
    });
    running.browser = await (options.launch ?? launchChromium)();
  }, 240_000);
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.stop();
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
  };
}
