/**
 * `npm run bench:upload`: a 10 MB photo over tus on loopback, as the browser sends it (5 MB
 * PATCHes) from a child process, into the real route handler (src/modules/uploads) behind a bare
 * node:http server in this process — so the event-loop figures are the server's own — with PGlite, the local tus
 * FileStore and local storage in a temp folder (BENCH_DATABASE_URL: a fresh database on that PostgreSQL server instead of PGlite). Prints, median of BENCH_RUNS (default 5):
 *   end-to-end  — POST + PATCHes until the last answer (includes processing)
 *   transfer    — MB/s of the bytes alone (end-to-end minus the processing time)
 *   processing  — sharp: header check, rotate, strip, 2400 px JPEG + 480 px WebP (processImage alone)
 *   stall       — the longest the event loop was busy at once, and tick lateness (monitorEventLoopDelay)
 *   to the queue — SUBMIT_VALUATION_REQUEST through the callable handler with one uploaded photo,
 *                  until the request is in the studio's queue (LIST_VALUATIONS' query, status pending)
 * Figures only; no assertions.
 */
process.env.NODE_ENV ??= 'production';
process.env.LOG_LEVEL ??= 'silent';

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHUNK = 5 * 1024 * 1024;
const root = mkdtempSync(path.join(os.tmpdir(), 'klubban-bench-upload-'));
process.env.KLUBBAN_DATA_DIR = root;

const { measureStall } = await import('../tests/setup/event-loop.ts');
const { noisyJpeg } = await import('../tests/setup/images.ts');
const { openDatabase } = await import('../src/db/client.ts');
const { migrateDatabase } = await import('../src/db/migrate.ts');
const { setDatabaseForTesting } = await import('../src/db/index.ts');
const { FileStore } = await import('@tus/file-store');
const { createLocalStorage } = await import('../src/platform/storage.ts');
const { handleUploadRequest, processImage, setUploadStoresForTesting } = await import('../src/modules/uploads/server.ts');
const { POST: signUpRoute } = await import('../app/api/account/sign-up/route.ts');
const { handleCallable } = await import('../src/platform/callable/handle.ts');
const { functionRegistry } = await import('../src/server/functions.ts');
const { getCaller } = await import('../src/modules/accounts/caller.ts');
const { listValuations } = await import('../src/modules/valuations/server.ts');

// PGlite on disk, as `npm start` runs it (the in-memory one copies its growing files on the event loop).
// PGlite on disk, as `npm start` runs it; or, with BENCH_DATABASE_URL (the server's admin URL, like
// the other benches), a fresh database of its own on that PostgreSQL server, dropped at the end.
const { createPostgresDatabase } = await import('../tests/setup/test-db.ts');
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const postgres = process.env.BENCH_DATABASE_URL ? await createPostgresDatabase() : null;
const database = await openDatabase(postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite', dataDir: root });
await migrateDatabase(database);
setDatabaseForTesting(database);
setUploadStoresForTesting({
  datastore: new FileStore({ directory: path.join(root, 'tus') }),
  storage: createLocalStorage(path.join(root, 'files')),
});

const signUp = await signUpRoute(
  new Request('http://localhost:3000/api/account/sign-up', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body: JSON.stringify({
      data: {
        email: 'bench.upload@example.se',
        firstName: 'Bänk',
        lastName: 'Test',
        phone: '070-000 00 00',
        password: 'hemligt1',
        confirmPassword: 'hemligt1',
        acceptTerms: true,
      },
    }),
  }),
);
const cookie = signUp.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');

// The server: node:http → Request → the route handler → node:http.
const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const hasBody = req.method === 'POST' || req.method === 'PATCH';
  const request = new Request(url, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit);
  const segments = url.pathname
    .replace(/^\/api\/uploads\/?/, '')
    .split('/')
    .filter(Boolean);
  const response = await handleUploadRequest(request, segments);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

// A ~10 MB photo: noise does not compress.
let photo = await noisyJpeg(3400, 2550, 96);
for (let edge = 3400; photo.length < 9.8 * 1024 * 1024 && edge < 6000; edge += 100)
  photo = await noisyJpeg(edge, Math.round(edge * 0.75), 96);
const mb = photo.length / 1024 / 1024;
const photoFile = path.join(root, 'photo.jpg');
writeFileSync(photoFile, photo);

// The client runs in a child process, so the event-loop figures are the server's alone.
const CLIENT = `
const { readFileSync } = await import('node:fs');
const photo = readFileSync(process.env.PHOTO);
const tus = { cookie: process.env.COOKIE, 'Tus-Resumable': '1.0.0' };
const started = performance.now();
const created = await fetch(process.env.BASE + '/api/uploads', {
  method: 'POST',
  headers: { ...tus, 'Upload-Length': String(photo.length), 'Upload-Metadata': 'filename ' + Buffer.from('bench.jpg').toString('base64') },
});
if (created.status !== 201) throw new Error('POST ' + created.status);
const location = process.env.BASE + created.headers.get('location');
for (let offset = 0; offset < photo.length; offset += ${CHUNK}) {
  const answer = await fetch(location, {
    method: 'PATCH',
    headers: { ...tus, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
    body: new Uint8Array(photo.subarray(offset, offset + ${CHUNK})),
  });
  if (answer.status !== 204) throw new Error('PATCH ' + answer.status + ': ' + (await answer.text()));
}
process.stdout.write(JSON.stringify({ ms: performance.now() - started, key: location.split('/').pop() }));
`;

const uploadedKeys: string[] = [];
function upload(): Promise<number> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', CLIENT],
      { env: { ...process.env, BASE: base, COOKIE: cookie, PHOTO: photoFile } },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(stderr || error.message));
        const answer = JSON.parse(stdout) as { ms: number; key: string };
        uploadedKeys.push(answer.key);
        resolve(answer.ms);
      },
    );
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const f = (value: number, digits = 1) => value.toFixed(digits);

await upload(); // warm-up: sharp, tsx compiling, PGlite
const processing: number[] = [];
const processingStall: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const stall = await measureStall(() => processImage(photo));
  processing.push(stall.ms);
  processingStall.push(stall.busy);
}
const endToEnd: number[] = [];
const stallBusy: number[] = [];
const stallMax: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const stall = await measureStall(() => upload().then((ms) => endToEnd.push(ms)));
  stallBusy.push(stall.busy);
  stallMax.push(stall.delay.max);
}
// From pressing "Skicka för värdering" to the studio's queue: the callable handler (access, input,
// claim the photo, write, queue both e-mails) and the queue's own query.
const toQueue: number[] = [];
for (const key of uploadedKeys) {
  const started = performance.now();
  const answer = await handleCallable(
    'connector',
    new Request('http://localhost:3000/api/functions/connector', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie },
      body: JSON.stringify({
        data: {
          action: 'SUBMIT_VALUATION_REQUEST',
          title: 'Bänkvas',
          description: 'Mätning.',
          category: 'VASER_KRUKOR',
          images: [key],
          handover: 'dropoff',
        },
      }),
    }),
    { registry: functionRegistry, resolveCaller: getCaller },
  );
  const { result } = (await answer.json()) as { result?: { valuation: { id: number } } };
  if (!result) throw new Error(`SUBMIT_VALUATION_REQUEST answered ${answer.status}`);
  const queue = await listValuations(database.db, { status: 'pending' });
  if (!JSON.stringify(queue).includes(`"id":${result.valuation.id}`)) throw new Error('the request is not in the queue');
  toQueue.push(performance.now() - started);
}
const processingMs = median(processing);
const transferMs = Math.max(1, median(endToEnd) - processingMs);

console.log(
  `bench:upload — ${f(mb, 2)} MB JPEG, ${CHUNK / 1024 / 1024} MB PATCHes over loopback, ${RUNS} runs (median), ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`,
);
console.log(`  end-to-end      ${f(median(endToEnd), 0)} ms   (${f(mb / (median(endToEnd) / 1000))} MB/s incl. processing)`);
console.log(`  transfer        ${f(mb / (transferMs / 1000))} MB/s   (end-to-end minus processing)`);
console.log(`  processing      ${f(processingMs, 0)} ms   (sharp: check, rotate, strip, 2400 px JPEG + 480 px WebP)`);
console.log(
  `  stall, upload   longest busy ${f(Math.max(...stallBusy))} ms (median ${f(median(stallBusy))}), tick lateness max ${f(Math.max(...stallMax))} ms`,
);
console.log(
  `  to the queue    ${f(median(toQueue))} ms median, ${f(Math.max(...toQueue))} ms max (${toQueue.length} requests, submit → pending in the studio's queue)`,
);
console.log(`  stall, sharp    longest busy ${f(Math.max(...processingStall))} ms (median ${f(median(processingStall))})`);

server.close();
setUploadStoresForTesting(undefined);
await database.close();
await postgres?.drop();
rmSync(root, { recursive: true, force: true });
process.exit(0);
