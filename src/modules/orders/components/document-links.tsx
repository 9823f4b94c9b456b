import Link from '@/ui/link';
import { formatOre } from '@/ui/format';
import type { DocumentListItem } from '../queries/documents';
import { formatDate } from './purchase-text';

const LABEL: Record<DocumentListItem['kind'], string> = { invoice: 'Faktura', creditNote: 'Kreditfaktura', statement: 'Avräkningsnota' };

/**
 * A sale's issued documents as links to their PDFs (docs/decisions/0045): kind, number, date and
 * amount (a credit note's as given back). The purchase page, the receipt, the console's order page
 * and Mina försäljningar list them the same way.
 */
export function DocumentLinks({ documents, testId = 'document-links' }: { documents: readonly DocumentListItem[]; testId?: string }) {
  if (documents.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm" data-testid={testId}>
      {documents.map((d) => (
        <li key={d.id} data-document={d.number}>
          <Link href={d.href} prefetch={false} className="inline-flex min-h-11 flex-wrap items-center gap-x-1 underline underline-offset-4">
            <span>
              {LABEL[d.kind]} {d.number}
            </span>
            <span className="tabular text-muted">
              · {formatDate(d.issuedAt)} · {d.kind === 'creditNote' ? '−' : ''}
              {formatOre(Math.abs(d.totalOre))} (PDF)
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
