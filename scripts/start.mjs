#!/usr/bin/env node
// `npm start`: build if there is no build, then serve (server/serve.ts, the outer server in front of Next:
// docs/architecture.md "Serving"). Migrations and the demo seed run inside the server process at
// start-up (instrumentation.ts), so only one process ever opens the data folder.
// This launcher stays plain JavaScript in scripts/: it is what runs first on a fresh clone (and what
// deployments' service units name), before anything is compiled. The server is TypeScript; it is
// bundled here (esbuild) into node_modules/.cache/klubban/ whenever one of its sources is newer than
// the bundle, so it can never be older than its sources.
// It tells a newcomer what it does (docs/decisions/0035, scripts/start-progress.mjs): one line per
// phase with the time it took, phases the server reports over an IPC channel, and the address only
// once the site answers (it asks /api/health, which is also what starts the server's start-up work).
// Unless LOG_LEVEL says otherwise, the server logs warnings and errors only: no line per request.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { lockHolder } from '../src/db/data-lock.mjs';
import { createProgress, ENV_FILES, lineSplitter, logLevelChosen, passesOn, PHASES, readyLines } from './start-progress.mjs';

const startedAt = performance.now();
const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
process.chdir(root);
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const progress = createProgress({ write: (text) => process.stdout.write(text), terminal: Boolean(process.stdout.isTTY) });

/** Who holds the embedded database's folder (src/db/data-lock.mjs): its pid, or null when it is free. */
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
  // A one-off build (next.config.ts): no type check of its own and no build cache; its output is
  // shown only when it fails.
  progress.begin(PHASES.build);
  const output = [];
  const code = await new Promise((resolve) => {
    const build = spawn(process.execPath, [nextBin, 'build'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', KLUBBAN_ONE_OFF_BUILD: '1' },
    });
    build.stdout.on('data', (chunk) => output.push(chunk));
    build.stderr.on('data', (chunk) => output.push(chunk));
    build.on('close', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
  if (code !== 0) {
    progress.fail();
    process.stderr.write(Buffer.concat(output));
    process.exit(code);
  }
  progress.end();
}

/**
 * Bundles server/serve.ts and what it imports from src/ (the hooks' door, the platform's rules,
 * the content module's page list) into one file; the packages (next) stay imports. The bundle is
 * kept with the list of files it was made from, and made again when one of them (or this file, or
 * tsconfig.json) is newer: a start with nothing changed does not even load esbuild. Files are
 * written under a name of their own and renamed, so servers starting side by side never read half
 * of one.
 */
async function bundleServer() {
  const dir = path.join(root, 'node_modules', '.cache', 'klubban');
  const file = path.join(dir, 'server.mjs');
  const inputsFile = path.join(dir, 'server-inputs.json');
  const mtime = (/** @type {string} */ name) => {
    try {
      return statSync(path.join(root, name)).mtimeMs;
    } catch {
      return Infinity;
    }
  };
  try {
    const inputs = /** @type {string[]} */ (JSON.parse(readFileSync(inputsFile, 'utf8')));
    const builtAt = statSync(file).mtimeMs;
    if ([...inputs, 'scripts/start.mjs', 'tsconfig.json'].every((name) => mtime(name) < builtAt)) return file;
  } catch {
    // No bundle yet, or no list of its inputs: made below.
  }
  const { build, stop } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(root, 'server', 'serve.ts')],
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'error',
  });
  // esbuild answers from a service process of its own: end it now, so the server is this process's
  // only child (a SIGKILL to this process must not leave an orphan behind; tests/crash counts on it).
  await stop();
  mkdirSync(dir, { recursive: true });
  const write = (/** @type {string} */ target, /** @type {string | Uint8Array} */ contents) => {
    const partial = `${target}.${process.pid}`;
    writeFileSync(partial, contents);
    renameSync(partial, target);
  };
  write(file, result.outputFiles[0].contents);
  write(inputsFile, JSON.stringify(Object.keys(result.metafile.inputs)));
  return file;
}

const port = process.env.PORT || '3000';
const defaultLogLevel = !logLevelChosen(
  process.env.LOG_LEVEL,
  ENV_FILES.map((file) => (existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : null)),
);
progress.begin(PHASES.server);
const serverFile = await bundleServer().catch((/** @type {unknown} */ error) => {
  progress.fail();
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
const server = spawn(process.execPath, [serverFile], {
  stdio: ['inherit', 'pipe', 'pipe', 'ipc'],
  env: {
    ...process.env,
    PORT: port,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    ...(defaultLogLevel ? { LOG_LEVEL: 'warn' } : {}),
  },
});
// The server's output, line by line, around the progress lines.
const passOn = (/** @type {NodeJS.WriteStream} */ stream) =>
  lineSplitter((line) => {
    if (!passesOn(line)) return;
    progress.interrupt();
    stream.write(`${line}\n`);
  });
const out = passOn(process.stdout);
const err = passOn(process.stderr);
server.stdout.on('data', (chunk) => out.push(chunk));
server.stderr.on('data', (chunk) => err.push(chunk));

let exited = false;
server.on('message', (message) => {
  if (!message || typeof message !== 'object') return;
  if (message.type === 'klubban:listening') {
    progress.end();
    void announceWhenAnswering();
  } else if (message.type === 'klubban:phase' && message.phase in PHASES) {
    if (message.state === 'begin') progress.begin(PHASES[message.phase]);
    else progress.end(typeof message.lots === 'number' ? `${message.lots} föremål` : undefined);
  }
});

/**
 * Asks /api/health until it answers (the first request is what runs the server's start-up: the
 * database, the demo seed), so the address is printed when the site answers. In a terminal, where
 * someone is about to open it, the home page is asked for once too, so their first page is not
 * the one that waits for the first render; under systemd and in the tests, whose servers start
 * dozens of times a run, not.
 */
async function announceWhenAnswering() {
  const listenHost = process.env.KLUBBAN_LISTEN_HOST?.trim();
  const host =
    !listenHost || ['0.0.0.0', '::'].includes(listenHost) ? '127.0.0.1' : listenHost.includes(':') ? `[${listenHost}]` : listenHost;
  const base = `http://${host}:${port}`;
  let healthStatus = 0;
  while (!exited && healthStatus === 0) {
    try {
      const response = await fetch(`${base}/api/health`);
      await response.arrayBuffer();
      healthStatus = response.status;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  if (exited) return;
  if (process.stdout.isTTY) {
    await fetch(`${base}/`).then(
      (response) => response.arrayBuffer(),
      () => {},
    );
    if (exited) return;
  }
  const url =
    !listenHost || ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(listenHost) ? `http://localhost:${port}` : `${base}`;
  for (const line of readyLines({ url, tookMs: performance.now() - startedAt, healthStatus, defaultLogLevel })) progress.line(line);
}

// A stop we were asked for (Ctrl-C, SIGTERM) is a clean exit, whatever code Next reports for it.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    server.kill(signal);
  });
}
/** @param {number | null} code @param {NodeJS.Signals | null} signal */
const exit = (code, signal) => {
  out.flush();
  err.flush();
  progress.interrupt();
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
};
// Its output is read to the end ('close'); a grandchild holding the pipes open must not keep this process up.
server.on('exit', (code, signal) => {
  exited = true;
  setTimeout(() => exit(code, signal), 1000);
});
server.on('close', exit);
