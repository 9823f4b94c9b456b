'use client';

import { useEffect, useState } from 'react';
import Link from '@/ui/link';
import { callAction, type ActionAnswer } from '@/platform/callable/actions';
import { callErrorMessage } from '@/platform/callable/messages';
import { formatEndTime } from '@/ui/format';

type Versions = ActionAnswer<'LIST_CONTENT_VERSIONS'>['versions'];

/** Every published version of the page: who published it and when, to look at or restore as the draft. */
export function VersionsPanel({
  pageId,
  publishedVersion,
  anyBlockId,
  baseVersion,
  onClose,
  onRestored,
}: {
  pageId: string;
  publishedVersion: number | null;
  anyBlockId: string | null;
  baseVersion: number;
  onClose: () => void;
  onRestored: (answer: { version: number }) => void;
}) {
  const [versions, setVersions] = useState<Versions | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    callAction('LIST_CONTENT_VERSIONS', { pageId })
      .then((answer) => live && setVersions(answer.versions))
      .catch((failure: unknown) => live && setError(callErrorMessage(failure, 'Versionerna kunde inte hämtas.')));
    return () => {
      live = false;
    };
  }, [pageId, publishedVersion]);

  const restore = async (version: number) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await callAction('RESTORE_CONTENT_VERSION', { pageId, version, baseVersion });
      onRestored(answer);
      onClose();
    } catch (failure) {
      setError(callErrorMessage(failure, 'Versionen kunde inte återställas.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="versions-title" className="mx-auto mt-3 max-w-6xl px-4" data-testid="versions-panel">
      <div className="rounded-lg border border-line bg-white p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id="versions-title" className="font-serif text-xl font-semibold">
            Versioner
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm"
          >
            Stäng
          </button>
        </div>
        {error ? (
          <p role="alert" className="mt-2 text-sm text-danger">
            {error}
          </p>
        ) : null}
        {versions === null && !error ? <p className="mt-2 text-sm text-muted">Hämtar versioner…</p> : null}
        <ol className="mt-3 divide-y divide-line">
          {versions?.map((entry) => (
            <li key={entry.version} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 text-sm">
              <span className="mr-auto">
                <strong>Version {entry.version}</strong>
                {entry.version === publishedVersion ? (
                  <span className="ml-2 rounded-full bg-ground px-2 py-0.5 text-xs">Visas nu</span>
                ) : null}
                <span className="block text-muted">
                  {formatEndTime(new Date(entry.publishedAt))} ·{' '}
                  {entry.publishedByName ?? (entry.version === 1 ? 'Första versionen' : 'Okänd')}
                </span>
              </span>
              {anyBlockId ? (
                <Link
                  href={`/edit/${encodeURIComponent(anyBlockId)}?version=${entry.version}`}
                  className="inline-flex min-h-11 items-center underline underline-offset-4"
                >
                  Visa
                </Link>
              ) : null}
              <button
                type="button"
                disabled={busy}
                onClick={() => void restore(entry.version)}
                className="inline-flex min-h-11 items-center rounded-full border border-line px-4 hover:border-ink disabled:opacity-40"
              >
                Återställ version {entry.version}
              </button>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
