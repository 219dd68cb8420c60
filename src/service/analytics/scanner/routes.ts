import type { ScannerItem, ScannerLatestQuery } from '../../../contract/index.ts';
import { SIGNAL_CATEGORIES } from '../../../engine/scanner/types.ts';
import { SIGNALS } from '../../../engine/scanner/signals/index.ts';
import { isoDay } from '../../../engine/series/bars.ts';
import type { HandlersOf } from '../../endpoint-router.ts';
import type { ServicePorts } from '../../ports.ts';
import { AnalyticsServiceError } from '../analytics-error.ts';
import { indexOnDay, indexRange, lastDay } from './bar-dates.ts';
import { latestDayWithPicks } from './latest-day-with-picks.ts';
import { newestCommonDay } from './newest-common-day.ts';
import { dayMembers, noData, scannedMembers } from './scanned-members.ts';
import { scannerItem } from './scanner-item.ts';
import type { UniverseMember } from './universe.ts';
import { universeMember } from './universe.ts';

/**
 * Without a date: the newest day most of the day members trade on, or with `with_picks` the latest day up to it on
 * which the list has picks (that day itself when none ever has).
 */
function latestDay(
  members: readonly UniverseMember[],
  byDay: readonly UniverseMember[],
  q: { with_picks: boolean; category: ScannerLatestQuery['category'] },
): string {
  const common = newestCommonDay(byDay) ?? newestCommonDay(members)!;
  return (q.with_picks && latestDayWithPicks(members, q.category, common)) || isoDay(common);
}

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
      const members = await scannedMembers(ports, q);
      const date = q.date ?? latestDay(members, await dayMembers(ports, members), q);
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
