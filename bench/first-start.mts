/**
 * `npm run bench:first-start`: what a newcomer sees of `npm start`, run as they run it, in a
 * terminal (a pseudo-terminal through util-linux `script`, so the server sees a TTY):
 *   1. a fresh clone: no build (a build folder of its own, removed afterwards, so the Turbopack
 *      cache is empty too) and an empty data folder;
 *   2. the same build and data folder again (warm);
 * and for each, the time from `npm start` to the first 200 from `/`, when the line naming the
 * address came, what the terminal said, and how many lines two page views in Chromium (the home
 * page, then a lot page) add to it. Needs Debian's chromium-headless-shell.
 * BENCH_SKIP_COLD=1 measures the warm start alone, on the normal build (`.next`) and a fresh folder
 * seeded by a first start that is not counted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, launchChromium, ROOT } from '../tests/e2e/helpers.ts';

interface Run {
  label: string;
  firstAnswerMs: number;
  addressLineMs: number | null;
  startupLines: string[];
  pageViewLines: string[];
}

const seconds = (ms: number) =>
  ms >= 60_000 ? `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s` : `${(ms / 1000).toFixed(1)} s`;

/** `npm start` in a pseudo-terminal; its lines, each with when it came. */
function startInTerminal(env: Record<string, string>): {
  child: ChildProcess;
  lines: Array<{ at: number; text: string }>;
  started: number;
} {
  const started = performance.now();
  const child = spawn('script', ['-qfec', 'npm start', '/dev/null'], {
    cwd: ROOT,
    env: { ...process.env, ...env, LOG_LEVEL: '', CI: '', FORCE_COLOR: '0', NO_COLOR: '1' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines: Array<{ at: number; text: string }> = [];
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    partial += chunk.toString('utf8');
    const parts = partial.split(/\r?\n/);
    partial = parts.pop() ?? '';
    // A terminal's own escapes are not text.
    for (const text of parts)
      lines.push({ at: performance.now() - started, text: text.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').replace(/.*\r/, '') });
  });
  return { child, lines, started };
}

/** Ctrl-C, as the newcomer stops it, and waits for the end. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stdin!.write('\x03');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

async function measure(label: string, env: Record<string, string>): Promise<Run> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child, lines, started } = startInTerminal({ ...env, PORT: String(port) });
  let firstAnswerMs = 0;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${lines.map((l) => l.text).join('\n')}`);
    try {
      const response = await fetch(`${url}/`);
      await response.arrayBuffer();
      if (response.status === 200) {
        firstAnswerMs = performance.now() - started;
        break;
      }
    } catch {
      // not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Whatever the start-up still prints about itself (its closing lines) comes within a second.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const startupLines = lines.map((line) => line.text);
  const addressLine = lines.find((line) => line.text.includes(`localhost:${port}`));

  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    const lot = await page.locator('main a[href^="/auktioner/"]').first().getAttribute('href');
    await page.goto(`${url}${lot}`, { waitUntil: 'networkidle' });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await page.close();
  } finally {
    await browser.close();
  }
  const pageViewLines = lines.slice(startupLines.length).map((line) => line.text);
  await stop(child);
  return { label, firstAnswerMs, addressLineMs: addressLine?.at ?? null, startupLines, pageViewLines };
}

function report(run: Run): void {
  console.log(`\n== ${run.label}`);
  console.log(`first 200 from / after ${seconds(run.firstAnswerMs)}`);
  const gap = run.addressLineMs === null ? 0 : run.firstAnswerMs - run.addressLineMs;
  console.log(
    run.addressLineMs === null
      ? 'the address was never printed'
      : `the address was printed after ${seconds(run.addressLineMs)} (${seconds(Math.abs(gap))} ${gap > 0 ? 'before' : 'after'} the first answer)`,
  );
  console.log(`terminal lines until then: ${run.startupLines.length}; added by two page views: ${run.pageViewLines.length}`);
  console.log('--- the terminal until the first answer:');
  for (const line of run.startupLines) console.log(`  | ${line.slice(0, 160)}`);
  if (run.pageViewLines.length > 0) {
    console.log('--- the first lines of the two page views:');
    for (const line of run.pageViewLines.slice(0, 8)) console.log(`  | ${line.slice(0, 160)}`);
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'klubban-bench-first-start-'));
const base = { KLUBBAN_DATA_DIR: dataDir, DATABASE_URL: '', KLUBBAN_SEED_DEMO: '' };
const distDir = `.next-first-start-${process.pid}`;
// A build into another folder adds that folder's types to tsconfig.json's "include": put back after.
const tsconfig = readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8');
try {
  if (process.env.BENCH_SKIP_COLD === '1') {
    await stop((await measureQuietly(base)).child);
    report(await measure('warm: build and data folder there', base));
  } else {
    const env = { ...base, KLUBBAN_NEXT_DIST_DIR: distDir };
    report(await measure('first start: no build, empty data folder', env));
    report(await measure('warm: build and data folder there', env));
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(path.join(ROOT, distDir), { recursive: true, force: true });
  writeFileSync(path.join(ROOT, 'tsconfig.json'), tsconfig);
}

/** A start that is not counted (it seeds the folder the warm start then opens), once it answers. */
async function measureQuietly(env: Record<string, string>) {
  const port = await freePort();
  const started = startInTerminal({ ...env, PORT: String(port) });
  for (;;) {
    if (started.child.exitCode !== null) throw new Error(started.lines.map((l) => l.text).join('\n'));
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
