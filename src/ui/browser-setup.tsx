'use client';

import { config } from 'zod/v4/core';

// zod compiles object schemas with `new Function` where it may, and probes for it on first use.
// The pages' Content-Security-Policy allows no eval (src/platform/http/content-security-policy.ts), so in
// the browser zod is told not to try: no probe, no policy violation, the same results.
//
// Through zod's core `config` (the configuration every copy of zod shares), not the `z.config()` of
// the full library: importing `zod` here put all of it (~35 kB compressed) into every page's first
// load, also on pages whose browser code never validates anything.
config({ jitless: true });

/** Rendered once in the root layout so the settings above run in every page's browser bundle. */
export function BrowserSetup() {
  return null;
}
