import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '@/db/rows';
import { auctionCategoryCounts, auctionSearch, auctions } from '@/modules/auctions/tables';
import { auditLog, emailOutbox, jobs, scheduledJobRuns } from '@/platform/tables';
import { getAuction, searchAuctions } from '@/modules/auctions/server';
import { sendEmail } from '@/modules/email/server';
import { getMailer } from '@/platform/mailer';
import { recordJobRun, SCHEDULED_JOBS } from '@/platform/scheduled-jobs';
import { createLot } from '../setup/lots';
import { call, DAY_MS, runJobs, type Json } from '../setup/orders';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * The console's jobs and e-mail: LIST_JOBS with every scheduled job's last and
 * next run, duration and consecutive failures; a manual run recorded; CLEAR_ENDED archiving only
 * ended lots older than KLUBBAN_CLEAR_ENDED_DAYS (30 here) out of the public list and search while
 * the lot stays readable, idempotently; RUN_SEARCH_BACKFILL_AUCTIONS writing back exactly what the
 * triggers write; RESEND_EMAIL queueing the same e-mail again through email.send.
 */

const t = fileDatabase();
const admin = t.signedInUser({ firstName: 'Studio', admin: true });
const member = t.signedInUser({ firstName: 'Medlem' });
const db = () => t.database.db;

async function listJobs(): Promise<{ jobs: Json[]; queue: Json }> {
  const answer = await call({ action: 'LIST_JOBS' }, admin);
  expect(answer.status).toBe(200);
  return answer.body.result;
}
const jobNamed = async (name: string) => (await listJobs()).jobs.find((job) => job.name === name);

/** auction_search and the counts as plain text, row by row (tsvectors as their text). */
async function searchSnapshot() {
  const rows = await queryRows<Record<string, unknown>>(
    db(),
    sql`select auction_id, status, category, ends_at, published_at, price, bid_count, search_text, title_words::text as title_words, body_vector::text as body_vector
        from auction_search order by auction_id`,
  );
  const counts = await db()
    .select()
    .from(auctionCategoryCounts)
    .where(gt(auctionCategoryCounts.n, 0))
    .orderBy(asc(auctionCategoryCounts.status), asc(auctionCategoryCounts.category));
  return { rows, counts };
}

/** What the counts should be: every auction not archived, by status and category. */
async function actualCounts() {
  return queryRows<{ status: string; category: string; n: number }>(
    db(),
    sql`select status, category, count(*)::int as n from auctions where archived_at is null group by status, category order by status, category`,
  );
}

describe(`the console's jobs on ${testEngine}`, () => {
  it('LIST_JOBS answers every scheduled job with its run record and the queue, for admins only', async () => {
    const { jobs: list, queue } = await listJobs();
    expect(list.map((job) => job.name)).toEqual(SCHEDULED_JOBS.map((job) => job.name));
    for (const job of list) {
      expect(job).toEqual(
        expect.objectContaining({
          name: expect.any(String),
          label: expect.any(String),
          lastRunAt: null,
          durationMs: null,
          failures: 0,
          lastError: null,
        }),
      );
      // Never run: due now, unless it runs only by hand.
      if (job.intervalMs === null) expect(job.nextRunAt).toBeNull();
      else expect(Date.parse(job.nextRunAt)).toBeLessThanOrEqual(Date.now());
    }
    expect(queue.counts).toEqual({ queued: expect.any(Number), running: 0, retrying: 0, failed: 0 });
    expect((await call({ action: 'LIST_JOBS' }, member)).body.error?.status).toBe('PERMISSION_DENIED');
    expect((await call({ action: 'LIST_JOBS' })).status).toBe(401);
  });

  it('a manual run updates the last run, the duration and the next run, and keeps a history row', async () => {
    const before = Date.now();
    const run = await call({ action: 'RUN_WATCHLIST_REMINDER' }, admin);
    expect(run.body).toEqual({ result: { reminded24h: 0, reminded1h: 0, closing15m: 0 } });
    const job = await jobNamed('watchlist-reminders');
    expect(Date.parse(job.lastRunAt)).toBeGreaterThanOrEqual(before - 5);
    expect(Date.parse(job.lastRunAt)).toBeLessThanOrEqual(Date.now());
    expect(job.durationMs).toEqual(expect.any(Number));
    expect(Date.parse(job.nextRunAt)).toBe(Date.parse(job.lastRunAt) + 60_000);
    expect(job.failures).toBe(0);
    const [history] = await db().select().from(scheduledJobRuns).where(eq(scheduledJobRuns.job, 'watchlist-reminders'));
    expect(history).toMatchObject({
      trigger: 'manual',
      actorId: admin.id,
      ok: true,
      summary: { reminded24h: 0, reminded1h: 0, closing15m: 0 },
    });

    // A job with no action of its own, through RUN_SCHEDULED_JOB; an unknown job is refused.
    const pruned = await call({ action: 'RUN_SCHEDULED_JOB', job: 'prune-events' }, admin);
    expect(pruned.body.result).toEqual({ job: 'prune-events', result: { events: expect.any(Number), runs: 0 } });
    expect((await jobNamed('prune-events')).lastRunAt).not.toBeNull();
    const unknown = await call({ action: 'RUN_SCHEDULED_JOB', job: 'nope' }, admin);
    expect(unknown.body.error).toMatchObject({ status: 'INVALID_ARGUMENT', message: 'Ogiltigt värde för job: Okänt jobb.' });
    expect((await call({ action: 'RUN_SCHEDULED_JOB', job: 'prune-events' }, member)).status).toBe(403);
  });

  it('a failing run counts consecutive failures with the last error, and a success clears the count', async () => {
    const fail = () =>
      recordJobRun(
        db(),
        'offer-reminders',
        async () => {
          throw new Error('databasen svarade inte');
        },
        { trigger: 'schedule' },
      );
    await expect(fail()).rejects.toThrow('databasen svarade inte');
    await expect(fail()).rejects.toThrow('databasen svarade inte');
    let job = await jobNamed('offer-reminders');
    expect(job).toMatchObject({ failures: 2, lastError: 'databasen svarade inte', lastOk: false });
    expect(await db().select().from(scheduledJobRuns).where(eq(scheduledJobRuns.job, 'offer-reminders'))).toHaveLength(2);

    // An idle success right after a failure is written (the count goes back to 0) but kept out of the history.
    await recordJobRun(db(), 'offer-reminders', async () => ({ reminded: 0 }), { trigger: 'schedule', didWork: (r) => r.reminded > 0 });
    job = await jobNamed('offer-reminders');
    expect(job).toMatchObject({ failures: 0, lastOk: true, lastError: 'databasen svarade inte' });
    expect(await db().select().from(scheduledJobRuns).where(eq(scheduledJobRuns.job, 'offer-reminders'))).toHaveLength(2);
  });
});

describe(`CLEAR_ENDED on ${testEngine}`, () => {
  it('archives only ended lots older than the age: out of the list and search, still readable, once', async () => {
    const now = Date.now();
    const old = await createLot(db(), { title: 'Arkivbyrå i ek', status: 'ended', endsAt: new Date(now - 40 * DAY_MS) });
    const recent = await createLot(db(), { title: 'Arkivskåp i furu', status: 'ended', endsAt: new Date(now - 10 * DAY_MS) });
    const cancelled = await createLot(db(), { title: 'Arkivlåda i björk', status: 'cancelled', endsAt: new Date(now - 40 * DAY_MS) });
    const live = await createLot(db(), { title: 'Arkivhylla i teak' });
    const found = async () => (await searchAuctions(db(), { search: 'arkiv', includeEnded: true })).items.map((item) => item.id).sort();
    expect(await found()).toEqual([old.id, recent.id, live.id].sort());

    const first = await call({ action: 'CLEAR_ENDED' }, admin);
    expect(first.body.result).toMatchObject({ archived: 1, olderThanDays: 30 });
    const [row] = await db().select().from(auctions).where(eq(auctions.id, old.id));
    expect(row?.archivedAt).toBeInstanceOf(Date);
    for (const other of [recent, cancelled, live]) {
      const [kept] = await db().select({ archivedAt: auctions.archivedAt }).from(auctions).where(eq(auctions.id, other.id));
      expect(kept?.archivedAt).toBeNull();
    }

    // Out of search and the list (with and without words), the counts following.
    expect(await found()).toEqual([recent.id, live.id].sort());
    const list = await searchAuctions(db(), { includeEnded: true, pageSize: 100 });
    expect(list.items.map((item) => item.id)).not.toContain(old.id);
    expect(list.items.map((item) => item.id)).toContain(recent.id);
    expect((await searchSnapshot()).counts.map(({ status, category, n }) => ({ status, category, n }))).toEqual(await actualCounts());

    // Readable by its link: the lot page's query still answers it.
    const page = await getAuction(db(), old.id);
    expect(page).toMatchObject({ id: old.id, slug: old.slug, status: 'ended' });

    // Idempotent: nothing more to archive, one audit row for the lot.
    const second = await call({ action: 'CLEAR_ENDED' }, admin);
    expect(second.body.result).toMatchObject({ archived: 0 });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'CLEAR_ENDED'), eq(auditLog.entityId, String(old.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, entityType: 'auction', before: { archivedAt: null } });
    expect((await jobNamed('clear-ended')).lastRunAt).not.toBeNull();
    expect((await call({ action: 'CLEAR_ENDED' }, member)).status).toBe(403);
  });
});

describe(`RUN_SEARCH_BACKFILL_AUCTIONS on ${testEngine}`, () => {
  it('writes back exactly what the triggers wrote: deleted rows, corrupted rows and counts', async () => {
    const lots = await Promise.all([
      createLot(db(), { title: 'Backfillvas i glas' }),
      createLot(db(), { title: 'Backfillstol i bok', status: 'ended', endsAt: new Date(Date.now() - DAY_MS) }),
    ]);
    const truth = await searchSnapshot();
    const found = async () => (await searchAuctions(db(), { search: 'backfillvas', includeEnded: true })).items.map((item) => item.id);
    expect(await found()).toEqual([lots[0]!.id]);

    // Lose one row, spoil another, and skew a count.
    await db().delete(auctionSearch).where(eq(auctionSearch.auctionId, lots[0]!.id));
    await db()
      .update(auctionSearch)
      .set({ price: 1, searchText: 'fel', titleWords: sql`''::tsvector` })
      .where(eq(auctionSearch.auctionId, lots[1]!.id));
    await db().execute(sql`update auction_category_counts set n = n + 5 where status = 'live'`);
    expect(await found()).toEqual([]);

    const run = await call({ action: 'RUN_SEARCH_BACKFILL_AUCTIONS' }, admin);
    expect(run.body.result).toEqual({ written: 2, removed: 0, countsFixed: expect.any(Number) });
    expect(run.body.result.countsFixed).toBeGreaterThan(0);
    expect(await found()).toEqual([lots[0]!.id]);
    expect((await searchAuctions(db(), { search: 'backfillstol', includeEnded: true })).items.map((item) => item.id)).toEqual([
      lots[1]!.id,
    ]);
    expect(await searchSnapshot()).toEqual(truth);

    // Nothing to do the second time; archived lots (CLEAR_ENDED above) keep their row, marked
    // archived: the archive of what sold reads it, no other search does (docs/decisions/0047).
    expect((await call({ action: 'RUN_SEARCH_BACKFILL_AUCTIONS' }, admin)).body.result).toEqual({ written: 0, removed: 0, countsFixed: 0 });
    const archived = await db()
      .select({ id: auctions.id })
      .from(auctions)
      .where(sql`${auctions.archivedAt} is not null`);
    expect(archived.length).toBeGreaterThan(0);
    for (const { id } of archived) {
      const rows = await db().select({ archived: auctionSearch.archived }).from(auctionSearch).where(eq(auctionSearch.auctionId, id));
      expect(rows).toEqual([{ archived: true }]);
    }
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'RUN_SEARCH_BACKFILL_AUCTIONS'));
    expect(audit).toMatchObject({ actorId: admin.id, entityType: 'search', after: { written: 2, removed: 0 } });
    expect((await jobNamed('search-backfill')).lastRunAt).not.toBeNull();
  });
});

describe(`RESEND_EMAIL on ${testEngine}`, () => {
  it('queues the same template, props and recipient as a new e-mail; others are refused', async () => {
    const sent = await sendEmail(await getMailer(), {
      template: 'TEST_EMAIL',
      to: 'kund@example.se',
      props: { sentAt: '2026-11-20T10:00:00.000Z' },
    });
    await db().update(emailOutbox).set({ status: 'failed', error: 'SMTP svarade 550' }).where(eq(emailOutbox.id, sent.id));
    const [original] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, sent.id));

    expect((await call({ action: 'RESEND_EMAIL', emailId: sent.id }, member)).body.error?.status).toBe('PERMISSION_DENIED');
    expect((await call({ action: 'RESEND_EMAIL', emailId: sent.id })).status).toBe(401);
    expect((await call({ action: 'RESEND_EMAIL' }, admin)).body.error?.status).toBe('INVALID_ARGUMENT');
    expect((await call({ action: 'RESEND_EMAIL', emailId: 999_999 }, admin)).body.error).toMatchObject({
      status: 'NOT_FOUND',
      message: 'Mejlet finns inte.',
    });

    const resent = await call({ action: 'RESEND_EMAIL', emailId: sent.id }, admin);
    expect(resent.body.result).toEqual({ queued: true, emailId: sent.id, template: 'TEST_EMAIL', to: 'kund@example.se' });
    const [job] = await db().select().from(jobs).where(eq(jobs.name, 'email.send')).orderBy(desc(jobs.id)).limit(1);
    expect(job).toMatchObject({ status: 'queued', payload: { template: 'TEST_EMAIL', to: 'kund@example.se', props: original!.data } });

    await runJobs(db(), 'jobs-console-test');
    const [again] = await db().select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1);
    expect(again!.id).toBeGreaterThan(sent.id);
    expect(again).toMatchObject({ template: 'TEST_EMAIL', toAddress: 'kund@example.se', subject: original!.subject, status: 'outbox' });
    // The first stays as it was; the resend is in the audit log.
    const [first] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, sent.id));
    expect(first).toMatchObject({ status: 'failed', error: 'SMTP svarade 550' });
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'RESEND_EMAIL'));
    expect(audit).toMatchObject({ actorId: admin.id, entityType: 'email', entityId: String(sent.id) });
  });
});
