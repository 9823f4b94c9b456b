'use client';

import { z } from 'zod';

// zod compiles object schemas with `new Function` where it may, and probes for it on first use.
// The pages' Content-Security-Policy allows no eval (scripts/content-security-policy.mjs), so in
// the browser zod is told not to try: no probe, no policy violation, the same results.
z.config({ jitless: true });

/** Rendered once in the root layout so the settings above run in every page's browser bundle. */
export function BrowserSetup() {
  return null;
}
