// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../testing/capture-downloads.ts';
import type { SortableColumn } from './sortable-table.tsx';
import { SortableTable } from './sortable-table.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

interface Bank {
  name: string;
  price: number;
}

// 30 banks, more than a page of 25; 7 and 30 share no factor, so the prices are 0.5 to 29.5 shuffled.
const BANKS: Bank[] = Array.from({ length: 30 }, (_, i) => ({ name: `Bank ${i}`, price: ((i * 7) % 30) + 0.5 }));

const COLUMNS: SortableColumn<Bank>[] = [
  { label: 'Name', value: (b) => b.name },
  { label: 'Price', numeric: true, firstDirection: 'desc', value: (b) => b.price, render: (b) => b.price.toFixed(1) },
];

const shownRows = () =>
  within(screen.getByRole('table', { name: 'Banks' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .join(','),
    );

describe('a sortable table’s CSV', () => {
  it('holds every row in the order shown, after a click on a header, not only the page on screen', async () => {
    const downloaded = captureDownloads().csv;
    render(<SortableTable ariaLabel="Banks" columns={COLUMNS} rows={BANKS} fileName="banks.csv" />);

    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    const shown = shownRows();
    expect(shown).toHaveLength(25);
    expect(shown.slice(0, 2)).toEqual(['Bank 17,29.5', 'Bank 4,28.5']);

    fireEvent.click(screen.getByRole('button', { name: 'Download Banks as CSV' }));
    const lines = (await downloaded(0)).split('\r\n');
    expect(lines[0]).toBe('Name,Price');
    // Highest price first, as on screen: 29.5 down to 0.5, each with the bank that has it (i * 7 = price - 0.5 mod 30).
    const expected = Array.from({ length: 30 }, (_, k) => {
      const price = 29 - k;
      const bank = BANKS.findIndex((b) => b.price === price + 0.5);
      return `Bank ${bank},${price + 0.5}`;
    });
    expect(lines.slice(1, -1)).toEqual(expected);
    expect(lines.at(-1)).toBe('');
    // The page on screen is the start of the file, cell for cell.
    expect(lines.slice(1, 26)).toEqual(shown);
  });

  it('follows the other direction on a second click, and the rows’ own order before any', async () => {
    const downloaded = captureDownloads().csv;
    render(<SortableTable ariaLabel="Banks" columns={COLUMNS} rows={BANKS.slice(0, 3)} fileName="banks.csv" />);
    fireEvent.click(screen.getByRole('button', { name: 'Download Banks as CSV' }));
    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    expect(shownRows()).toEqual(['Bank 0,0.5', 'Bank 1,7.5', 'Bank 2,14.5']);
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(shownRows()).toEqual(['Bank 2,14.5', 'Bank 1,7.5', 'Bank 0,0.5']);
    fireEvent.click(screen.getByRole('button', { name: 'Download Banks as CSV' }));
    expect(await downloaded(0)).toBe('Name,Price\r\nBank 0,0.5\r\nBank 1,7.5\r\nBank 2,14.5\r\n');
    expect(await downloaded(1)).toBe('Name,Price\r\nBank 2,14.5\r\nBank 1,7.5\r\nBank 0,0.5\r\n');
  });
});
