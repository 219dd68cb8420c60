// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScannerBacktestTask } from '../../contract/index.ts';
import { createTestConnection } from '../../testing/test-connection.ts';
import { DEFAULT_REQUEST, figure, renderScannerBacktest, RUN, runTask, SLOW, theForm } from './test-helpers.tsx';

afterEach(cleanup);

/** YYYY-MM-DD from a sample's date: most write it so, MSFT.csv writes M/D/YYYY. */
function isoDate(text: string): string {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  return us ? `${us[3]}-${us[1].padStart(2, '0')}-${us[2].padStart(2, '0')}` : text;
}

/** A bundled sample's close on each day, read here from the CSV (Date first, Close fifth). */
function closes(symbol: string): Map<string, number> {
  const text = readFileSync(join(import.meta.dirname, `../../../public/samples/${symbol}.csv`), 'utf8');
  const map = new Map<string, number>();
  for (const line of text.trim().split(/\r?\n/).slice(1)) {
    const cells = line.split(',');
    map.set(isoDate(cells[0]), Number(cells[4]));
  }
  return map;
}

const wholeNumber = (text: string) => Number(text.replace(/,/g, ''));

// A run scans a year of every bundled stock in this process: slow on a busy machine.
describe('Scanner backtest: a task’s page', { timeout: 180_000 }, () => {
  it('runs from the form to the figures, the equity, the trades and the daily actions', async () => {
    const connection = await createTestConnection();
    renderScannerBacktest(connection);
    const f = theForm();
    await userEvent.type(f.field('Name'), 'Default year');
    await userEvent.click(f.run);
    expect(await screen.findByRole('heading', { name: 'Default year' }, RUN)).toBeTruthy();
    await screen.findByRole('region', { name: 'Statistics' }, RUN);
    expect(screen.getByText('SUCCESS')).toBeTruthy();

    // Every figure of spec 2.9 is there, in its unit.
    expect(figure('Total return (%)')).toMatch(/^[+-]?\d+\.\d\d%$/);
    expect(figure('Win rate (%)')).toMatch(/^\d+\.\d\d%$/);
    expect(figure('Max risk (% drawdown)')).toMatch(/^(-\d+\.\d\d|0\.00)%$/);
    expect(figure('Z-score')).toMatch(/^-?\d+\.\d\d$/);
    expect(figure('Average position (money)')).toMatch(/^[\d,]+\.\d\d$/);
    for (const label of [
      'Median trade return (%)',
      'Average trade return (%)',
      'Average win (%)',
      'Average loss (%)',
      'Time in market (% of days)',
      'Std. dev. of trades (%)',
      'Buy and hold (%)',
    ])
      expect(figure(label), label).toMatch(/^[+-]?\d+\.\d\d%$/);

    // The counts agree with each other and with the lists.
    const total = wholeNumber(figure('Total trades'));
    expect(total).toBeGreaterThan(0);
    expect(wholeNumber(figure('Total positive (trades)')) + wholeNumber(figure('Total negative (trades)'))).toBe(total);
    const trades = screen.getByRole('region', { name: 'Trades' });
    expect(within(trades).getByText(new RegExp(`^1–25 of ${total}$`))).toBeTruthy();
    const actions = screen.getByRole('region', { name: 'Daily actions' });
    // Every trade is bought once and sold once (the last day closes what is still open).
    expect(within(actions).getByRole('button', { name: `Buy (${total})` })).toBeTruthy();
    expect(within(actions).getByRole('button', { name: `Sell (${total})` })).toBeTruthy();

    // The first trade, checked against the bundled prices: in at the signal day's close; out at the close of its
    // exit day when its time ran out.
    const table = within(trades).getByRole('table', { name: 'Trades' });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    const first = within(table).getAllByRole('row')[1];
    const cell = (label: string) => within(first).getAllByRole('cell')[header.indexOf(label)].textContent!;
    const prices = closes(cell('Symbol'));
    expect(Number(cell('Entry price').replace(/,/g, ''))).toBeCloseTo(prices.get(cell('Entry date'))!, 2);
    if (cell('Exit reason') === 'time exhausted')
      expect(Number(cell('Exit price').replace(/,/g, ''))).toBeCloseTo(prices.get(cell('Exit date'))!, 2);

    // Sorting by return puts the worst trade first.
    await userEvent.click(within(table).getByRole('button', { name: 'Return (%)' }));
    const returns = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => Number(within(r).getAllByRole('cell')[header.indexOf('Return (%)')].textContent!.replace('%', '')));
    expect(returns).toEqual([...returns].sort((a, b) => a - b));

    // The equity's table ends where TOTAL RETURN says: capital x (1 + return).
    const equity = screen.getByRole('region', { name: 'Portfolio equity' });
    await userEvent.click(within(equity).getByRole('button', { name: 'Table' }));
    const rows = within(within(equity).getByRole('table')).getAllByRole('row');
    const lastEquity = Number(within(rows.at(-1)!).getAllByRole('cell')[1].textContent!.replace(/,/g, ''));
    const totalReturn = Number(figure('Total return (%)').replace('%', ''));
    expect(lastEquity).toBeCloseTo(100000 * (1 + totalReturn / 100), -1);
    expect(within(rows[1]).getAllByRole('cell')[0].textContent).toBe('2017-05-11');

    // The settings, every parameter with its default written out.
    const settings = screen.getByRole('region', { name: 'Settings' });
    const term = (label: string) => within(settings).getByText(label).nextSibling?.textContent;
    expect(term('Period')).toBe('2017-05-11 to 2018-05-11');
    expect(term('Signals')).toBe('All signals');
    expect(term('Long / short')).toBe('100% long / 0% short');
    expect(term('Capital per trade')).toBe('Kelly fraction');
    expect(term('Daily limit')).toBe('3 trades');
    expect(term('Rank picks by')).toBe('StdDev');
    expect(term('Profit target (%)')).toBe('No limit');

    // The list on the form's page has it, with its status.
    await userEvent.click(screen.getByRole('link', { name: 'Scanner backtest' }));
    const list = await screen.findByRole('region', { name: 'Scanner backtests' }, SLOW);
    const row = (await within(list).findByRole('link', { name: 'Default year' }, SLOW)).closest('tr')!;
    expect(within(row).getByText('SUCCESS')).toBeTruthy();
    expect(within(row).getByText('Stocks')).toBeTruthy();
    await userEvent.selectOptions(within(list).getByLabelText('Status'), 'FAILED');
    expect(await within(list).findByText('No scanner backtests with the status FAILED.', {}, SLOW)).toBeTruthy();
  });

  it('says plainly when nothing was traded (407) and leads back to the form as it was', async () => {
    const connection = await createTestConnection();
    // Trend scores run from 0 to 10: no pick has one of 11 to 12.
    const id = await runTask(connection, { ...DEFAULT_REQUEST, find_type: 'etf', trend_range: '11-12' });
    renderScannerBacktest(connection, `/scanner-backtest/tasks/${id}`);
    await screen.findByText('Nothing was traded', {}, RUN);
    const notice = screen.getAllByRole('status').find((s) => s.textContent?.startsWith('Nothing was traded'))!;
    expect(notice.textContent).toMatch(/The service says: no trades: /);
    expect(screen.queryByRole('region', { name: 'Statistics' })).toBeNull();

    await userEvent.click(within(notice).getByRole('link', { name: 'Edit and run again' }));
    expect(await screen.findByRole('note', {}, SLOW)).toBeTruthy();
    const f = theForm();
    expect(f.field('Universe').value).toBe('etf');
    expect(f.field('Trend score min').value).toBe('11');
    expect(f.field('Trend score max').value).toBe('12');
    expect(f.field('Start date').value).toBe('2017-05-11');
  });

  it('fills the form back in with every setting of the task', async () => {
    const connection = await createTestConnection();
    const id = await runTask(connection, {
      ...DEFAULT_REQUEST,
      start_date: '2018-01-02',
      end_date: '2018-03-29',
      signals: ['Symbol 4-Week High', 'MACDHistGap'],
      total_capital: 25000,
      long_short_ratio: '0.6/0.4',
      commission: 0.05,
      name: 'Again',
      stop_loss_range: '0-10',
      time_in_market_range: '5-1000000000',
      capital_allocate: '0.3',
      daily_limit: 1,
      rank_condition: 'WinRate',
    });
    renderScannerBacktest(connection, `/scanner-backtest/tasks/${id}`);
    await userEvent.click(await screen.findByRole('link', { name: 'Edit and run again' }, RUN));
    const f = theForm();
    expect(f.field('Start date').value).toBe('2018-01-02');
    expect(f.field('End date').value).toBe('2018-03-29');
    expect((within(f.form).getByRole('radio', { name: 'Choose signals' }) as HTMLInputElement).checked).toBe(true);
    expect(within(f.form).getByRole('button', { name: 'Symbol 4-Week High' })).toBeTruthy();
    expect(within(f.form).getByRole('button', { name: 'MACDHistGap' })).toBeTruthy();
    expect(f.field('Total capital').value).toBe('25000');
    expect(f.field('Long share').value).toBe('0.6');
    expect(f.field('Short share').value).toBe('0.4');
    expect(f.field('Commission (%)').value).toBe('0.05');
    expect(f.field('Name').value).toBe('Again');
    // A low bound of 0 on a stop (a size) is no limit, and reads back as blank.
    expect(f.field('Stop loss (%) min').value).toBe('');
    expect(f.field('Stop loss (%) max').value).toBe('10');
    // The "no limit" bound reads back as a blank side.
    expect(f.field('Time in market (days) min').value).toBe('5');
    expect(f.field('Time in market (days) max').value).toBe('');
    expect(f.field('Capital per trade').value).toBe('fixed');
    expect(f.field('Fixed share of equity').value).toBe('0.3');
    expect(f.field('Daily limit (trades)').value).toBe('1');
    expect(f.field('Rank picks by').value).toBe('WinRate');
  });

  it('shows a failed task’s error word for word beside its settings', async () => {
    const connection = await createTestConnection();
    const failed: ScannerBacktestTask = {
      task_id: 'abc',
      status: 'FAILED',
      username: 'local',
      created_at: '2026-01-02T03:04:05',
      params: JSON.stringify({ ...DEFAULT_REQUEST, name: 'Broken' }),
      error: 'the worker stopped',
    };
    vi.spyOn(connection.analytics, 'scannerBacktestTask').mockResolvedValue(failed);
    renderScannerBacktest(connection, '/scanner-backtest/tasks/abc');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toBe('The scanner backtest failedthe worker stopped');
    expect(screen.getByRole('heading', { name: 'Broken' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit and run again' })).toBeTruthy();
    const settings = screen.getByRole('region', { name: 'Settings' });
    expect(within(settings).getByText('Total capital').nextSibling?.textContent).toBe('100,000');
  });

  it('says when there is no such task, with the way back', async () => {
    renderScannerBacktest(await createTestConnection(), '/scanner-backtest/tasks/nope');
    expect(await screen.findByText('No scanner backtest with the id nope', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Scanner backtest' })).toBeTruthy();
  });
});
