import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.join(import.meta.dirname, 'src'),
      'server-only': path.join(import.meta.dirname, 'tests/setup/server-only-stub.ts'),
    },
  },
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    // Two data folders started once for the whole run (empty and with the demo catalogue); each
    // file's server starts on its own copy of one instead of migrating and seeding anew.
    globalSetup: ['tests/e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 240_000,
    pool: 'forks',
    // Two files at once: each starts its own server (own data folder or database, own port) and
    // spends most of its time waiting on the browser and the clock (soft close, webhooks), so two
    // overlap well on a 2-core machine — the suite took 12.4 min one at a time (in CI).
    maxWorkers: 2,
    fileParallelism: true,
    env: { LOG_LEVEL: 'silent' },
    // expect.poll waits for an outcome (a navigation, a live update); its default 1 s budget was
    // shorter than a client navigation takes on a loaded 2-core CI machine. It returns as soon as
    // the outcome holds, so this only stops a slow-but-right run from failing.
    expect: { poll: { timeout: 15_000 } },
  },
});
