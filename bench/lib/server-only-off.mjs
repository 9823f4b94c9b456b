// Benchmarks import server modules outside Next: `server-only` (which throws outside a server
// bundle) resolves to an empty module, as tests/setup/server-only-stub.ts does for Vitest.
import { register } from 'node:module';

const hook = `export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,export {}', shortCircuit: true };
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
