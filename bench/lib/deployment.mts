import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../tests/e2e/helpers';

/** KEY=value lines of an env file (as systemd's EnvironmentFile reads them: no quotes used there). */
export function envFile(file: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of readFileSync(path.join(ROOT, file), 'utf8').split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) env[match[1]!] = match[2]!;
  }
  return env;
}

/** What the guide's second instance adds to the shared env file (docs/deployment.md): the scheduler off. */
export const SECOND_INSTANCE_ENV_FILE = 'deploy/systemd/klubban-3001.env.example';

/**
 * The guide's shared env file (docs/deployment.md, "The env file") with only what names this
 * machine changed (visibly, here): the database, the data folder, the public address, the secret;
 * plus what a benchmark needs: the demo catalogue to browse or not, no SMTP server (e-mails stay in
 * the outbox), warnings-only logs (the per-request lines would be read through a pipe on the same cores).
 */
export function guideEnv(
  overrides: { DATABASE_URL: string; KLUBBAN_DATA_DIR: string; KLUBBAN_PUBLIC_URL: string },
  options: { seedDemo: boolean },
): Record<string, string> {
  const env = envFile('deploy/systemd/klubban.env.example');
  if (env.NODE_ENV !== 'production' || !('DATABASE_URL' in env) || !('KLUBBAN_SCHEDULER' in envFile(SECOND_INSTANCE_ENV_FILE)))
    throw new Error('deploy/systemd/*.env.example no longer look like the guide this bench follows');
  return {
    ...env,
    ...overrides,
    BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
    KLUBBAN_SEED_DEMO: String(options.seedDemo),
    SMTP_URL: '',
    MAIL_FROM: '',
    LOG_LEVEL: 'warn',
  };
}
