// @vitest-environment happy-dom
import './data-table.test-support';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, test } from 'vitest';
import { type ColumnDef, DataTable } from './data-table';

interface Panel {
  id: string;
  name: string;
  price: number;
}

const COLUMNS: ColumnDef<Panel, never>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'price', header: 'Price', sortDescFirst: false },
];

const PANELS: Panel[] = [
  { id: 'b', name: 'Lipid panel', price: 30 },
  { id: 'a', name: 'Blood count', price: 20 },
  { id: 'c', name: 'Thyroid', price: 10 },
];

/** Panels named "Panel 01".. so the name order is the number order. */
function manyPanels(count: number): Panel[] {
  return Array.from({ length: count }, (_, index) => ({ id: String(index), name: `Panel ${String(index + 1).padStart(2, '0')}`, price: index }));
}

/** The name column of the shown rows (the last but one cell: a details button may come first). */
function rowNames(): string[] {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body!)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell').at(-2)?.textContent ?? '');
}

function showTable(props: Partial<Parameters<typeof DataTable<Panel>>[0]> = {}) {
  return render(<DataTable label="Panels" columns={COLUMNS} data={PANELS} getRowId={(panel) => panel.id} {...props} />);
}

afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

describe('table kit', () => {
  test('is a table named by its caption, rows in the given order until sorted', () => {
    showTable();
    expect(screen.getByRole('table', { name: 'Panels' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('none');
  });

  test('sorts by a click on the column header, ascending then descending, announced by aria-sort', async () => {
    const user = userEvent.setup();
    showTable();
    const header = screen.getByRole('columnheader', { name: /Name/ });
    await user.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(rowNames()).toEqual(['Blood count', 'Lipid panel', 'Thyroid']);
    await user.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(rowNames()).toEqual(['Thyroid', 'Lipid panel', 'Blood count']);
  });

  test('sorts from the keyboard: Tab to the header button, Enter then Space', async () => {
    const user = userEvent.setup();
    showTable();
    await user.tab();
    await user.tab();
    const header = screen.getByRole('columnheader', { name: /Price/ });
    expect(document.activeElement).toBe(within(header).getByRole('button'));
    await user.keyboard('{Enter}');
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(rowNames()).toEqual(['Thyroid', 'Blood count', 'Lipid panel']);
    await user.keyboard(' ');
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('none');
  });

  test('a column that does not sort has no button and no aria-sort', () => {
    showTable({ columns: [{ accessorKey: 'name', header: 'Name', enableSorting: false }] });
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header.hasAttribute('aria-sort')).toBe(false);
    expect(within(header).queryByRole('button')).toBeNull();
  });

  test('expands a row: the button says so (aria-expanded) and names the details it shows (aria-controls)', async () => {
    const user = userEvent.setup();
    showTable({ renderDetails: (panel) => <p>Details of {panel.name}</p> });
    const [first] = screen.getAllByRole('button', { name: 'Show details' });
    expect(first!.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Details of Lipid panel')).toBeNull();
    await user.click(first!);
    expect(first!.getAttribute('aria-expanded')).toBe('true');
    expect(first!.getAttribute('aria-label')).toBe('Hide details');
    const details = document.getElementById(first!.getAttribute('aria-controls')!);
    expect(details?.hidden).toBe(false);
    expect(details?.textContent).toBe('Details of Lipid panel');
    await user.click(first!);
    expect(details?.hidden).toBe(true);
  });

  test('pages hold pageSize rows; the window shows 5 page links with first/last boundary links', async () => {
    const user = userEvent.setup();
    showTable({ data: manyPanels(40), pageSize: 2 });
    const pages = screen.getByRole('navigation', { name: 'Table pages' });
    expect(pageLinks(pages)).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pages).queryByRole('button', { name: 'First page' })).toBeNull();
    await user.click(within(pages).getByRole('button', { name: 'Page 4' }));
    expect(rowNames()).toEqual(['Panel 07', 'Panel 08']);
    expect(pageLinks(pages)).toEqual(['2', '3', '4', '5', '6']);
    expect(within(pages).getByRole('button', { name: 'Page 4' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(pages).getByRole('button', { name: 'Last page' }));
    expect(rowNames()).toEqual(['Panel 39', 'Panel 40']);
    expect(pageLinks(pages)).toEqual(['16', '17', '18', '19', '20']);
    await user.click(within(pages).getByRole('button', { name: 'First page' }));
    expect(rowNames()).toEqual(['Panel 01', 'Panel 02']);
  });

  test('a window of 10 page links when asked; no pagination for one page', () => {
    const { unmount } = showTable({ data: manyPanels(40), pageSize: 2, maxPageLinks: 10 });
    expect(pageLinks(screen.getByRole('navigation'))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    unmount();
    showTable();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  test('while loading the table is busy and says so; then an empty table says it is empty', () => {
    const { rerender } = showTable({ data: undefined, loading: true });
    const table = screen.getByRole('table');
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('cell').textContent).toBe('Loading');
    rerender(<DataTable label="Panels" columns={COLUMNS} data={[]} getRowId={(panel) => panel.id} />);
    expect(table.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('cell').textContent).toBe('Nothing to show yet.');
    rerender(<DataTable label="Panels" columns={COLUMNS} data={[]} getRowId={(panel) => panel.id} emptyMessage="No orders yet." />);
    expect(screen.getByRole('cell').textContent).toBe('No orders yet.');
  });

  test('speaks Spanish when the site does', async () => {
    await i18next.changeLanguage('es');
    const { rerender } = showTable({ data: manyPanels(12), pageSize: 2, renderDetails: (panel) => panel.name });
    expect(screen.getByRole('navigation', { name: 'Páginas de la tabla' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Última página' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Página 2' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Ver detalles' })).toHaveLength(2);
    rerender(<DataTable label="Paneles" columns={COLUMNS} data={[]} getRowId={(panel) => panel.id} />);
    expect(screen.getByRole('cell').textContent).toBe('Todavía no hay nada que mostrar.');
    rerender(<DataTable label="Paneles" columns={COLUMNS} data={undefined} loading getRowId={(panel) => panel.id} />);
    expect(screen.getByRole('cell').textContent).toBe('Cargando');
  });
});

function pageLinks(pages: HTMLElement): string[] {
  return within(pages)
    .getAllByRole('button', { name: /^(Page|Página) \d+$/ })
    .map((button) => button.textContent ?? '');
}
