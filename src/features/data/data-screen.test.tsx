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

/** A small option chain: 3 rows of 2 underlyings on one snapshot date, without Delta or Vega columns. */
const CHAIN =
  'date,ticker,close,type,expiration,strike,last price,volume,open interest,iv\n' +
  '2022-03-10,xyz,10,put,2022-03-25,9,0.2,7,0,0.5\n' +
  '2022-03-10,XYZ,10,call,2022-03-25,11,0.15,3,12,0.45\n' +
  '2022-03-10,QQQ,350,put,2022-04-14,330,4.1,25,300,0.3\n';

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
  fireEvent.drop(screen.getByRole('region', { name: /^Drop a CSV file here/ }), {
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
    // an index is an index (the scanners scan it with the ETFs)
    expect(within(spx).getByText('Price · Index')).toBeTruthy();
    expect(within(spx).queryByRole('button')).toBeNull();
    expect(within(await libraryRow('AAPL')).getByText('Price · Stock')).toBeTruthy();
    expect(within(await libraryRow('VIX')).getByText('Indicator')).toBeTruthy();
    const chain = await libraryRow('PUT-CHAIN-MADE-UP');
    expect(within(chain).getByText('Option chain')).toBeTruthy();
    expect(within(chain).getAllByText('2022-03-10')).toHaveLength(2); // first and last: one snapshot date
  });

  it('keeps a price CSV as an ETF', async () => {
    const connection = await renderData();
    await libraryRow('SPX');
    dropFile('fund.csv', priceCsv(12));
    const preview = await screen.findByRole('region', { name: 'fund.csv' }, SLOW);
    const kind = within(preview).getByRole('combobox', { name: 'Symbol kind' });
    expect(kind.textContent).toBe('Stock');
    await userEvent.click(kind);
    await userEvent.click(await screen.findByRole('option', { name: 'ETF' }));
    expect(within(preview).getByRole('combobox', { name: 'Symbol kind' }).textContent).toBe('ETF');
    await userEvent.click(within(preview).getByRole('button', { name: 'Keep in the data library' }));
    expect((await within(preview).findByRole('status', {}, SLOW)).textContent).toMatch(/Kept as FUND/);

    const kept = await waitFor(() => libraryRow('FUND'), SLOW);
    expect(within(kept).getByText('Price · ETF')).toBeTruthy();
    expect((await connection.library!.list()).find((d) => d.symbol === 'FUND')).toMatchObject({
      kind: 'price',
      symbol_kind: 'etf',
      rows: 12,
    });
  });

  it('previews a dropped option chain as a table of its first rows and keeps it as an option chain', async () => {
    const connection = await renderData();
    await libraryRow('SPX');
    dropFile('my chain.csv', CHAIN);

    const preview = await screen.findByRole('region', { name: 'my chain.csv' }, SLOW);
    expect(within(preview).getByText('Option chain: 3 rows, snapshot of 2022-03-10, 2 underlyings')).toBeTruthy();
    const rows = within(preview).getByRole('table', { name: 'First rows of my chain.csv' });
    const [head, first, , third] = within(rows).getAllByRole('row');
    expect(within(rows).getAllByRole('row')).toHaveLength(4);
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Ticker',
      'Type',
      'Expiration',
      'Strike',
      'Last price',
      'IV',
      'Delta',
      'Volume',
      'Open interest',
      'Close',
      'Date',
    ]);
    // the file's order; IV 0.5 shown as 50%; no Delta column: a dash
    expect(within(first).getByRole('rowheader').textContent).toBe('XYZ');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['put', '2022-03-25', '9', '0.2', '50%', '–', '7', '0', '10', '2022-03-10']);
    expect(within(third).getByRole('rowheader').textContent).toBe('QQQ');
    expect(within(preview).getByText(/no Delta column/)).toBeTruthy();
    // no chart and no builder: a chain is not a price series
    expect(within(preview).queryByRole('img')).toBeNull();
    expect(within(preview).queryByRole('button', { name: 'Backtest it in the builder' })).toBeNull();

    const form = within(preview).getByRole('form', { name: 'Keep in the data library' });
    expect(within(form).getByRole('combobox', { name: 'Kind' }).textContent).toBe('Option chain');
    expect(within(form).queryByRole('combobox', { name: 'Symbol kind' })).toBeNull();
    expect((within(form).getByRole('textbox', { name: 'Chain name' }) as HTMLInputElement).value).toBe('MY_CHAIN');
    await userEvent.click(within(form).getByRole('button', { name: 'Keep in the data library' }));
    expect((await within(preview).findByRole('status', {}, SLOW)).textContent).toMatch(
      /Kept as MY_CHAIN in the data library \(3 rows\)\. The option scanner now reads the chains you kept/,
    );

    const kept = await waitFor(() => libraryRow('MY_CHAIN'), SLOW);
    expect(within(kept).getByText('Option chain')).toBeTruthy();
    expect(within(kept).getByText('Your file')).toBeTruthy();
    expect(within(kept).getByText('3')).toBeTruthy();
    // the made-up sample chain is set aside while a chain of the user's is kept
    await waitFor(() => expect(screen.queryByRole('row', { name: /^PUT-CHAIN-MADE-UP / })).toBeNull(), SLOW);
    expect((await connection.library!.list()).find((d) => d.symbol === 'MY_CHAIN')).toMatchObject({
      kind: 'options',
      rows: 3,
      first: '2022-03-10',
      last: '2022-03-10',
    });
  });

  it('names the row and column of a bad option chain', async () => {
    await renderData();
    dropFile('chain.csv', CHAIN.replace('2022-03-25,9,', '2022-03-25,abc,'));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toMatch(/chain\.csv could not be read/);
    expect(alert.textContent).toMatch(/Row 2 \(line 2 of the file\), column strike: "abc" is not a number/);
    const excerpt = within(alert).getByRole('table', { name: 'Where the problem is in the file' });
    const problemRow = within(excerpt).getByRole('row', { name: /The problem is on this line/ });
    expect(within(problemRow).getByTitle('The problem is in this cell').textContent).toBe('abc');
    // not offered as an indicator series
    expect(screen.queryByRole('form', { name: 'Keep in the data library' })).toBeNull();
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

  it('reads a Date,Value file as an indicator series and keeps it under its name', async () => {
    const connection = await renderData();
    await libraryRow('SPX');
    dropFile('fear.csv', 'Date,Value\n2020-01-02,12.5\n2020-01-03,14\n2020-01-06,13\n');
    const panel = await screen.findByRole('region', { name: 'fear.csv' }, SLOW);
    expect(within(panel).getByText('Indicator series (Date, Value): 3 rows')).toBeTruthy();
    const form = within(panel).getByRole('form', { name: 'Keep in the data library' });
    expect((within(form).getByRole('textbox', { name: 'Symbol' }) as HTMLInputElement).value).toBe('FEAR');
    expect(within(form).getByRole('combobox', { name: 'Kind' }).textContent).toBe('Indicator');
    await userEvent.click(within(form).getByRole('button', { name: 'Keep in the data library' }));
    await waitFor(async () => expect(within(await libraryRow('FEAR')).getByText('Indicator')).toBeTruthy(), SLOW);
    expect((await connection.library!.list()).find((d) => d.symbol === 'FEAR')).toMatchObject({ rows: 3 });
  });

  it('reads any file as an indicator when "Indicator (Date, Value)" is chosen', async () => {
    await renderData();
    await userEvent.click(screen.getByRole('radio', { name: 'Indicator (Date, Value)' }));
    const zone = screen.getByRole('region', { name: 'Drop an indicator CSV here' });
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['Date,Bulls\n2020-01-02,0.4\n'], 'aaii bulls.csv')], types: ['Files'] },
    });
    const panel = await screen.findByRole('region', { name: 'aaii bulls.csv' }, SLOW);
    expect(within(panel).getByText('Indicator series (Date, Value): 1 rows')).toBeTruthy();
    expect((within(panel).getByRole('textbox', { name: 'Symbol' }) as HTMLInputElement).value).toBe('AAII_BULLS');
  });

  it('previews a wide close file as symbols and keeps the chosen ones', async () => {
    const connection = await renderData();
    await libraryRow('SPX');
    dropFile('closes.csv', 'Date,AAA,BBB,CCC\n2020-01-02,10,20,30\n2020-01-03,11,,31\n');
    const panel = await screen.findByRole('region', { name: 'closes.csv' }, SLOW);
    expect(within(panel).getByText(/one column per symbol: 3 symbols: AAA, BBB, CCC$/)).toBeTruthy();
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Keep CCC' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Keep 2 symbols in the data library' }));
    expect((await within(panel).findByRole('status', {}, SLOW)).textContent).toMatch(/Kept 2 symbols .*AAA and BBB/);
    const kept = (await connection.library!.list()).filter((d) => d.source === 'user');
    expect(kept.map((d) => [d.symbol, d.rows, d.symbol_kind])).toEqual([
      ['AAA', 2, 'etf'],
      ['BBB', 1, 'etf'],
    ]);
  });

  it('asks how ambiguous dates are written, then reads them so', async () => {
    await renderData();
    dropFile('XYZ_prices.csv', 'Date,Open,High,Low,Close\n03/04/2020,1,2,1,2\n04/04/2020,2,3,2,3\n');
    const panel = await screen.findByRole('region', { name: 'XYZ_prices.csv' }, SLOW);
    expect(within(panel).getByText(/could be day first or month first/)).toBeTruthy();
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Dates are' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Day first (31/12/2020)' }));
    const preview = await screen.findByRole('region', { name: 'XYZ_prices.csv' }, SLOW);
    await waitFor(() => expect(within(preview).getByText('2 rows from 2020-04-03 to 2020-04-04')).toBeTruthy(), SLOW);
    expect(within(preview).getByText(/Dates read day first \(03\/04\/2020\), as you chose/)).toBeTruthy();
    expect((within(preview).getByRole('textbox', { name: 'Symbol' }) as HTMLInputElement).value).toBe('XYZ');
  });

  it('joins several files of one symbol dropped together', async () => {
    await renderData();
    const a = 'Date,Open,High,Low,Close\n2020-12-30,1,2,1,2\n2020-12-31,2,3,2,3\n';
    const b = 'Date,Open,High,Low,Close\n2020-12-31,2,3,2,3\n2021-01-04,3,4,3,4\n';
    fireEvent.drop(screen.getByRole('region', { name: /^Drop a CSV file here/ }), {
      dataTransfer: { files: [new File([b], 'QQQ-2021.csv'), new File([a], 'QQQ-2020.csv')], types: ['Files'] },
    });
    const preview = await screen.findByRole('region', { name: 'QQQ-2020.csv + QQQ-2021.csv' }, SLOW);
    expect(within(preview).getByText('3 rows from 2020-12-30 to 2021-01-04')).toBeTruthy();
    expect(within(preview).getByText(/Joined 2 files into one history/)).toBeTruthy();
    expect((within(preview).getByRole('textbox', { name: 'Symbol' }) as HTMLInputElement).value).toBe('QQQ');
  });

  it('explains that a server connection has no data library', async () => {
    renderApp(<DataScreen />, { ...(await createTestConnection()), label: 'Server', kind: 'server', library: null });
    expect(screen.getByText(/The data library and dropped CSVs work in the “In this browser” connection/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^Drop a CSV file here/ })).toBeNull();
  });

  it('refuses a file that is not a CSV', async () => {
    await renderData();
    dropFile('chart.png', 'not really a png', 'image/png');
    expect((await screen.findByText(/"chart\.png" is not a CSV file/)).textContent).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'chart.png' })).toBeNull();
  });
});
