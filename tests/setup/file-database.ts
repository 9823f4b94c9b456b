import { afterAll, beforeAll } from 'vitest';
import type { Database } from '@/db/client';
import { setDatabaseForTesting } from '@/platform/database';
import { createSignedInUser, type TestUser } from './lots';
import { createTestDatabase, type TestDatabase } from './test-db';

/**
 * The usual start of an integration test file: its own migrated database (createTestDatabase),
 * made the app's database (setDatabaseForTesting) in a beforeAll that runs before the file's own,
 * and closed in an afterAll that runs after the file's own (Vitest runs after-hooks in reverse).
 * Call it at the top of the file; read `database` and `url` inside hooks and tests.
 * `signedInUser(options)` names a user of the file (createSignedInUser's): the object it answers is
 * filled in the next beforeAll, still before the file's own, the users made in the order the file
 * names them.
 */
export function fileDatabase(): Pick<TestDatabase, 'database' | 'url'> & {
  signedInUser(options?: Parameters<typeof createSignedInUser>[1]): TestUser;
} {
  let created: TestDatabase | undefined;
  const current = () => {
    if (!created) throw new Error('the file database is made in beforeAll');
    return created;
  };
  const users: { options: Parameters<typeof createSignedInUser>[1]; user: TestUser }[] = [];
  // As long as the slowest file's own setup was given (a loaded CI machine migrates slowly).
  beforeAll(async () => {
    created = await createTestDatabase();
    setDatabaseForTesting(created.database);
  }, 120_000);
  beforeAll(async () => {
    for (const { options, user } of users) Object.assign(user, await createSignedInUser(current().database.db, options));
  }, 120_000);
  afterAll(async () => created?.cleanup());
  return {
    get database(): Database {
      return current().database;
    },
    get url() {
      return current().url;
    },
    signedInUser(options = {}) {
      if (created) throw new Error('name the file’s users at its top, before its beforeAll runs');
      // Filled in by the second beforeAll above, before any of the file's own hooks or tests reads it.
      const user = {} as TestUser;
      users.push({ options, user });
      return user;
    },
  };
}
