import { connection } from 'next/server';
import { getEnv } from '@/platform/env';
import { ConsentedAnalytics } from './cookie-consent';

/**
 * Hands the browser the public settings it needs, read on the server at request time (never
 * inlined at build time, ARCHITECTURE.md convention 5): one build runs with or without PostHog.
 * Render inside <Suspense>.
 */
export async function PublicConfig() {
  await connection();
  const env = getEnv();
  return <ConsentedAnalytics posthogKey={env.NEXT_PUBLIC_POSTHOG_KEY ?? null} posthogHost={env.NEXT_PUBLIC_POSTHOG_HOST ?? null} />;
}
