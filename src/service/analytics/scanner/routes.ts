import type { ScannerItem } from '../../../contract/index.ts';
import { SIGNAL_CATEGORIES } from '../../../engine/scanner/types.ts';
import { SIGNALS } from '../../../engine/scanner/signals/index.ts';
import { isoDay } from '../../../engine/series/bars.ts';
import type { HandlersOf } from '../../endpoint-router.ts';
import type { ServicePorts } from '../../ports.ts';
import { AnalyticsServiceError } from '../analytics-error.ts';
import { indexOnDay, indexRange, lastDay } from './bar-dates.ts';
import { latestDayWithPicks } from './latest-day-with-picks.ts';
import { scannerItem } from './scanner-item.ts';
import type { UniverseMember } from './universe.ts';
import { loadUniverse, universeMember } from './universe.ts';

function predefinedSignals() {
  const signals = SIGNALS.map((s) => ({
    name: s.name,
    category: s.category,
    description: s.description,
    direction: s.direction,
  }));
  const categories = Object.fromEntries(
    SIGNAL_CATEGORIES.map((c) => [
      c,
      signals.filter((s) => s.category === c).map((s) => ({ name: s.name, description: s.description })),
    ]),
  );
  return { code: 200 as const, data: { signals, categories } };
}

function noData(ticker: string): AnalyticsServiceError {
  return new AnalyticsServiceError(
    404,
    `no daily price data for ${ticker}: load its prices (a CSV on the Data screen) or pick another ticker`,
  );
}

/** The latest date any member has a bar on. */
function latestDay(members: readonly UniverseMember[]): string | undefined {
  let latest: string | undefined;
  for (const m of members) {
    const d = lastDay(m.bars);
    if (latest === undefined || d > latest) latest = d;
  }
  return latest;
}

/** The stock scanner endpoints of spec 4.4. */
export function scannerHandlers(
  ports: ServicePorts,
): HandlersOf<
  | 'GET /smart-stock-scanner/get-predefined-signals'
  | 'GET /smart-stock-scanner/single/:ticker'
  | 'GET /smart-stock-scanner/latest-day-all'
> {
  return {
    'GET /smart-stock-scanner/get-predefined-signals': predefinedSignals,

    'GET /smart-stock-scanner/single/:ticker': async ({ params, query: q }) => {
      const ticker = params.ticker.trim().toUpperCase();
      const member = await universeMember(ports.marketData, ticker);
      if (!member) throw noData(ticker);
      const latest = lastDay(member.bars);
      // Without dates, the latest day; start_date alone runs to the latest day; end_date alone is that one day.
      const end = q.end_date ?? latest;
      const start = q.start_date ?? end;
      const [first, last] = indexRange(member.bars, start, end);
      if (first > last) {
        throw new AnalyticsServiceError(
          404,
          `${ticker} has no trading day from ${start} to ${end}; its data runs to ${latest}`,
        );
      }
      const picks = member.scanner().picksBetween(first, last, q.category);
      const scanner_data: ScannerItem[] = picks.map((p) =>
        scannerItem(p, member.bars, member.kind, q.include_backtest),
      );
      const as_of_date = isoDay(member.bars.time[last]);
      return { code: 200, data: { as_of_date, ticker, scanner_data } };
    },

    'GET /smart-stock-scanner/latest-day-all': async ({ query: q }) => {
      let members: UniverseMember[];
      if (q.ticker !== undefined) {
        const member = await universeMember(ports.marketData, q.ticker);
        if (!member) throw noData(q.ticker);
        members = [member];
      } else {
        members = await loadUniverse(ports.marketData);
        if (members.length === 0) {
          throw new AnalyticsServiceError(404, 'no symbol has daily price data: load prices on the Data screen first');
        }
      }
      const date = q.date ?? ((q.with_picks && latestDayWithPicks(members, q.category)) || latestDay(members)!);
      const scanner_data: ScannerItem[] = [];
      let scanned = 0;
      for (const m of members) {
        const i = indexOnDay(m.bars, date);
        if (i < 0) continue;
        scanned++;
        for (const pick of m.scanner().picksAt(i, q.category)) {
          scanner_data.push(scannerItem(pick, m.bars, m.kind, q.include_backtest));
        }
      }
      if (scanned === 0) {
        const what = q.ticker === undefined ? 'no symbol has a trading day' : `${q.ticker} has no trading day`;
        throw new AnalyticsServiceError(404, `${what} on ${date}; pick another date`);
      }
      const tickers = [...new Set(scanner_data.map((d) => d.Symbol))].sort();
      return {
        code: 200,
        data: { as_of_date: date, tickers, count: scanner_data.length, scanner_data, symbols_scanned: scanned },
      };
    },
  };
}
