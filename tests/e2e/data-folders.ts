import { cpSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * A data folder of the test file's own for `npm start` (KLUBBAN_DATA_DIR): a copy of the one the
 * run's global setup made — migrated and `empty`, or with the `demo` catalogue seeded. Removing
 * it stays the file's job, as with any folder it made.
 */
export function dataFolder(kind: 'empty' | 'demo', name: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), `klubban-e2e-${name}-`));
  cpSync(inject('e2eDataTemplates')[kind], folder, { recursive: true });
  return folder;
}
