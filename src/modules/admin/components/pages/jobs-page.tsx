import 'server-only';
import Link from '@/ui/link';
import { getDb } from '@/platform/database';
import { AdminNav } from '../admin-nav';
import { RunJobButton } from '../run-job-button';
import { formatDuration } from '../job-text';
import { backgroundQueueStatus, type QueueProblem } from '@/platform/jobs';
import { listScheduledJobs } from '@/platform/scheduled-jobs';

const timeFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'short', timeStyle: 'medium' });
const at = (iso: string) => (
  <time dateTime={iso} className="tabular">
    {timeFormat.format(new Date(iso))}
  </time>
);

/**
 * The scheduled work (docs/decisions/0015): every job with its last run (Stockholm time),
 * next run, duration, consecutive failures and last error, and "Kör nu"; then the background
 * queue's jobs that failed for good or are retrying after an error.
 */
export async function JobsPage() {
  const db = await getDb();
  const now = new Date();
  const [jobs, queue] = await Promise.all([listScheduledJobs(db, now), backgroundQueueStatus(db)]);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <AdminNav current="jobb" />
      <h1 className="font-serif text-3xl font-semibold">Jobb</h1>
      <p className="mt-2 text-muted">Det servern gör av sig själv, när det senast kördes och hur det gick. Tider i svensk tid.</p>

      <h2 className="mt-8 text-xl font-semibold">Schemalagda jobb</h2>
      <ul className="mt-3 divide-y divide-line border-y border-line" data-testid="scheduled-jobs">
        {jobs.map((job) => {
          const next = job.nextRunAt;
          return (
            <li key={job.name} className="py-4" data-testid={`job-${job.name}`}>
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0 flex-1">
                  <h3 className="font-medium">{job.label}</h3>
                  <p className="text-sm text-muted">
                    {job.schedule} · <span className="break-all font-mono text-xs">{job.action ?? job.name}</span>
                  </p>
                </div>
                <RunJobButton job={job.name} label={job.label} />
              </div>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                <div>
                  <dt className="text-muted">Senast</dt>
                  <dd data-testid="last-run">{job.lastRunAt ? at(job.lastRunAt) : 'Aldrig'}</dd>
                </div>
                <div>
                  <dt className="text-muted">Nästa</dt>
                  <dd>{next === null ? 'Bara för hand' : Date.parse(next) <= now.getTime() ? 'Nu' : at(next)}</dd>
                </div>
                <div>
                  <dt className="text-muted">Tog</dt>
                  <dd className="tabular">{job.durationMs === null ? '–' : formatDuration(job.durationMs)}</dd>
                </div>
                <div>
                  <dt className="text-muted">Fel i rad</dt>
                  <dd className={job.failures > 0 ? 'font-semibold text-danger' : undefined} data-testid="failures">
                    {job.failures}
                  </dd>
                </div>
              </dl>
              {job.lastError ? (
                <p className={`mt-2 break-words text-sm ${job.failures > 0 ? 'text-danger' : 'text-muted'}`}>
                  Senaste fel{job.lastFailedAt ? <> ({at(job.lastFailedAt)})</> : null}: {job.lastError}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>

      <h2 className="mt-10 text-xl font-semibold">Bakgrundsjobb</h2>
      <p className="mt-1 text-sm text-muted">Mejl, webhooks och utbetalningar som körs i kö och försöks igen vid fel.</p>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm" data-testid="queue-counts">
        <div>
          <dt className="inline text-muted">I kö: </dt>
          <dd className="inline tabular">{queue.counts.queued}</dd>
        </div>
        <div>
          <dt className="inline text-muted">Körs: </dt>
          <dd className="inline tabular">{queue.counts.running}</dd>
        </div>
        <div>
          <dt className="inline text-muted">Försöks igen: </dt>
          <dd className="inline tabular">{queue.counts.retrying}</dd>
        </div>
        <div>
          <dt className="inline text-muted">Misslyckade: </dt>
          <dd className={`inline tabular ${queue.counts.failed > 0 ? 'font-semibold text-danger' : ''}`}>{queue.counts.failed}</dd>
        </div>
      </dl>
      <QueueList title="Misslyckade" empty="Inga misslyckade bakgrundsjobb." jobs={queue.failed} when="Gav upp" at={at} />
      <QueueList title="Försöks igen" empty="Inga jobb väntar på ett nytt försök." jobs={queue.retrying} when="Nästa försök" at={at} />
      <p className="mt-6 text-sm">
        Misslyckade mejl går att skicka igen från{' '}
        <Link href="/admin/utkorg?status=failed" className="underline">
          utkorgen
        </Link>
        .
      </p>
    </div>
  );
}

function QueueList({
  title,
  empty,
  jobs,
  when,
  at,
}: {
  title: string;
  empty: string;
  jobs: QueueProblem[];
  when: string;
  at: (iso: string) => React.ReactNode;
}) {
  return (
    <section className="mt-6">
      <h3 className="font-medium">{title}</h3>
      {jobs.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line border-y border-line text-sm">
          {jobs.map((job) => (
            <li key={job.id} className="py-2">
              <p>
                <span className="font-mono text-xs">{job.name}</span>
                {job.subject ? <> · {job.subject}</> : null} · försök {job.attempts} av {job.maxAttempts} · {when} {at(job.at)}
              </p>
              {job.lastError ? <p className="break-words text-danger">{job.lastError}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
