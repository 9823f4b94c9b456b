import type { ReactNode } from 'react';

/** Labels and values of one record (an order, a user) as two columns; on a phone the label column narrows. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,7.5rem)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-x-6">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled part of a record's page, ruled off from the one before; `count` after the title when given. */
export function Section({ id, title, count, children }: { id: string; title: string; count?: number; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-line pt-6">
      <h2 id={id} className="mb-3 font-serif text-xl font-semibold">
        {title}
        {count !== undefined ? <span className="ml-2 text-base font-normal text-muted">({count})</span> : null}
      </h2>
      {children}
    </section>
  );
}
