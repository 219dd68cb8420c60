// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CpmTask } from '../../contract/index.ts';
import { createTestConnection } from '../../testing/test-connection.ts';
import { renderCpm, ROUNDING_BOTTOM, runTask, SLOW, theForm } from './test-helpers.tsx';

afterEach(cleanup);

/** The plain median: the middle value, or the mean of the middle two. */
function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

function figure(label: string): string {
  const group = within(screen.getByRole('region', { name: 'Summary figures' })).getByRole('group', { name: label });
  return group.textContent!.slice(label.length);
}

async function showTable(region: HTMLElement): Promise<HTMLElement[]> {
  await userEvent.click(within(region).getByRole('button', { name: 'Table' }));
  return within(within(region).getByRole('table')).getAllByRole('row');
}

describe('Pattern matching: a task’s page', () => {
  it('runs from the form to the matches, the fan, the overlay and the trades', async () => {
    const connection = await createTestConnection();
    renderCpm(connection);
    const f = theForm();
    await within(f.form).findByRole('radio', { name: 'Rounding bottom' }, SLOW);
    await userEvent.click(f.run);
    expect(await screen.findByRole('heading', { name: 'Rounding bottom on SPX' }, SLOW)).toBeTruthy();
    await screen.findByRole('region', { name: 'Summary figures' }, SLOW);

    // The figures against the task's own trades, worked out here.
    const list = await connection.analytics.cpmTasks({ limit: 1, offset: 0 });
    const task = await connection.analytics.cpmTask(list.tasks[0].task_id);
    const data = task.result!.data!;
    const trades = data.backtest_info!.trades;
    const wins = trades.filter((t) => t.EachReturn > 0).length;
    expect(figure('Matches')).toBe(String(data.patterns.length));
    expect(figure('Trades')).toBe(String(trades.length));
    expect(figure('Win rate')).toBe(`${((wins / trades.length) * 100).toFixed(2)}%`);
    const compounded = (trades.reduce((g, t) => g * (1 + t.EachReturn / 100), 1) - 1) * 100;
    expect(figure('Total return')).toBe(`${compounded > 0 ? '+' : '-'}${Math.abs(compounded).toFixed(2)}%`);

    // Every match in the table, best first; sorting by correlation ascending puts the weakest on top.
    const matches = within(screen.getByRole('region', { name: 'Matches' })).getByRole('table', { name: 'Matches' });
    const rows = within(matches).getAllByRole('row');
    expect(rows).toHaveLength(data.patterns.length + 1);
    const best = data.patterns[0];
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '1',
      best.StartDate,
      best.EndDate,
      `${best.Corr.toFixed(2)}%`,
      best.Close.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      '60',
    ]);
    await userEvent.click(within(matches).getByRole('button', { name: 'Correlation' }));
    const weakest = Math.min(...data.patterns.map((p) => p.Corr));
    expect(within(matches).getAllByRole('row')[1].textContent).toContain(`${weakest.toFixed(2)}%`);

    // The fan: at bar 10, the plain median of (close 10 bars after / the match's last close x 100).
    const fan = screen.getByRole('region', { name: 'What followed the matches' });
    expect(within(fan).getByRole('img', { name: /over 21 bars; median \d+\.\d\d after 21 bars$/ })).toBeTruthy();
    const fanRows = await showTable(fan);
    expect(fanRows).toHaveLength(22 + 1);
    const paths = data.chart!.paths;
    const atTen = paths
      .filter((p) => p.after.length >= 10)
      .map((p) => (p.after[9] / p.window[p.window.length - 1]) * 100);
    const cells = within(fanRows[11]).getAllByRole('cell');
    expect(cells[0].textContent).toBe('10');
    expect(cells[1].textContent).toBe(String(atTen.length));
    expect(cells[2].textContent).toBe(median(atTen).toFixed(2));
    expect(within(fanRows[1]).getAllByRole('cell')[2].textContent).toBe('100.00');

    // The overlay: the saucer's template is highest (1) at both ends and lowest (0) in the middle of its 60 bars.
    const overlay = screen.getByRole('region', { name: 'Matches overlaid on the template' });
    const overlayRows = await showTable(overlay);
    expect(overlayRows).toHaveLength(60 + 1);
    expect(within(overlayRows[1]).getAllByRole('cell')[1].textContent).toBe('1.000');
    expect(within(overlayRows[60]).getAllByRole('cell')[1].textContent).toBe('1.000');
    // A match's own window, scaled by hand: its first close against its low and high.
    const w = paths[0].window;
    const scaled = (w[0] - Math.min(...w)) / (Math.max(...w) - Math.min(...w));
    expect(within(overlayRows[1]).getAllByRole('cell')[3].textContent).toBe(scaled.toFixed(3));

    // The trades, one row each, and the price chart's accessible name with the match count.
    const tradeTable = within(screen.getByRole('region', { name: 'Trades' })).getByRole('table', { name: 'Trades' });
    expect(within(tradeTable).getAllByRole('row')).toHaveLength(trades.length + 1);
    expect(
      screen.getByRole('img', {
        name: new RegExp(
          `^SPX close from \\d{4}-\\d\\d-\\d\\d to 2020-04-17 with the ${data.count} matched windows shaded$`,
        ),
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit and run again' }).getAttribute('href')).toBe(
      `/cpm?from=${task.task_id}`,
    );
  }, 30_000);

  it('says plainly when no window matched (code 407), with what to change', async () => {
    const connection = await createTestConnection();
    const id = await runTask(connection, { ...ROUNDING_BOTTOM, system_pattern: 'triple_tap' });
    renderCpm(connection, `/cpm/tasks/${id}`);
    const notice = (await screen.findByText('No window matched', {}, SLOW)).closest<HTMLElement>('[role="status"]')!;
    expect(notice.textContent).toMatch(/Lower the minimum correlation \(now 75%\) or pick another pattern/);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Summary figures' })).toBeNull();
  });

  it('fills the form back in with “Edit and run again”', async () => {
    const connection = await createTestConnection();
    const id = await runTask(
      connection,
      { symbol: 'SPX', corr_per: 80, time_in_market: 10, start_date: '2020-01-02', end_date: '2020-04-17' },
      'scan',
    );
    renderCpm(connection, `/cpm/tasks/${id}`);
    await userEvent.click(await screen.findByRole('link', { name: 'Edit and run again' }, SLOW));
    const f = theForm();
    expect((within(f.form).getByRole('radio', { name: 'Customize' }) as HTMLInputElement).checked).toBe(true);
    expect(f.field('Template start date').value).toBe('2020-01-02');
    expect(f.field('Template end date').value).toBe('2020-04-17');
    expect(f.field('Minimum correlation (%)').value).toBe('80');
    expect(f.field('Time in market (bars)').value).toBe('10');
    expect(f.field('Run as').value).toBe('scan');
  });

  it('shows a failed task’s error word for word beside its settings', async () => {
    const connection = await createTestConnection();
    const failed: CpmTask = {
      task_id: 'abc',
      status: 'FAILED',
      mode: 'backtest',
      username: 'local',
      created_at: '2026-01-02T03:04:05',
      params: JSON.stringify(ROUNDING_BOTTOM),
      error: 'the worker stopped',
    };
    vi.spyOn(connection.analytics, 'cpmTask').mockResolvedValue(failed);
    renderCpm(connection, '/cpm/tasks/abc');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toBe('The pattern match failedthe worker stopped');
    const settings = screen.getByRole('region', { name: 'Settings' });
    expect(within(settings).getByText('Minimum correlation').nextSibling?.textContent).toBe('75%');
    expect(within(settings).getByText('Pattern length').nextSibling?.textContent).toBe('60 bars');
  });
});
