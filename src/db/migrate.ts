import path from 'node:path';
import type { Database } from './client';

const MIGRATION_LOCK_KEY = 0x6b6c7562; // "klub"

export function migrationsFolder(): string {
  return path.join(process.cwd(), 'src', 'db', 'migrations');
}

/** Applies the committed SQL migrations; safe with several instances starting at once. */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.withExclusiveLock(MIGRATION_LOCK_KEY, async () => {
    if (database.kind === 'pglite') {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      // The pglite migrator wants the pglite-typed instance; ours is the same object, typed generically.
      await migrate(database.db as unknown as Parameters<typeof migrate>[0], { migrationsFolder: migrationsFolder() });
    } else {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(database.db as unknown as Parameters<typeof migrate>[0], { migrationsFolder: migrationsFolder() });
    }
  });
}
