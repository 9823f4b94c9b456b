import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainDueJobs, enqueueJob, runDueJobs } from '@/platform/jobs';
import { getLogger } from '@/platform/logger';
import { createTestDatabase, testEngine, type TestDatabase } from '../setup/test-db';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.cleanup());

describe(`job queue on ${testEngine}`, () => {
  it('runs one job per macrotask, so a batch of e-mails never holds the event loop in one go', async () => {
    for (let i = 0; i < 6; i++) await enqueueJob(t.database.db, { name: 'test.count-macrotasks', payload: { i } });

    // A macrotask that runs whenever the event loop gets a turn, counting its turns.
    let turns = 0;
    let counting = true;
    const count = () => {
      turns += 1;
      if (counting) setImmediate(count);
    };
    setImmediate(count);

    const seen: number[] = [];
    const result = await runDueJobs(
      t.database.db,
      {
        'test.count-macrotasks': async () => {
          seen.push(turns);
        },
      },
      { workerId: 'jobs-test', logger: getLogger() },
    );
    counting = false;

    expect(result).toEqual({ ran: 6, failed: 0 });
    // Between any two jobs the event loop had at least one turn.
    for (let i = 1; i < seen.length; i++)
      expect(seen[i]!, `job ${i} ran in the same macrotask as job ${i - 1}`).toBeGreaterThan(seen[i - 1]!);
  });

  it('drains a burst batch after batch within its budget, and stops at the budget', async () => {
    const handlers = { 'test.drain': async () => {} };
    const options = { workerId: 'jobs-test', logger: getLogger(), batch: 10 };
    await enqueueJob(
      t.database.db,
      Array.from({ length: 35 }, (_, i) => ({ name: 'test.drain', payload: { i } })),
    );
    expect(await drainDueJobs(t.database.db, handlers, { ...options, budgetMs: 60_000 })).toEqual({ ran: 35, failed: 0 });

    await enqueueJob(
      t.database.db,
      Array.from({ length: 35 }, (_, i) => ({ name: 'test.drain', payload: { i } })),
    );
    // A spent budget still runs one batch, then leaves the rest for the next tick.
    expect(await drainDueJobs(t.database.db, handlers, { ...options, budgetMs: 0 })).toEqual({ ran: 10, failed: 0 });
    expect(await drainDueJobs(t.database.db, handlers, { ...options, budgetMs: 60_000 })).toEqual({ ran: 25, failed: 0 });
  });
});
