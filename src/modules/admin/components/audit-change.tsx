/** One audit entry's change as "field: before → after", only the fields that differ. */
export function AuditChange({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const show = (value: unknown) => (value === undefined ? '–' : typeof value === 'string' ? value : JSON.stringify(value));
  const changed = keys.filter((key) => show(before?.[key]) !== show(after?.[key]));
  if (changed.length === 0) return null;
  return (
    <dl className="mt-1 space-y-0.5 text-xs text-muted">
      {changed.map((key) => (
        <div key={key} className="break-words">
          <dt className="inline font-medium text-ink">{key}: </dt>
          <dd className="inline">
            {show(before?.[key])} → {show(after?.[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
