import type { CatalogueItem, IndicatorMetadataEntry } from '../../contract/index.ts';
import type { OptionQuote } from '../../engine/options/types.ts';
import type { Bars, ValueSeries } from '../../engine/series/bars.ts';
import type { MarketData, SymbolKind } from '../ports.ts';

export interface MemoryIndicator {
  item: CatalogueItem;
  series: ValueSeries;
  info?: Partial<IndicatorMetadataEntry>;
}

/** What a MemoryMarketData has besides prices and indicators. */
export interface MemoryExtras {
  /** Upper-case symbol -> its kind; a symbol with prices but not listed here is a stock. */
  kinds?: Record<string, SymbolKind>;
  /** The option-chain rows; none (undefined from optionChain) when absent or empty. */
  optionQuotes?: OptionQuote[];
}

/** MarketData held in memory, for tests that need exact control of what a connection has. */
export class MemoryMarketData implements MarketData {
  constructor(
    private readonly prices: Record<string, Bars> = {},
    private readonly indicators: MemoryIndicator[] = [],
    private readonly extras: MemoryExtras = {},
  ) {}

  async symbols(): Promise<string[]> {
    return Object.keys(this.prices).sort();
  }

  async bars(symbol: string): Promise<Bars | undefined> {
    return this.prices[symbol.toUpperCase()];
  }

  async symbolKind(symbol: string): Promise<SymbolKind | undefined> {
    const key = symbol.trim().toUpperCase();
    if (!Object.hasOwn(this.prices, key)) return undefined;
    return this.extras.kinds?.[key] ?? 'stock';
  }

  async optionChain(): Promise<OptionQuote[] | undefined> {
    const quotes = this.extras.optionQuotes;
    return quotes && quotes.length > 0 ? quotes : undefined;
  }

  async catalogue(): Promise<CatalogueItem[]> {
    return this.indicators.map((i) => i.item);
  }

  private find(nameOrUrl: string): MemoryIndicator | undefined {
    const key = nameOrUrl.toLowerCase();
    return this.indicators.find((i) => i.item.url.toLowerCase() === key || i.item.chart_name.toLowerCase() === key);
  }

  async indicator(nameOrUrl: string): Promise<ValueSeries | undefined> {
    return this.find(nameOrUrl)?.series;
  }

  async indicatorInfo(url: string): Promise<{ url: string; entry: IndicatorMetadataEntry } | undefined> {
    const found = this.find(url);
    if (!found) return undefined;
    const entry: IndicatorMetadataEntry = {
      sentiment: '2',
      description: '',
      opt_extreme: 0,
      pess_extreme: 0,
      contrary: '0',
      premium: '0',
      chart_type: 'line',
      updated: found.item.updated,
      ...found.info,
    };
    return { url: found.item.url, entry };
  }
}

const DAY = 86_400_000;

/** Daily bars from closes (open = previous close, high/low bracket both), dated from 2020-01-01 on consecutive days. */
export function barsFromCloses(closes: readonly number[], startIso = '2020-01-01'): Bars {
  const n = closes.length;
  const start = Date.parse(`${startIso}T00:00:00Z`);
  const time = new Float64Array(n);
  const open = new Float64Array(n);
  const high = new Float64Array(n);
  const low = new Float64Array(n);
  const close = new Float64Array(closes);
  const volume = new Float64Array(n).fill(1000);
  for (let i = 0; i < n; i++) {
    time[i] = start + i * DAY;
    open[i] = i === 0 ? closes[0] : closes[i - 1];
    high[i] = Math.max(open[i], close[i]);
    low[i] = Math.min(open[i], close[i]);
  }
  return { time, open, high, low, close, volume, columns: {} };
}
