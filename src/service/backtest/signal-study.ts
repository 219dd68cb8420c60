import type { SignalStudyParams, SignalStudyResponse, StrategyParamsInput } from '../../contract/index.ts';
import { DEFAULT_STUDY_HORIZONS } from '../../contract/index.ts';
import { returnsAt, signalInference, signalStudy } from '../../engine/study/signal-study.ts';
import { barLabel } from '../../engine/series/bars.ts';
import type { Bars } from '../../engine/series/bars.ts';
import { ServiceError } from '../errors.ts';
import type { MarketData } from '../ports.ts';
import { loadBars } from './load-bars.ts';
import type { ResolvedStrategy } from './resolve-strategy.ts';
import { resolveStrategy } from './resolve-strategy.ts';
import { blockActions, strategyWindow } from './run-backtest.ts';

/** The study's own fields of a parsed body, its horizons in order; the rest is StrategyParams. */
function splitBody(body: SignalStudyParams): { strategy: StrategyParamsInput; horizons: number[]; minGap: number } {
  const { horizons, min_gap, ...strategy } = body;
  return {
    strategy,
    horizons: [...(horizons ?? DEFAULT_STUDY_HORIZONS)].sort((a, b) => a - b),
    minGap: min_gap ?? 0,
  };
}

/**
 * Only a plain Error is a sentence about the request's data (no price data, coarser bars, a missing sentiment series);
 * anything else (a TypeError, a RangeError) is a fault of ours and stays a 500.
 */
const isDataProblem = (error: unknown): error is Error => error instanceof Error && error.constructor === Error;

async function studyBars(strategy: ResolvedStrategy, marketData: MarketData): Promise<Bars> {
  const { merged } = strategy;
  try {
    return await loadBars(strategy.input, merged, marketData);
  } catch (error) {
    if (!isDataProblem(error)) throw error;
    const field = / frequency /.test(error.message) ? 'frequency' : merged.csv_mode ? 'csv_data' : 'symbol';
    throw ServiceError.field(field, error.message);
  }
}

/** `POST /backtest/signal_study`: resolves the strategy as a backtest would, then studies its entry signals. */
export async function signalStudyResponse(
  body: SignalStudyParams,
  marketData: MarketData,
  today: string,
): Promise<SignalStudyResponse> {
  const { strategy: params, horizons, minGap } = splitBody(body);
  const strategy = await resolveStrategy(params, marketData, today);
  const { merged } = strategy;
  const bars = await studyBars(strategy, marketData);

  const window = strategyWindow(merged, bars);
  if (!window) {
    const what = merged.csv_mode ? 'csv_data' : merged.symbol;
    throw ServiceError.field(
      'start_date',
      `no bars of ${what} fall between ${merged.start_date} and ${merged.end_date}; choose dates the data covers`,
    );
  }

  let entry: Uint8Array;
  try {
    entry = await blockActions(strategy.entry, bars, marketData);
  } catch (error) {
    if (!isDataProblem(error)) throw error;
    throw ServiceError.field('entry', error.message);
  }

  const outcome = signalStudy({
    close: bars.close,
    high: bars.high,
    low: bars.low,
    entry,
    from: window.from,
    to: window.to,
    horizons,
    minGap,
  });
  return {
    signals: outcome.signals.map(({ index, close, returns, max_gain_pct, max_loss_pct }) => ({
      date: barLabel(bars.time[index]),
      close,
      returns,
      max_gain_pct,
      max_loss_pct,
    })),
    summary: outcome.summary.map((row) => ({
      ...row,
      ...signalInference(returnsAt(outcome.signals, row.horizon)),
    })),
    baseline: outcome.baseline,
  };
}
