// `npm run restore -- <file>`: puts a backup back (src/db/backup-cli.ts, docs/decisions/0020). The
// embedded database's folder must not be in use; what it held is moved aside, not deleted.
import path from 'node:path';
import { restoreBackup } from '../src/db/backup-cli';

const file = process.argv[2];
if (!file) {
  console.error('Ange säkerhetskopian: npm run restore -- <fil> (name the backup file).');
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const dataDir = path.resolve(process.env.KLUBBAN_DATA_DIR?.trim() || './data');
try {
  const { movedAside } = await restoreBackup({ databaseUrl, dataDir }, path.resolve(file));
  if (movedAside) console.log(`Den tidigare databasen flyttades till ${movedAside} (the previous database was moved aside).`);
  console.log(`Återställd från ${file} – restored.`);
} catch (error) {
  console.error(`Återställningen misslyckades – the restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
