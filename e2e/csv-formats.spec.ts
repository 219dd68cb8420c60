import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { openBuilder } from './support/builder.ts';
import { dropFile, testDataPath } from './support/files.ts';

/*
 * One CSV reader: five ways of writing the same real prices (AAPL 2013-2018 of the test data), each dropped on the Data
 * screen and on the builder, read the same: the same rows and dates, the same notes on how it was read, the same
 * warnings. The files are written here from the original; what each must read as is worked out from its rows.
 */

interface Row {
  iso: string;
  cells: string[];
}

const original = readFileSync(testDataPath('observablehq-plot/aapl.csv'), 'utf8').trim().split('\n');
const HEADER = original[0].split(',');
const ROWS: Row[] = original.slice(1).map((line) => {
  const cells = line.split(',');
  return { iso: cells[0], cells: cells.slice(1) };
});

const [y, m, d] = [0, 1, 2];
const parts = (iso: string) => iso.split('-');
const dayFirst = (iso: string, sep: string) => [parts(iso)[d], parts(iso)[m], parts(iso)[y]].join(sep);
const monthFirst = (iso: string) => [parts(iso)[m], parts(iso)[d], parts(iso)[y]].join('/');
const lines = (header: string[], rows: string[][], sep = ',') =>
  `${[header, ...rows].map((r) => r.join(sep)).join('\n')}\n`;

// Days 1 to 12 only: no date tells whether the day or the month comes first.
const UP_TO_12 = ROWS.filter((r) => Number(parts(r.iso)[d]) <= 12);
const firstTelling = ROWS.find((r) => Number(parts(r.iso)[d]) > 12)!;

interface FormatCase {
  fileName: string;
  text: string;
  rows: Row[];
  /** The answer to "Dates are", when the file cannot tell. */
  choose?: 'Month first (12/31/2020)';
  notes: string[];
  warnings: string[];
}

const CASES: FormatCase[] = [
  {
    fileName: 'aapl-iso.csv',
    text: lines(
      HEADER,
      ROWS.map((r) => [r.iso, ...r.cells]),
    ),
    rows: ROWS,
    notes: [],
    warnings: [],
  },
  {
    fileName: 'aapl-day-first.csv',
    text: lines(
      HEADER,
      ROWS.map((r) => [dayFirst(r.iso, '/'), ...r.cells]),
    ),
    rows: ROWS,
    notes: [`Dates read day first (${dayFirst(firstTelling.iso, '/')}), found in the file.`],
    warnings: [],
  },
  {
    fileName: 'aapl-month-first.csv',
    text: lines(
      HEADER,
      UP_TO_12.map((r) => [monthFirst(r.iso), ...r.cells]),
    ),
    rows: UP_TO_12,
    choose: 'Month first (12/31/2020)',
    notes: [`Dates read month first (${monthFirst(UP_TO_12[0].iso)}), as you chose.`],
    warnings: [],
  },
  {
    fileName: 'aapl-decimal-comma.csv',
    text: lines(
      HEADER,
      ROWS.map((r) => [dayFirst(r.iso, '.'), ...r.cells.map((c) => c.replace('.', ','))]),
      ';',
    ),
    rows: ROWS,
    notes: [
      `Dates read day first (${dayFirst(firstTelling.iso, '.')}), found in the file.`,
      `Numbers have a decimal comma: "${ROWS[0].cells[0].replace('.', ',')}" is read as ${Number(ROWS[0].cells[0])}.`,
    ],
    warnings: [],
  },
  {
    fileName: 'aapl-no-volume.csv',
    text: lines(
      HEADER.slice(0, -1),
      ROWS.map((r) => [r.iso, ...r.cells.slice(0, -1)]),
    ),
    rows: ROWS,
    notes: [],
    warnings: ['The file has no Volume column; every volume reads as 1.'],
  },
];

const folder = mkdtempSync(join(tmpdir(), 'bts-csv-formats-'));
for (const c of CASES) writeFileSync(join(folder, c.fileName), c.text);

const span = (c: FormatCase) => ({
  rows: c.rows.length.toLocaleString('en-US'),
  first: c.rows[0].iso,
  last: c.rows.at(-1)!.iso,
});

async function items(page: Page, label: string): Promise<string[]> {
  const list = page.getByRole('list', { name: label });
  return (await list.count()) === 0 ? [] : list.getByRole('listitem').allInnerTexts();
}

test('the Data screen and the builder read five ways of writing a file the same', async ({ app, page }) => {
  test.slow();
  const seen: Record<string, { data: string[]; builder: string[] }> = {};

  await app.open('/data');
  for (const c of CASES) {
    await page.getByLabel('CSV file to load').setInputFiles(join(folder, c.fileName));
    if (c.choose) {
      await page.getByRole('combobox', { name: 'Dates are' }).click();
      await page.getByRole('option', { name: c.choose }).click();
    }
    const preview = page.getByRole('region', { name: c.fileName });
    const { rows, first, last } = span(c);
    await expect(preview).toContainText(`${rows} rows from ${first} to ${last}`);
    const data = [...(await items(page, 'Notes of the reading')), ...(await items(page, 'Warnings of the reading'))];
    expect(data, c.fileName).toEqual([...c.notes, ...c.warnings]);
    seen[c.fileName] = { data, builder: [] };
  }

  await app.goTo('Strategy');
  await openBuilder(page);
  for (const c of CASES) {
    await dropFile(page.getByRole('region', { name: 'Drop a CSV to test instantly' }), join(folder, c.fileName));
    if (c.choose) {
      await page.getByRole('combobox', { name: 'Dates are' }).click();
      await page.getByRole('option', { name: c.choose }).click();
    }
    const { rows, first, last } = span(c);
    const banner = page.getByRole('alert').filter({ hasText: `Running on ${c.fileName}` });
    await expect(banner).toContainText(`${c.fileName}, ${rows} daily bars, ${first} to ${last}`);
    seen[c.fileName].builder = await items(page, 'How the file was read');
    expect(seen[c.fileName].builder, c.fileName).toEqual(seen[c.fileName].data);
    await page.getByRole('button', { name: 'Stop using this CSV' }).click();
  }
});
