'use client';

// zod compiles object schemas with `new Function` where it may, and probes for it on first use.
// The pages' Content-Security-Policy allows no eval (scripts/content-security-policy.mjs), so in
// the browser zod is told not to try: no probe, no policy violation, the same results.
//
// Set through the global object zod keeps its configuration in (zod/v4/core reads and shares
// `globalThis.__zod_globalConfig`, whichever copy of zod loads first or later), not through
// `z.config()`: importing zod here put all of it (~35 kB compressed) into every page's first
// load, also on pages whose browser code never validates anything (issue 19, item 4).
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;

/** Rendered once in the root layout so the settings above run in every page's browser bundle. */
export function BrowserSetup() {
  return null;
}
