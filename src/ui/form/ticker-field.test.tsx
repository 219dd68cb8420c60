// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatasetSummary } from '../../contract/index.ts';
import type { TickerOptions } from './library-tickers.ts';
import type { TickerFieldProps } from './ticker-field.tsx';
import { TickerField } from './ticker-field.tsx';

const SPX: DatasetSummary = {
  symbol: 'SPX',
  kind: 'price',
  source: 'sample',
  origin: 'bundled sample',
  rows: 5000,
  first: '2000-01-03',
  last: '2020-04-17',
};

function library(datasets: DatasetSummary[], state: Partial<TickerOptions> = {}): TickerOptions {
  return {
    symbols: datasets.map((d) => d.symbol),
    info: (symbol) => datasets.find((d) => d.symbol === symbol.toUpperCase()),
    known: datasets.length > 0,
    loading: false,
    failed: false,
    ...state,
  };
}

/** The field as a form holds it: the value in state, what it reports shown beside it. */
function Harness(props: Omit<TickerFieldProps, 'value' | 'onChange' | 'label'> & { start?: string }) {
  const [value, setValue] = useState(props.start ?? '');
  return (
    <>
      <TickerField label="Symbol" value={value} onChange={setValue} {...props} />
      <output aria-label="Value">{value}</output>
    </>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Symbol' });
const value = () => screen.getByRole('status', { name: 'Value' }).textContent;

afterEach(cleanup);

describe('TickerField', () => {
  it('makes typed text a ticker: upper case, spaces dropped', async () => {
    const user = userEvent.setup();
    render(<Harness library={library([])} />);
    await user.type(field(), 'br k');
    expect(value()).toBe('BRK');
    expect(field()).toHaveProperty('value', 'BRK');
  });

  it('offers the library’s datasets with their spans, and names the span of the one picked', async () => {
    const user = userEvent.setup();
    render(<Harness library={library([SPX])} />);
    expect(screen.getByText('Pick a dataset of the data library or type a ticker')).toBeTruthy();
    await user.click(field());
    const option = await screen.findByRole('option', { name: /SPX/ });
    expect(option.textContent).toBe('SPX2000-01-03 to 2020-04-17');
    await user.click(option);
    expect(value()).toBe('SPX');
    expect(screen.getByText('Prices from 2000-01-03 to 2020-04-17')).toBeTruthy();
  });

  it('says what to type when the library is empty or could not be listed', () => {
    render(<Harness library={library([])} />);
    expect(screen.getByText('A ticker the connection has prices for')).toBeTruthy();
    cleanup();
    render(<Harness library={library([], { failed: true })} />);
    expect(screen.getByText('The data library could not be listed; type a ticker')).toBeTruthy();
  });

  it('offers plain options without a library, and an error replaces the help', async () => {
    const user = userEvent.setup();
    render(<Harness options={['AAPL', 'MSFT']} helperText="starts with" error="Enter a symbol" />);
    expect(screen.getByText('Enter a symbol')).toBeTruthy();
    expect(screen.queryByText('starts with')).toBeNull();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    await user.click(field());
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['AAPL', 'MSFT']);
  });
});
