import type { DividendEvent, SplitEvent, StoredBar } from '../../contract/market-data.ts';
import type { FetchedPrices, MarketSource } from '../../service/data/market-source-port.ts';
import type { AdapterOptions } from '../adapter-options.ts';
import { fromDay, isoDay } from '../dates.ts';
import { SOURCE_DESCRIPTIONS } from '../descriptions.ts';
import { createYahooClient } from './yahoo-client.ts';

const seconds = (d: Date) => d.getTime() / 1000;

/**
 * Yahoo daily bars from the `chart` module: prices split-adjusted as Yahoo's quote arrays give them, AdjClose from its
 * adjclose (also dividend-adjusted), with the split and dividend events. A day is the exchange's local day.
 */
export function createYahooSource(options: AdapterOptions = {}): MarketSource {
  const client = createYahooClient(options);
  return {
    description: SOURCE_DESCRIPTIONS.yahoo,
    baseUrl: client.http.baseUrl,
    ready: true,
    async series(symbol, from, signal): Promise<FetchedPrices> {
      let chart;
      try {
        chart = await client.yf.chart(
          symbol,
          { period1: from ?? '1970-01-01', interval: '1d', events: 'div|split', includePrePost: false },
          client.call(symbol, signal),
        );
      } catch (error) {
        throw client.failure(error, symbol);
      }
      const offset = chart.meta.gmtoffset ?? 0;
      const rows: StoredBar[] = [];
      for (const q of chart.quotes) {
        const { open, high, low, close } = q;
        if (open == null || high == null || low == null || close == null) continue;
        const Date = isoDay(seconds(q.date), offset);
        // Yahoo repeats the last bar of a day still trading; the later one is the newer.
        if (rows.length > 0 && rows[rows.length - 1].Date === Date) rows.pop();
        rows.push({
          Date,
          Open: open,
          High: high,
          Low: low,
          Close: close,
          Volume: q.volume ?? 0,
          AdjClose: q.adjclose ?? close,
        });
      }
      const splits: SplitEvent[] = (chart.events?.splits ?? []).map((s) => ({
        date: isoDay(seconds(s.date), offset),
        ratio: s.numerator / s.denominator,
      }));
      const dividends: DividendEvent[] = (chart.events?.dividends ?? []).map((d) => ({
        date: isoDay(seconds(d.date), offset),
        amount: d.amount,
      }));
      const first = from ?? '';
      return {
        kind: 'prices',
        rows: fromDay(rows, from),
        splits: splits.filter((s) => s.date >= first),
        dividends: dividends.filter((d) => d.date >= first),
      };
    },
  };
}
