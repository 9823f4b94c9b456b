import type { ReactNode } from 'react';

/** One column heading of a console table: its words (or markup), right-aligned for sums. */
export interface Column {
  key: string;
  label: ReactNode;
  right?: boolean;
}

/** The row actions' column: named for screen readers only, the buttons speak for themselves. */
export const ACTIONS_COLUMN: Column = { key: 'actions', label: <span className="sr-only">Åtgärder</span> };

/**
 * The heading row of a console table (users, invitations, orders, a user's records). With `edge`
 * the last column sits at the table's edge, without the padding that parts the others.
 */
export function TableHead({ columns, edge = false }: { columns: (string | Column)[]; edge?: boolean }) {
  return (
    <thead className="border-b border-line text-muted">
      <tr>
        {columns.map((entry, index) => {
          const column: Column = typeof entry === 'string' ? { key: entry, label: entry } : entry;
          const padded = !edge || index < columns.length - 1;
          const className = ['py-2', padded ? 'pr-3' : null, column.right ? 'text-right' : null, 'font-medium'].filter(Boolean).join(' ');
          return (
            <th key={column.key} scope="col" className={className}>
              {column.label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
