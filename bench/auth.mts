/**
 * `npm run bench:auth`: latency of the account endpoints through their real route handlers on an
 * in-memory embedded database — the e-mail step, sign-up and sign-in (scrypt hashing dominates the
 * last two), sequentially and with 10 concurrent clients. Prints medians and p99.
 */
process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL = 'silent';
process.env.BETTER_AUTH_SECRET = 'bench-secret-only-0123456789abcdefghij';

const { openDatabase } = await import('../src/db/client');
const { migrateDatabase } = await import('../src/db/migrate');
const { setDatabaseForTesting } = await import('../src/db');
const { appFetch } = await import('../tests/setup/app-fetch');

const database = await openDatabase({ kind: 'pglite-memory' });
await migrateDatabase(database);
setDatabaseForTesting(database);

const post = (path: string, body: unknown, ip: string) =>
  appFetch(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'x-klubban-client-address': ip },
  });

async function measure(label: string, count: number, concurrency: number, call: (i: number) => Promise<Response>) {
  const times: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        const response = await call(i);
        await response.arrayBuffer();
        times.push(performance.now() - t0);
        if (!response.ok) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
  console.log(
    `${label.padEnd(34)} n=${String(count).padStart(3)}  c=${String(concurrency).padStart(2)}  p50 ${pct(0.5).padStart(7)} ms  p99 ${pct(0.99).padStart(7)} ms  ${(count / seconds).toFixed(0).padStart(4)}/s${failures ? `  (${failures} refused)` : ''}`,
  );
}

const form = (i: number) => ({
  data: {
    email: `bench${i}@example.se`,
    firstName: 'Bänk',
    lastName: `Person ${i}`,
    phone: '070-123 45 67',
    password: 'hemligt1',
    confirmPassword: 'hemligt1',
    acceptTerms: true,
    newsletter: false,
  },
});

console.log('Klubban account endpoints (in-process handlers, PGlite in memory)\n');
await measure('sign-up', 40, 1, (i) => post('/api/account/sign-up', form(i), `10.1.0.${i % 250}`));
await measure('sign-up', 40, 10, (i) => post('/api/account/sign-up', form(100 + i), `10.2.0.${i % 250}`));
await measure('e-mail step (sign-in methods)', 200, 10, (i) =>
  post('/api/account/sign-in-methods', { data: { email: `bench${i % 40}@example.se` } }, `10.3.${Math.floor(i / 20)}.1`),
);
await measure('sign-in', 40, 1, (i) =>
  post('/api/auth/sign-in/email', { email: `bench${i}@example.se`, password: 'hemligt1' }, `10.4.0.${i % 250}`),
);
await measure('sign-in', 40, 10, (i) =>
  post('/api/auth/sign-in/email', { email: `bench${i}@example.se`, password: 'hemligt1' }, `10.5.0.${i % 250}`),
);
await measure('sign-in, wrong password', 40, 10, (i) =>
  post('/api/auth/sign-in/email', { email: `bench${100 + i}@example.se`, password: 'fel-losen' }, `10.6.0.${i % 250}`),
);
await database.close();
process.exit(0);
