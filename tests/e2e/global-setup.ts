import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './helpers';

/**
 * Once per end-to-end run, before any test file: two data folders started once with `npm start`
 * and stopped cleanly — one migrated and empty, one with the demo catalogue as a newcomer's first
 * start seeds it. A test file starts its server on its own copy of one (`dataFolder` in
 * data-folders.ts), so each file still owns its data but no longer repeats the migrations and
 * the seed: a fresh start took 8 s empty and 18 s with the demo here, a start on a copy 3.6 s.
 * What a first start does is still tested where it is the subject (newcomer.test.ts).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'klubban-e2e-templates-'));
  const templates = { empty: path.join(root, 'empty'), demo: path.join(root, 'demo') };
  const servers = await Promise.all([
    startServer({ KLUBBAN_DATA_DIR: templates.empty, DATABASE_URL: '', KLUBBAN_SEED_DEMO: 'false', LOG_LEVEL: 'warn' }),
    startServer({ KLUBBAN_DATA_DIR: templates.demo, DATABASE_URL: '', KLUBBAN_SEED_DEMO: 'true', LOG_LEVEL: 'warn' }),
  ]);
  const codes = await Promise.all(servers.map((server) => server.stop()));
  if (codes.some((code) => code !== 0)) {
    throw new Error(`a template server did not stop cleanly (${codes.join(', ')}):\n${servers.map((s) => s.output()).join('\n')}`);
  }
  project.provide('e2eDataTemplates', templates);
  return () => rmSync(root, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eDataTemplates: { empty: string; demo: string };
  }
}
