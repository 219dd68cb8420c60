// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getDroppedCsv, setDroppedCsv } from '../../client/dropped-csv.ts';
import { renderApp } from '../../testing/render-app.tsx';
import type { TestConnection } from '../../testing/test-connection.ts';
import { createTestConnection } from '../../testing/test-connection.ts';
import DataScreen from './data-screen.tsx';

/** `rows` daily bars from 2021-01-01 with an Entry1 and Exit1 column; `bad` replaces one line of the file. */
function priceCsv(rows: number, bad?: { line: number; text: string }): string {
  const lines = ['Date,Open,High,Low,Close,Volume,Entry1,Exit1'];
  const start = Date.UTC(2021, 0, 1);
  for (let i = 0; i < rows; i++) {
    const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    const close = 100 + i;
    lines.push(`${date},${close - 1},${close + 1},${close - 2},${close},${1000 + i},${i % 5 === 0 ? 1 : 0},0`);
  }
  if (bad) lines[bad.line - 1] = bad.text;
  return `${lines.join('\n')}\n`;
}

/** Listing the library parses every bundled sample (tens of thousands of rows): slow on a busy machine. */
const SLOW = { timeout: 10_000 };

function Location() {
  const { pathname } = useLocation();
  return <output aria-label="Current address">{pathname}</output>;
}

async function renderData(): Promise<TestConnection> {
  const connection = await createTestConnection();
  renderApp(
    <>
      <DataScreen />
      <Location />
    </>,
    connection,
    { route: '/data' },
  );
  return connection;
}

function dropFile(name: string, text: string, type = 'text/csv') {
  const file = new File([text], name, { type });
  fireEvent.drop(screen.getByRole('region', { name: 'Drop a CSV file here' }), {
    dataTransfer: { files: [file], types: ['Files'] },
  });
}

async function libraryRow(symbol: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Data library' }, SLOW);
  return within(table).getByRole('row', { name: new RegExp(`^${symbol} `) });
}

describe('Data screen', () => {
  afterEach(() => {
    cleanup();
    setDroppedCsv(null);
  });

  it('lists the bundled samples', async () => {
    await renderData();
    const spx = await libraryRow('SPX');
    expect(within(spx).getByText(/^5.?105$/)).toBeTruthy();
    expect(within(spx).getByText('2000-01-03')).toBeTruthy();
    expect(within(spx).getByText('2020-04-17')).toBeTruthy();
    expect(within(spx).getByText('Sample')).toBeTruthy();
    expect(within(spx).getByText('Price')).toBeTruthy();
    expect(within(spx).queryByRole('button')).toBeNull();
    expect(within(await libraryRow('VIX')).getByText('Indicator')).toBeTruthy();
  });

  it('previews a dropped CSV, keeps it under a symbol and removes it', async () => {
    await renderData();
    await libraryRow('SPX');
    dropFile('prices.csv', priceCsv(30));

    const preview = await screen.findByRole('region', { name: 'prices.csv' }, SLOW);
    expect(within(preview).getByText('30 rows from 2021-01-01 to 2021-01-30')).toBeTruthy();
    const extra = within(preview).getByRole('list', { name: 'Extra columns' });
    expect(within(extra).getByText('Entry1')).toBeTruthy();
    expect(within(extra).getByText('Exit1')).toBeTruthy();
    const rows = within(preview).getByRole('table', { name: 'First rows of prices.csv' });
    expect(within(rows).getAllByRole('row')).toHaveLength(21);
    expect(
      await within(preview).findByRole(
        'img',
        { name: /close price from 2021-01-01 to 2021-01-30/ },
        // The chart's chunk (recharts) loads on first use; the first import is slow in a test run.
        SLOW,
      ),
    ).toBeTruthy();

    const symbol = within(preview).getByRole('textbox', { name: 'Symbol' });
    expect((symbol as HTMLInputElement).value).toBe('PRICES');
    await userEvent.clear(symbol);
    await userEvent.type(symbol, 'test');
    await userEvent.click(within(preview).getByRole('button', { name: 'Keep in the data library' }));
    expect((await within(preview).findByRole('status', {}, SLOW)).textContent).toMatch(/Kept as TEST/);

    const kept = await waitFor(() => libraryRow('TEST'), SLOW);
    expect(within(kept).getByText('Your file')).toBeTruthy();
    expect(within(kept).getByText('prices.csv')).toBeTruthy();
    expect(within(kept).getByText('30')).toBeTruthy();

    await userEvent.click(within(kept).getByRole('button', { name: 'Remove TEST' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove TEST from the data library?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /^TEST / })).toBeNull(), SLOW);
    expect(await libraryRow('SPX')).toBeTruthy();
  });

  it('asks before replacing a symbol and refuses one that is not valid', async () => {
    const connection = await renderData();
    await connection.library!.save('TEST', 'price', 'old.csv', priceCsv(10));
    await libraryRow('SPX');
    dropFile('test.csv', priceCsv(25));
    const preview = await screen.findByRole('region', { name: 'test.csv' }, SLOW);
    const symbol = within(preview).getByRole('textbox', { name: 'Symbol' });
    const keep = within(preview).getByRole('button', { name: 'Keep in the data library' });

    await userEvent.clear(symbol);
    await userEvent.type(symbol, '-X');
    await userEvent.click(keep);
    expect(within(preview).getByText(/starting with a letter or digit/)).toBeTruthy();

    await userEvent.clear(symbol);
    await userEvent.type(symbol, 'TEST');
    await userEvent.click(keep);
    const dialog = await screen.findByRole('dialog', { name: 'Replace TEST?' });
    expect(within(dialog).getByText(/already holds old\.csv \(10 rows/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(async () => expect(within(await libraryRow('TEST')).getByText('25')).toBeTruthy(), SLOW);
    expect((await connection.library!.list()).filter((d) => d.symbol === 'TEST')).toHaveLength(1);
  });

  it('names the row and column of a bad CSV and keeps the rest of the screen', async () => {
    await renderData();
    await libraryRow('SPX');
    dropFile('good.csv', priceCsv(20));
    await screen.findByRole('region', { name: 'good.csv' }, SLOW);

    const bad = new File([priceCsv(30, { line: 12, text: '2021-01-11,1,2,1,abc,9,0,0' })], 'bad.csv', {
      type: 'text/csv',
    });
    await userEvent.upload(screen.getByLabelText('CSV file to load'), bad);

    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toMatch(/bad\.csv could not be read/);
    expect(alert.textContent).toMatch(/Row 12 \(line 12 of the file\), column Close: "abc" is not a number/);
    const excerpt = within(alert).getByRole('table', { name: 'Where the problem is in the file' });
    const problemRow = within(excerpt).getByRole('row', { name: /The problem is on this line/ });
    expect(within(problemRow).getByTitle('The problem is in this cell').textContent).toBe('abc');
    expect(within(problemRow).getByRole('rowheader').textContent).toMatch(/12/);

    // The earlier preview and the library are still there.
    expect(screen.getByRole('region', { name: 'good.csv' })).toBeTruthy();
    expect(await libraryRow('SPX')).toBeTruthy();
  });

  it('hands a dropped CSV to the builder', async () => {
    await renderData();
    dropFile('prices.csv', priceCsv(30));
    const preview = await screen.findByRole('region', { name: 'prices.csv' }, SLOW);
    await userEvent.click(within(preview).getByRole('button', { name: 'Backtest it in the builder' }));
    expect(screen.getByRole('status', { name: 'Current address' }).textContent).toBe('/strategy');
    expect(getDroppedCsv()).toMatchObject({ fileName: 'prices.csv', rows: 30, first: '2021-01-01' });
  });

  it('offers to keep a file without price columns as an indicator series', async () => {
    const connection = await renderData();
    await libraryRow('SPX');
    dropFile('fear.csv', 'Date,Value\n2020-01-02,12.5\n2020-01-03,14\n2020-01-06,13\n');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toMatch(/Header \(line 1\): missing required column Open/);
    const form = screen.getByRole('form', { name: 'Keep in the data library' });
    expect((within(form).getByRole('textbox', { name: 'Symbol' }) as HTMLInputElement).value).toBe('FEAR');
    expect(within(form).getByRole('combobox', { name: 'Kind' }).textContent).toBe('Indicator');
    await userEvent.click(within(form).getByRole('button', { name: 'Keep in the data library' }));
    await waitFor(async () => expect(within(await libraryRow('FEAR')).getByText('Indicator')).toBeTruthy(), SLOW);
    expect((await connection.library!.list()).find((d) => d.symbol === 'FEAR')).toMatchObject({ rows: 3 });
  });

  it('explains that a server connection has no data library', async () => {
    renderApp(<DataScreen />, { ...(await createTestConnection()), label: 'Server', kind: 'server', library: null });
    expect(screen.getByText(/The data library and dropped CSVs work in the “In this browser” connection/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Drop a CSV file here' })).toBeNull();
  });

  it('refuses a file that is not a CSV', async () => {
    await renderData();
    dropFile('chart.png', 'not really a png', 'image/png');
    expect((await screen.findByText(/"chart\.png" is not a CSV file/)).textContent).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'chart.png' })).toBeNull();
  });
});
