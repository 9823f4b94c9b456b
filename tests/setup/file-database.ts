import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '@/db/client';
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

/**
 * A second app instance on the file's database, for tests of what two instances do at once: on
 * PostgreSQL its own pool (so two transactions really overlap and wait for each other's row
 * locks), on PGlite the same database (its one connection interleaves them). Call it at the top of
 * the file, after fileDatabase(); read `db` inside hooks and tests.
 */
export function secondInstance(file: Pick<TestDatabase, 'database' | 'url'>): { readonly db: Database['db'] } {
  let other: Database | undefined;
  beforeAll(async () => {
    other = file.url ? await openDatabase({ kind: 'postgres', url: file.url, poolSize: 5 }) : file.database;
  });
  afterAll(async () => {
    if (other && other !== file.database) await other.close();
  });
  return {
    get db() {
      if (!other) throw new Error('the second instance opens in beforeAll');
      return other.db;
    },
  };
}
