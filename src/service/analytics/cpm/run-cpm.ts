import type {
  CpmBacktestInfo,
  CpmChartData,
  CpmMatchRecord,
  CpmMode,
  CpmResult,
  CpmTradeRecord,
} from '../../../contract/index.ts';
import type { CpmBacktest, CpmMatch } from '../../../engine/cpm/index.ts';
import { backtestMatches, scanPattern } from '../../../engine/cpm/index.ts';
import type { Bars } from '../../../engine/series/bars.ts';
import { isoDay } from '../../../engine/series/bars.ts';
import type { ResolvedCpm } from './resolve-cpm.ts';

/** Matches whose closes travel with the answer for the overlay and the fan (the best ones; the table has all). */
export const CHART_PATH_LIMIT = 100;

function matchRecord(bars: Bars, m: CpmMatch): CpmMatchRecord {
  return {
    StartDate: isoDay(bars.time[m.start]),
    EndDate: isoDay(bars.time[m.end]),
    Corr: m.corr,
    Close: bars.close[m.end],
    BarsNum: m.end - m.start + 1,
  };
}

function backtestInfo(bars: Bars, test: CpmBacktest): CpmBacktestInfo {
  const trades: CpmTradeRecord[] = test.trades.map((t) => ({
    StartDate: isoDay(bars.time[t.match.start]),
    EndDate: isoDay(bars.time[t.match.end]),
    'Correlation Percentage': Math.round(t.match.corr * 1e4) / 1e4,
    Close: t.entryPrice,
    BarsNum: t.match.end - t.match.start + 1,
    EachReturn: t.returnPct,
    ExitDate: isoDay(bars.time[t.exitIndex]),
    ExitPrice: t.exitPrice,
    MaxGain: t.maxGainPct,
    MaxLoss: t.maxLossPct,
    MarketCondition: t.marketCondition,
  }));
  return {
    'TOTAL RETURN': test.totalReturn,
    'MEDIAN RETURN': test.medianReturn,
    'AVERAGE RETURN': test.averageReturn,
    'WIN RATE': test.winRate,
    'AVERAGE WIN': test.averageWin,
    'AVERAGE LOSS': test.averageLoss,
    'TOTAL TRADES': test.totalTrades,
    'TOTAL POSITIVE': test.totalPositive,
    'TOTAL NEGATIVE': test.totalNegative,
    'BUY & HOLD': test.buyAndHold,
    'TIME IN MARKET': test.timeInMarket,
    trades,
  };
}

function chartData(resolved: ResolvedCpm, matches: readonly CpmMatch[]): CpmChartData {
  const { bars, template, templateRange, searchFrom, params } = resolved;
  const from = Math.min(searchFrom, templateRange?.from ?? searchFrom);
  const dates: string[] = [];
  for (let i = from; i < bars.time.length; i++) dates.push(isoDay(bars.time[i]));
  const close = Array.from(bars.close.subarray(from));
  const paths = matches.slice(0, CHART_PATH_LIMIT).map((m) => ({
    window: Array.from(bars.close.subarray(m.start, m.end + 1)),
    after: Array.from(bars.close.subarray(m.end + 1, Math.min(bars.time.length, m.end + 1 + params.time_in_market))),
  }));
  return {
    template: Array.from(template),
    ...(templateRange && {
      template_dates: dates.slice(templateRange.from - from, templateRange.to - from + 1),
    }),
    prices: { dates, close },
    paths,
  };
}

/** Scans (and in `backtest` mode trades) a resolved request: code 200 with the matches, 407 when none. */
export function runCpm(resolved: ResolvedCpm, mode: CpmMode): CpmResult {
  const { params, bars, template, templateRange, searchFrom } = resolved;
  const matches = scanPattern(bars.close, template, {
    searchFrom,
    minCorr: params.corr_per,
    ...(templateRange && { exclude: templateRange }),
    excludeOverlap: params.exclude_overlap === 1,
    ...(params.ma_condition !== 0 && { ma: { period: params.ma!, condition: params.ma_condition } }),
  });
  if (matches.length === 0)
    return {
      code: 407,
      msg: `no window of ${params.symbol} matches the ${resolved.pattern ?? 'chosen'} pattern at ${params.corr_per}% or more`,
      data: null,
    };
  return {
    code: 200,
    msg: `${matches.length} matches`,
    data: {
      count: matches.length,
      patterns: matches.map((m) => matchRecord(bars, m)),
      ...(mode === 'backtest' && {
        backtest_info: backtestInfo(
          bars,
          backtestMatches(bars, matches, {
            timeInMarket: params.time_in_market,
            direction: params.direction,
            searchFrom,
          }),
        ),
      }),
      chart: chartData(resolved, matches),
    },
  };
}
