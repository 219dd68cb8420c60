import { expect } from '@playwright/test';
import type { Locator } from '@playwright/test';

/*
 * A backtest result as src/ui/backtest-result draws it (a task's page or the builder's instant CSV run): figures are
 * groups named by their label, charts are images named by what they show, trades are a table named "Trades".
 */

/** The value of a labelled figure, such as "Total Trades" or "Win Rate". */
export function figure(scope: Locator, label: string): Locator {
  return scope.getByRole('group', { name: label, exact: true }).locator('div').last();
}

/** A figure read as a number ("1,234" → 1234, "+12.3%" → 12.3). */
export async function figureNumber(scope: Locator, label: string): Promise<number> {
  const text = (await figure(scope, label).textContent()) ?? '';
  return Number(text.replace(/[,%+\s]/g, '').replace('−', '-'));
}

export function tradeTable(scope: Locator): Locator {
  return scope.getByRole('table', { name: 'Trades', exact: true });
}

/** The body rows of the trade table (the header row has column headers, not cells). */
export function tradeRows(scope: Locator): Locator {
  return tradeTable(scope)
    .getByRole('row')
    .filter({ has: scope.page().getByRole('cell') });
}

export function equityChart(scope: Locator): Locator {
  return scope.getByRole('img', { name: /^Equity of the strategy against buy and hold/ });
}

/** Figures, equity chart and trades of a result with trades. Returns the number of trades. */
export async function expectResultWithTrades(scope: Locator): Promise<number> {
  await expect(scope.getByRole('region', { name: 'Performance figures' })).toBeVisible();
  for (const label of ['Total Return', 'Sharpe Ratio', 'Max Drawdown', 'Win Rate', 'Total Trades'])
    await expect(figure(scope, label), label).toHaveText(/\d/);
  const trades = await figureNumber(scope, 'Total Trades');
  expect(trades, 'Total Trades').toBeGreaterThan(0);

  const chart = equityChart(scope);
  await expect(chart).toBeVisible();
  // lightweight-charts draws into canvases inside the image; "Chart unavailable" would mean it could not.
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect(scope.getByText(/Chart unavailable/)).toHaveCount(0);

  await expect(scope.getByRole('region', { name: `Trades (${trades})` })).toBeVisible();
  await expect(tradeRows(scope).first()).toBeVisible();
  expect(await tradeRows(scope).count()).toBe(Math.min(trades, 25));
  return trades;
}
