import type { ScannerBacktestParams, ScannerBacktestResult } from '../../../contract/index.ts';
import type { PickFilters } from '../../../engine/scanner/portfolio/index.ts';
import { pickPassesFilters, simulatePortfolio } from '../../../engine/scanner/portfolio/index.ts';
import type { ScannerPick } from '../../../engine/scanner/types.ts';
import { SCANNER_CATEGORIES } from '../../../engine/scanner/types.ts';
import type { Bars } from '../../../engine/series/bars.ts';
import { indexRange } from '../scanner/bar-dates.ts';
import type { UniverseMember } from '../scanner/universe.ts';
import { BENCHMARK_SYMBOL } from '../scanner/universe.ts';
import type { MarketData } from '../../ports.ts';
import { resolveScannerBacktest } from './resolve-scanner-backtest.ts';
import { scannerBacktestData } from './scanner-backtest-data.ts';

function filtersOf(p: ScannerBacktestParams): PickFilters {
  return {
    ...(p.profit_target_range && { profitTarget: p.profit_target_range }),
    ...(p.stop_loss_range && { stopLoss: p.stop_loss_range }),
    ...(p.time_in_market_range && { timeInMarket: p.time_in_market_range }),
    ...(p.trend_range && { trend: p.trend_range }),
    ...(p.reltrend_range && { relTrend: p.reltrend_range }),
    ...(p.optix_range && { optix: p.optix_range }),
  };
}

/** What a long job may hear and be told while it runs: how far it is, and that it should stop. */
export interface JobEvents {
  /** The fraction done, 0..1. */
  progress?(fraction: number): void;
  /** Aborted when the task is cancelled: the job stops at its next check with Error('cancelled'). */
  signal?: AbortSignal;
}

/** How long the job works between two yields to the event loop (status requests and a cancel are answered then). */
const SLICE_MS = 40;

/**
 * Reports progress and, every SLICE_MS of work, lets the event loop run (a macrotask) so the service can answer
 * while the job runs in its own thread; stops with Error('cancelled') once the signal is aborted.
 */
class Pacer {
  private sliceStart = performance.now();

  constructor(private readonly events: JobEvents) {}

  async step(fraction: number): Promise<void> {
    this.events.progress?.(fraction);
    if (performance.now() - this.sliceStart >= SLICE_MS) {
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
      this.sliceStart = performance.now();
    }
    if (this.events.signal?.aborted) throw new Error('cancelled');
  }
}

/** The share of the progress bar the scan of the members takes; the portfolio simulation takes the rest. */
const SCAN_SHARE = 0.75;

/**
 * The scanner's picks of every member between the dates that pass the request's signals and ranges, by day. Both
 * pick lists (SwingAI and MidTermAI) are candidates: time_in_market_range chooses between them, and the portfolio
 * never holds a symbol twice. Progress moves one member at a time.
 */
async function picksByDay(
  members: readonly UniverseMember[],
  p: ScannerBacktestParams,
  pacer: Pacer,
): Promise<Map<string, ScannerPick[]>> {
  const filters = filtersOf(p);
  const signals = p.signals === 'All' ? null : new Set(p.signals);
  const byDay = new Map<string, ScannerPick[]>();
  for (let i = 0; i < members.length; i++) {
    await pacer.step((SCAN_SHARE * i) / members.length);
    const m = members[i]!;
    const [first, last] = indexRange(m.bars, p.start_date, p.end_date);
    if (first > last) continue;
    for (const category of SCANNER_CATEGORIES) {
      for (const pick of m.scanner().picksBetween(first, last, category)) {
        if (signals && !signals.has(pick.signal)) continue;
        if (!pickPassesFilters(pick, filters)) continue;
        const day = byDay.get(pick.date);
        if (day) day.push(pick);
        else byDay.set(pick.date, [pick]);
      }
    }
  }
  await pacer.step(SCAN_SHARE);
  return byDay;
}

/**
 * The portfolio backtest of spec 4.5 over resolved members: code 200 with the 2.9 figures, or 407 when no pick
 * passed the filters or none could be bought. `benchmark` (SPX) gives BUY and HOLD.
 */
export async function runScannerBacktest(
  params: ScannerBacktestParams,
  members: readonly UniverseMember[],
  benchmark: Bars | undefined,
  events: JobEvents = {},
): Promise<ScannerBacktestResult> {
  const pacer = new Pacer(events);
  const picks = await picksByDay(members, params, pacer);
  const noTrades = (why: string): ScannerBacktestResult => ({ code: 407, msg: `no trades: ${why}`, data: null });
  if (picks.size === 0) {
    return noTrades(
      `no scanner pick between ${params.start_date} and ${params.end_date} passed the signals and ranges asked for`,
    );
  }
  const result = simulatePortfolio(
    {
      bars: new Map(members.map((m) => [m.symbol, m.bars])),
      picksByDay: picks,
      startDate: params.start_date,
      endDate: params.end_date,
      ...(benchmark && { benchmark }),
    },
    {
      capital: params.total_capital,
      longShare: params.long_short_ratio.long,
      shortShare: params.long_short_ratio.short,
      commissionPct: params.commission,
      allocation: params.capital_allocate,
      dailyLimit: params.daily_limit,
      rankBy: params.rank_condition,
    },
  );
  await pacer.step(1);
  if (result.trades.length === 0) {
    return noTrades(
      'picks passed the filters, but none could be sized: a Kelly fraction of 0, a side with no share of the capital, or a price above the money',
    );
  }
  return { code: 200, msg: 'success', data: scannerBacktestData(result) };
}

/**
 * A task's whole work from its stored request: what the task runner and a server worker thread run. `events` hears
 * the progress and may cancel it (see JobEvents).
 */
export async function scannerBacktestJob(
  body: ScannerBacktestParams,
  marketData: MarketData,
  events: JobEvents = {},
): Promise<ScannerBacktestResult> {
  events.progress?.(0);
  const { params, members } = await resolveScannerBacktest(body, marketData);
  return runScannerBacktest(params, members, await marketData.bars(BENCHMARK_SYMBOL), events);
}
