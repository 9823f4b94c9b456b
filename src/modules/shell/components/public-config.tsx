import { connection } from 'next/server';
import { getEnv } from '@/platform/env';
import { ConsentedIntegrations } from './cookie-consent';

/**
 * Hands the browser the public settings it needs, read on the server at request time (never
 * inlined at build time, docs/architecture.md convention 5): one build runs with or without analytics,
 * error monitoring and an ad tag. Render inside <Suspense>.
 */
export async function PublicConfig() {
  await connection();
  const env = getEnv();
  const key = env.NEXT_PUBLIC_POSTHOG_KEY;
  const host = env.NEXT_PUBLIC_POSTHOG_HOST;
  const adTagId = env.NEXT_PUBLIC_AD_TAG_ID;
  return (
    <ConsentedIntegrations
      settings={{
        posthog: key && host ? { key, host } : null,
        monitoring: env.SENTRY_DSN
          ? { dsn: env.SENTRY_DSN, environment: env.SENTRY_ENVIRONMENT, tracesSampleRate: env.SENTRY_TRACES_SAMPLE_RATE }
          : null,
        adTag: adTagId ? { id: adTagId, scriptUrl: env.AD_TAG_SCRIPT_URL } : null,
      }}
    />
  );
}
