/**
 * The database's types. Opening the process's database (with the env's values and the logger)
 * is src/platform/database.ts: src/db imports neither platform nor scripts (docs/decisions/0038).
 */
export type { Database, DatabaseLogger, Db, DbOrTx, PoolUse } from './client';
