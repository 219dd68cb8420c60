import type { Bars } from '../../../engine/series/bars.ts';
import type { MarketData } from '../../ports.ts';
import { AnalyticsServiceError } from '../analytics-error.ts';

/** The bars of each symbol, or code 411 naming the field and the symbols the connection has no prices for. */
export async function pricesOf(
  marketData: MarketData,
  symbols: readonly { field: string; symbol: string }[],
): Promise<Bars[]> {
  const found = await Promise.all(symbols.map((s) => marketData.bars(s.symbol)));
  const missing = symbols.filter((_, i) => !found[i]);
  if (missing.length)
    throw new AnalyticsServiceError(
      411,
      `no price data for ${missing.map((m) => `${m.symbol} (${m.field})`).join(', ')}`,
      missing.map((m) => ({ path: m.field, message: `no price data for ${m.symbol}` })),
    );
  return found as Bars[];
}

export const dayStart = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
