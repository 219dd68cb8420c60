import type { AverageYear, BestWindowsAnswer, WindowAnswer } from '../../../contract/seasonality-window.ts';
import { monthDayAt } from '../../../contract/seasonality-window.ts';
import { civilFromDays, dayNumber } from '../../../engine/series/civil.ts';
import type { HandlersOf } from '../../endpoint-router.ts';
import type { ServicePorts } from '../../ports.ts';
import { AnalyticsServiceError } from '../analytics-error.ts';
import {
  averageYear,
  bestWindows,
  calendarDaysOf,
  dayCloses,
  entryDate,
  exitDate,
  returnOver,
  windowDays,
  windowReturns,
  windowStats,
} from './calendar-window.ts';
import { resolveYears, seasonalityBars } from './years.ts';

const DEFAULT_BENCHMARK = 'SPX';
const DEFAULT_SESSIONS = 20;
const DEFAULT_MIN_YEARS = 10;
const DEFAULT_LIMIT = 10;

/** Our extension (issue 17): the average year on a calendar axis, a window's statistics, the best windows. */
export function calendarWindowHandlers(
  ports: Pick<ServicePorts, 'marketData' | 'clock'>,
): HandlersOf<'GET /seasonality/average-year' | 'GET /seasonality/window' | 'GET /seasonality/best-windows'> {
  async function tickerYears<Q extends { ticker: string; start_year?: number; end_year?: number }>(query: Q) {
    const bars = await seasonalityBars(ports.marketData, query.ticker);
    const thisYear = civilFromDays(dayNumber(ports.clock.now())).year;
    const span = resolveYears(bars, query.ticker, thisYear, query.start_year, query.end_year);
    return { query, closes: dayCloses(bars), span };
  }

  return {
    'GET /seasonality/average-year': async (input) => {
      const { query, closes, span } = await tickerYears(input.query);
      const path = averageYear(closes, span);
      const data: AverageYear = {
        ticker: query.ticker,
        start_year: span.startYear,
        end_year: span.endYear,
        years: path.years,
        points: path.mean.map((mean, i) => ({ date: monthDayAt(i), mean })),
        latest: path.latest && {
          year: path.latest.year,
          points: path.latest.values.map((value, i) => ({ date: monthDayAt(i), value })),
        },
      };
      return { code: 200, data };
    },

    'GET /seasonality/window': async (input) => {
      const { query, closes, span } = await tickerYears(input.query);
      const benchmark = query.benchmark ?? DEFAULT_BENCHMARK;
      const benchmarkBars = await ports.marketData.bars(benchmark);
      if (!benchmarkBars || benchmarkBars.time.length < 2)
        throw AnalyticsServiceError.field('benchmark', `no price data for ${benchmark}: pick another benchmark`);
      const benchmarkCloses = dayCloses(benchmarkBars);
      const rows = windowReturns(closes, span, query.from, query.to);
      const years = rows.map((r) => {
        const { start, end } = windowDays(r.year, query.from, query.to);
        return {
          year: r.year,
          entry_date: entryDate(r),
          exit_date: exitDate(r),
          return_pct: r.returnPct,
          benchmark_return_pct: returnOver(benchmarkCloses, start, end)?.pct ?? null,
        };
      });
      const benchmarkRows = years.flatMap((y) =>
        y.benchmark_return_pct === null ? [] : [{ year: y.year, returnPct: y.benchmark_return_pct }],
      );
      const data: WindowAnswer = {
        ticker: query.ticker,
        benchmark,
        from: query.from,
        to: query.to,
        start_year: span.startYear,
        end_year: span.endYear,
        years,
        stats: windowStats(rows),
        benchmark_stats: windowStats(benchmarkRows),
      };
      return { code: 200, data };
    },

    'GET /seasonality/best-windows': async (input) => {
      const { query, closes, span } = await tickerYears(input.query);
      const sessions = query.sessions ?? DEFAULT_SESSIONS;
      const rankBy = query.rank_by ?? 'mean';
      const minYears = query.min_years ?? DEFAULT_MIN_YEARS;
      const windows = bestWindows(closes, span, {
        sessions,
        rankBy,
        minYears,
        limit: query.limit ?? DEFAULT_LIMIT,
      });
      const data: BestWindowsAnswer = {
        ticker: query.ticker,
        start_year: span.startYear,
        end_year: span.endYear,
        sessions,
        calendar_days: calendarDaysOf(sessions),
        rank_by: rankBy,
        min_years: minYears,
        windows,
      };
      return { code: 200, data };
    },
  };
}
