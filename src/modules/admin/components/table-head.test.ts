import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ACTIONS_COLUMN, TableHead } from './table-head';

const head = (props: Parameters<typeof TableHead>[0]) =>
  renderToStaticMarkup(createElement('table', null, createElement(TableHead, props)));
const th = (className: string, label: string) => `<th scope="col" class="${className}">${label}</th>`;
const table = (cells: string[]) => `<table><thead class="border-b border-line text-muted"><tr>${cells.join('')}</tr></thead></table>`;

describe('TableHead', () => {
  it('pads every column, the last too, by default (a user’s records)', () => {
    expect(head({ columns: ['Föremål', 'Status', 'Skickad'] })).toBe(
      table([th('py-2 pr-3 font-medium', 'Föremål'), th('py-2 pr-3 font-medium', 'Status'), th('py-2 pr-3 font-medium', 'Skickad')]),
    );
  });

  it('sets the last column at the edge and names the actions for screen readers only (users, invitations)', () => {
    expect(head({ columns: ['Namn', ACTIONS_COLUMN], edge: true })).toBe(
      table([th('py-2 pr-3 font-medium', 'Namn'), th('py-2 font-medium', '<span class="sr-only">Åtgärder</span>')]),
    );
  });

  it('right-aligns a sum (orders)', () => {
    expect(head({ columns: ['Köpnr', { key: 'Totalt', label: 'Totalt', right: true }, 'Flaggor'], edge: true })).toBe(
      table([th('py-2 pr-3 font-medium', 'Köpnr'), th('py-2 pr-3 text-right font-medium', 'Totalt'), th('py-2 font-medium', 'Flaggor')]),
    );
  });
});
