/**
 * Next.js calls register() once when a server starts, before it answers requests. The build
 * never runs it (NEXT_PHASE), so the build never opens the database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { bootstrapOrExit } = await import('./src/server/bootstrap');
  await bootstrapOrExit();
}
