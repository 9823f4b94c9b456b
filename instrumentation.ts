/**
 * Next.js calls register() once when a server starts, before it answers requests. The build
 * never runs it (NEXT_PHASE), so the build never opens the database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { bootstrap } = await import('./src/server/bootstrap');
  try {
    await bootstrap();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`\nKlubban kunde inte starta – Klubban could not start:\n${message}\n\n`);
    process.exit(1);
  }
}
