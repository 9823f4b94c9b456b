import os from 'node:os';
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
    include: ['src/**/*.test.ts', 'demo/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    // One migrated database for the run; each test file's own starts as a copy of it.
    globalSetup: ['tests/setup/global-database.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each worker holds its own embedded database; two cores.
    pool: 'forks',
    maxWorkers: 2,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      BETTER_AUTH_SECRET: 'test-secret-only-for-vitest-0123456789abcdef',
      KLUBBAN_DATA_DIR: path.join(os.tmpdir(), 'klubban-vitest-data'),
    },
  },
});
