// `npm run backup [-- <file>]`: a backup of the database, from a running server or not
// (src/db/backup-cli.ts, docs/decisions/0020). Reads DATABASE_URL and KLUBBAN_DATA_DIR like the server.
import path from 'node:path';
import { takeBackup } from '../src/db/backup-cli';

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const dataDir = path.resolve(process.env.KLUBBAN_DATA_DIR?.trim() || './data');
try {
  const file = await takeBackup({ databaseUrl, dataDir }, process.argv[2]);
  console.log(`Säkerhetskopia sparad – backup written: ${file}`);
} catch (error) {
  console.error(`Säkerhetskopieringen misslyckades – the backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
