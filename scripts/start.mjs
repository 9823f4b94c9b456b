#!/usr/bin/env node
// `npm start`: build if there is no build, then serve (scripts/serve.mjs). Migrations and the demo seed run inside the
// server process at start-up (instrumentation.ts), so only one process ever opens the data folder.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { lockHolder } from './data-lock.mjs';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
process.chdir(root);
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

/** Who holds the embedded database's folder (scripts/data-lock.mjs): its pid, or null when it is free. */
async function dataFolderHolder() {
  if (process.env.DATABASE_URL) return null;
  const dir = process.env.KLUBBAN_DATA_DIR || './data';
  return lockHolder(path.isAbsolute(dir) ? dir : path.join(root, dir));
}

const holder = await dataFolderHolder();
if (holder !== null) {
  const who = holder > 0 ? ` (pid ${holder})` : '';
  console.error(
    `\nDatamappen används redan av en annan Klubban-process${who}. Stoppa den först, eller välj en annan mapp med KLUBBAN_DATA_DIR.\n` +
      `The data folder is already in use by another Klubban process${who}. Stop it first, or set KLUBBAN_DATA_DIR.\n`,
  );
  process.exit(1);
}

if (!existsSync(path.join(root, process.env.KLUBBAN_NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
  console.log('Ingen build hittades – bygger Klubban (första gången tar det en minut) …');
  const build = spawnSync(process.execPath, [nextBin, 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT || '3000';
const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
});
// A stop we were asked for (Ctrl-C, SIGTERM) is a clean exit, whatever code Next reports for it.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0))));
