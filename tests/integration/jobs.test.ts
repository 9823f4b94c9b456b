import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@/platform/tables';
import { drainDueJobs, enqueueJob, releaseOrphanedJobs, runDueJobs } from '@/platform/jobs';
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

  it('claims each job just before running it, so a runner killed mid-batch strands one job, not the batch', async () => {
    await enqueueJob(
      t.database.db,
      Array.from({ length: 5 }, (_, i) => ({ name: 'test.claim-one', payload: { i } })),
    );
    const claimedWhileRunning: number[] = [];
    const result = await runDueJobs(
      t.database.db,
      {
        'test.claim-one': async () => {
          const [row] = await t.database.db
            .execute(sql`select count(*)::int as n from jobs where name = 'test.claim-one' and status = 'running'`)
            .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
          claimedWhileRunning.push(row!.n);
        },
      },
      { workerId: 'jobs-test', logger: getLogger(), limit: 20 },
    );
    expect(result).toEqual({ ran: 5, failed: 0 });
    // While each job ran, it was the only one claimed: a SIGKILL then would have left just it.
    expect(claimedWhileRunning).toEqual([1, 1, 1, 1, 1]);
  });

  it("queues again at once the jobs a dead process of this machine had claimed, and no one else's", async () => {
    await enqueueJob(
      t.database.db,
      ['dead', 'alive', 'elsewhere', 'self'].map((who) => ({ name: 'test.orphan', payload: { who } })),
    );
    const rows = await t.database.db
      .select({ id: jobs.id, payload: jobs.payload })
      .from(jobs)
      .where(sql`${jobs.name} = 'test.orphan'`);
    const idOf = (who: string) => rows.find((row) => row.payload.who === who)!.id;
    const claim = (who: string, runner: string) =>
      t.database.db.execute(
        sql`update jobs set status = 'running', locked_at = now(), locked_by = ${runner}, attempts = 1 where id = ${idOf(who)}`,
      );
    await claim('dead', 'app-1:4101'); // a killed server of this machine
    await claim('alive', 'app-1:4102'); // another server of this machine, still running
    await claim('elsewhere', 'app-2:4101'); // another machine's: only the claim's time-out tells
    await claim('self', `app-1:${process.pid}`); // this process's own claim is never taken from it

    const released = await releaseOrphanedJobs(t.database.db, { workerId: 'app-1:4200', isAlive: (pid) => pid !== 4101 });
    expect(released).toBe(1);
    const after = await t.database.db
      .select({ id: jobs.id, status: jobs.status, lockedBy: jobs.lockedBy })
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          rows.map((row) => row.id),
        ),
      );
    const statusOf = (who: string) => after.find((row) => row.id === idOf(who))!;
    expect(statusOf('dead')).toMatchObject({ status: 'queued', lockedBy: null });
    expect(statusOf('alive')).toMatchObject({ status: 'running', lockedBy: 'app-1:4102' });
    expect(statusOf('elsewhere')).toMatchObject({ status: 'running', lockedBy: 'app-2:4101' });
    expect(statusOf('self')).toMatchObject({ status: 'running' });

    // The released job runs on the next drain, once.
    const ran: unknown[] = [];
    await runDueJobs(
      t.database.db,
      { 'test.orphan': async (payload) => void ran.push(payload.who) },
      { workerId: 'app-1:4200', logger: getLogger() },
    );
    expect(ran).toEqual(['dead']);
  });
});
