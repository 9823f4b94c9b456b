import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** `npm run test:crash` (tests/crash): the crash-safety test on a production build, one engine after the other. */
export default defineConfig({
  resolve: {
    alias: {
      '@': path.join(import.meta.dirname, 'src'),
      'server-only': path.join(import.meta.dirname, 'tests/setup/server-only-stub.ts'),
    },
  },
  test: {
    include: ['tests/crash/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One at a time: each engine's run starts, kills and restarts a server; two at once would
    // share the two cores and stretch every restart.
    fileParallelism: false,
    env: { LOG_LEVEL: 'silent' },
  },
});
