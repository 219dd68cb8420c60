import type { z } from 'zod';
import type {
  SymbolBetaData,
  SymbolColumnsRow,
  SymbolCorrData,
  SymbolCorrRequestSchema,
} from '../../../contract/index.ts';
import type { CommonReturns } from '../../../engine/correlation/index.ts';
import {
  classifyBeta,
  commonReturns,
  correlationMatrix,
  rollingBeta,
  rollingCorrelation,
} from '../../../engine/correlation/index.ts';
import { isoDay } from '../../../engine/series/bars.ts';
import type { MarketData } from '../../ports.ts';
import { AnalyticsServiceError } from '../analytics-error.ts';
import { dayStart, pricesOf } from './prices.ts';

export type SymbolCorrBody = z.output<typeof SymbolCorrRequestSchema>;

interface Aligned {
  symbols: string[];
  common: CommonReturns;
}

/** The benchmark first, then each comparison once; their returns on the dates all of them share. */
async function align(marketData: MarketData, body: SymbolCorrBody): Promise<Aligned> {
  const comparisons = [...new Set(body.stock_comparison)].filter((s) => s !== body.benchmark);
  if (comparisons.length === 0)
    throw AnalyticsServiceError.field('stock_comparison', 'name at least one symbol other than the benchmark');
  const symbols = [body.benchmark, ...comparisons];
  const bars = await pricesOf(marketData, [
    { field: 'benchmark', symbol: body.benchmark },
    ...comparisons.map((symbol) => ({ field: 'stock_comparison', symbol })),
  ]);
  const common = commonReturns(bars, dayStart(body.start_date), dayStart(body.end_date));
  const n = common.time.length;
  if (n < body.roll_window)
    throw new AnalyticsServiceError(
      411,
      `${symbols.join(', ')} share ${n} daily returns between ${body.start_date} and ${body.end_date}; ` +
        `roll_window ${body.roll_window} needs at least ${body.roll_window}`,
    );
  const flat = symbols.filter((_, i) => common.returns[i].every((r) => r === 0));
  if (flat.length)
    throw new AnalyticsServiceError(
      411,
      `${flat.join(', ')} did not move between ${body.start_date} and ${body.end_date}`,
    );
  return { symbols, common };
}

const timestamp = (time: number) => `${isoDay(time)}T00:00:00`;

/** Sets a column only when the value is defined: a window where a series did not move has no r (JSON has no NaN). */
function put(row: SymbolColumnsRow, column: string, value: number): void {
  if (Number.isFinite(value)) row[column] = value;
}

/** `/symbol_corr`: the matrix over the whole window and each comparison's rolling r against the benchmark. */
export async function symbolCorrelation(marketData: MarketData, body: SymbolCorrBody): Promise<SymbolCorrData> {
  const { symbols, common } = await align(marketData, body);
  const matrix = correlationMatrix(common.returns);
  const corr_matrix = symbols.map((row, i) => {
    const entry: SymbolColumnsRow = { index: row };
    symbols.forEach((column, j) => put(entry, column, i === j ? 1 : matrix[i][j]));
    return entry;
  });
  const bench = common.returns[0];
  const rolling = symbols.slice(1).map((_, k) => rollingCorrelation(common.returns[k + 1], bench, body.roll_window));
  const corr_roll: SymbolColumnsRow[] = [];
  for (let t = body.roll_window - 1; t < common.time.length; t++) {
    const row: SymbolColumnsRow = { Date: timestamp(common.time[t]) };
    symbols.slice(1).forEach((s, k) => put(row, s, rolling[k][t]));
    row.stock_price = common.closes[0][t];
    corr_roll.push(row);
  }
  return { corr_matrix, corr_roll };
}

/** `/symbol_beta`: each comparison's rolling beta against the benchmark, and the class of its latest beta. */
export async function symbolBeta(marketData: MarketData, body: SymbolCorrBody): Promise<SymbolBetaData> {
  const { symbols, common } = await align(marketData, body);
  const comparisons = symbols.slice(1);
  const betas = comparisons.map((_, k) => rollingBeta(common.returns[k + 1], common.returns[0], body.roll_window));
  const beta_roll: SymbolColumnsRow[] = [];
  for (let t = body.roll_window - 1; t < common.time.length; t++) {
    const row: SymbolColumnsRow = { Date: timestamp(common.time[t]) };
    comparisons.forEach((s, k) => {
      put(row, s, betas[k][t]);
      row[`${s}_price`] = common.closes[k + 1][t];
    });
    row.stock_price = common.closes[0][t];
    beta_roll.push(row);
  }
  const last = common.time.length - 1;
  const latest = comparisons.flatMap((symbol, k) => {
    const beta = betas[k][last];
    const kind = classifyBeta(beta);
    return kind ? [{ symbol, beta, class: kind, Date: timestamp(common.time[last]) }] : [];
  });
  return { beta_roll, latest };
}
