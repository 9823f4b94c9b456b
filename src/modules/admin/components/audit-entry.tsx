import Link from '@/ui/link';
import { auditChangeText, type AuditText } from '../domain/audit-text';

/**
 * One audit entry's words (domain/audit-text.ts): the sentence, the entity (a link where the console
 * has a page for it) and each changed field. The stored row — action name, entity and the JSON
 * before and after — only behind "Visa tekniska detaljer", for a developer.
 */
export function AuditEntry({
  text,
  raw,
}: {
  text: AuditText;
  raw: { action: string; entityType: string; entityId: string; before: unknown; after: unknown };
}) {
  return (
    <div className="min-w-0">
      <p>
        <span className="font-medium" data-testid="audit-sentence">
          {text.sentence}
        </span>{' '}
        ·{' '}
        {text.href ? (
          <Link href={text.href} className="underline">
            {text.entity}
          </Link>
        ) : (
          text.entity
        )}
      </p>
      {text.changes.length > 0 ? (
        <ul className="mt-1 space-y-0.5 text-sm text-muted" data-testid="audit-changes">
          {text.changes.map((line) => (
            <li key={line.path} className="break-words">
              {auditChangeText(line)}
            </li>
          ))}
        </ul>
      ) : null}
      <details className="mt-1 text-xs text-muted" data-testid="audit-technical">
        <summary className="min-h-6 cursor-pointer py-1 underline-offset-2 hover:underline">Visa tekniska detaljer</summary>
        <dl className="mt-1 space-y-1">
          <div>
            <dt className="inline">Åtgärd: </dt>
            <dd className="inline font-mono">{raw.action}</dd>
          </div>
          <div>
            <dt className="inline">Objekt: </dt>
            <dd className="inline font-mono">
              {raw.entityType} {raw.entityId}
            </dd>
          </div>
          {(['before', 'after'] as const).map((side) => (
            <div key={side}>
              <dt>{side === 'before' ? 'Före' : 'Efter'}</dt>
              <dd>
                <pre className="mt-0.5 overflow-x-auto whitespace-pre-wrap break-all rounded bg-ground p-2 font-mono">
                  {JSON.stringify(raw[side], null, 2)}
                </pre>
              </dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
