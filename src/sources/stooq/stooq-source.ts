import Papa from 'papaparse';
import { z } from 'zod';
import type { StoredBar } from '../../contract/market-data.ts';
import type { FetchedPrices, MarketSource } from '../../service/data/market-source-port.ts';
import { sourceHttp, type AdapterOptions } from '../adapter-options.ts';
import { SOURCE_DESCRIPTIONS } from '../descriptions.ts';
import { byDate, fromDay } from '../dates.ts';

/** Stooq names US stocks `aapl.us`; a symbol with its own suffix (`vod.uk`) or an index (`^spx`) stays as it is. */
export function stooqSymbol(symbol: string): string {
  const s = symbol.toLowerCase();
  return s.includes('.') || s.startsWith('^') ? s : `${s}.us`;
}

const number = z.coerce.number().refine(Number.isFinite, 'not a number');
const RowSchema = z.object({
  Date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  Open: number,
  High: number,
  Low: number,
  Close: number,
  // Indices come without volume.
  Volume: number.optional(),
});

/** Stooq's daily CSV download: no key, no dividend adjustment (AdjClose = Close), no events. */
export function createStooqSource(options: AdapterOptions = {}): MarketSource {
  const http = sourceHttp('stooq', options);
  const description = SOURCE_DESCRIPTIONS.stooq;
  return {
    description,
    baseUrl: http.baseUrl,
    ready: true,
    async series(symbol, from, signal): Promise<FetchedPrices> {
      const url = new URL('/q/d/l/', description.defaultBaseUrl);
      url.searchParams.set('s', stooqSymbol(symbol));
      url.searchParams.set('i', 'd');
      if (from !== undefined) url.searchParams.set('d1', from.replaceAll('-', ''));
      const text = (await http.text(url.href, { symbol, signal })).trim();
      if (text === '' || /^no data/i.test(text)) throw http.error(`stooq has no data for ${symbol}`, false);
      const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
      const rows: StoredBar[] = [];
      for (const raw of parsed.data) {
        const row = RowSchema.safeParse(raw);
        if (!row.success) throw http.error(`stooq answered a CSV we cannot read for ${symbol}`, false);
        const { Date, Open, High, Low, Close, Volume } = row.data;
        rows.push({ Date, Open, High, Low, Close, Volume: Volume ?? 0, AdjClose: Close });
      }
      rows.sort(byDate);
      return { kind: 'prices', rows: fromDay(rows, from), splits: [], dividends: [] };
    },
  };
}
