import { afterAll, beforeAll } from 'vitest';
import type { Database } from '@/db/client';
import { setDatabaseForTesting } from '@/platform/database';
import { createTestDatabase, type TestDatabase } from './test-db';

/**
 * The usual start of an integration test file: its own migrated database (createTestDatabase),
 * made the app's database (setDatabaseForTesting) in a beforeAll that runs before the file's own,
 * and closed in an afterAll that runs after the file's own (Vitest runs after-hooks in reverse).
 * Call it at the top of the file; read `database` and `url` inside hooks and tests.
 */
export function fileDatabase(): Pick<TestDatabase, 'database' | 'url'> {
  let created: TestDatabase | undefined;
  beforeAll(async () => {
    created = await createTestDatabase();
    setDatabaseForTesting(created.database);
  });
  afterAll(async () => created?.cleanup());
  const current = () => {
    if (!created) throw new Error('the file database is made in beforeAll');
    return created;
  };
  return {
    get database(): Database {
      return current().database;
    },
    get url() {
      return current().url;
    },
  };
}
