import { z } from 'zod';
import type { StoredBar } from '../../contract/market-data.ts';
import type { FetchedPrices, MarketSource } from '../../service/data/market-source-port.ts';
import { sourceHttp, sourceWithoutKey, type AdapterOptions } from '../adapter-options.ts';
import { SOURCE_DESCRIPTIONS } from '../descriptions.ts';
import { byDate, fromDay } from '../dates.ts';
import type { SourceHttp } from '../http/source-http.ts';

const price = z.coerce.number().refine(Number.isFinite, 'not a number');
const DailySchema = z.object({
  'Time Series (Daily)': z.record(
    z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    z.object({ '1. open': price, '2. high': price, '3. low': price, '4. close': price, '5. volume': price }),
  ),
});
// Alpha Vantage answers a refusal with status 200 and one of these fields.
const RefusalSchema = z.union([
  z.object({ 'Error Message': z.string() }),
  z.object({ Note: z.string() }),
  z.object({ Information: z.string() }),
]);

/** `compact` is the last 100 trading days: enough when `from` is less than 140 calendar days back. */
const COMPACT_DAYS = 140;

type Answer = { bars: StoredBar[] } | { premium: true };

async function fetchDaily(
  http: SourceHttp,
  key: string,
  symbol: string,
  outputsize: 'full' | 'compact',
  signal: AbortSignal,
): Promise<Answer> {
  const url = new URL('/query', SOURCE_DESCRIPTIONS.alphavantage.defaultBaseUrl);
  url.searchParams.set('function', 'TIME_SERIES_DAILY');
  url.searchParams.set('symbol', symbol);
  url.searchParams.set('outputsize', outputsize);
  url.searchParams.set('apikey', key);
  const body = await http.json(url.href, { symbol, signal });
  const daily = DailySchema.safeParse(body);
  if (daily.success) {
    const bars = Object.entries(daily.data['Time Series (Daily)']).map(([Date, d]) => ({
      Date,
      Open: d['1. open'],
      High: d['2. high'],
      Low: d['3. low'],
      Close: d['4. close'],
      Volume: d['5. volume'],
      AdjClose: d['4. close'],
    }));
    return { bars: bars.sort(byDate) };
  }
  const refusal = RefusalSchema.safeParse(body);
  if (!refusal.success) throw http.error(`alphavantage answered something unexpected for ${symbol}`, false);
  const r = refusal.data;
  if ('Error Message' in r) {
    if (/apikey/i.test(r['Error Message'])) throw http.error(`alphavantage refused the API key for ${symbol}`, false);
    throw http.error(`alphavantage has no daily prices for ${symbol} (no such symbol)`, false);
  }
  const text = 'Note' in r ? r.Note : r.Information;
  if (/premium/i.test(text) && outputsize === 'full' && !/rate limit|per day|per minute|frequency/i.test(text))
    return { premium: true };
  throw http.error(
    `alphavantage's request limit was reached for ${symbol} (a free key allows 25 requests a day); try again later`,
    true,
  );
}

/**
 * Alpha Vantage's TIME_SERIES_DAILY (free with a key): daily OHLCV, not dividend-adjusted, so AdjClose = Close and no
 * events. The whole history is `outputsize=full`; where a free key is refused that (a premium feature), the last 100
 * trading days (`compact`).
 */
export function createAlphaVantageSource(options: AdapterOptions = {}): MarketSource {
  const key = options.key;
  if (!key) return sourceWithoutKey('alphavantage', options);
  const http = sourceHttp('alphavantage', options);
  const now = options.now ?? Date.now;
  return {
    description: SOURCE_DESCRIPTIONS.alphavantage,
    baseUrl: http.baseUrl,
    ready: true,
    async series(symbol, from, signal): Promise<FetchedPrices> {
      const recent = from !== undefined && now() - Date.parse(from) < COMPACT_DAYS * 86_400_000;
      let answer = await fetchDaily(http, key, symbol, recent ? 'compact' : 'full', signal);
      if ('premium' in answer) answer = await fetchDaily(http, key, symbol, 'compact', signal);
      if ('premium' in answer) throw http.error(`alphavantage refused the request for ${symbol}`, false);
      return { kind: 'prices', rows: fromDay(answer.bars, from), splits: [], dividends: [] };
    },
  };
}
