import type { Bars } from '../../../engine/series/bars.ts';
import type { YearSpan } from '../../../engine/seasonality/index.ts';
import { dataYears } from '../../../engine/seasonality/index.ts';
import type { MarketData } from '../../ports.ts';
import { AnalyticsServiceError } from '../analytics-error.ts';

/** The bars of a ticker, or code 404 naming it. */
export async function seasonalityBars(marketData: MarketData, ticker: string): Promise<Bars> {
  const bars = await marketData.bars(ticker);
  if (!bars || bars.time.length < 2)
    throw new AnalyticsServiceError(404, `no price data for ${ticker}: load its prices (a CSV) or pick another ticker`);
  return bars;
}

/**
 * The years to use: the asked ones (default: the current year minus 20 to the current year, spec 4.1) clipped to the
 * years the data covers. Code 404 when nothing of the data falls inside.
 */
export function resolveYears(
  bars: Bars,
  ticker: string,
  currentYear: number,
  startYear: number | undefined,
  endYear: number | undefined,
): YearSpan {
  const covered = dataYears(bars)!;
  const start = startYear ?? currentYear - 20;
  const end = endYear ?? currentYear;
  const span = { startYear: Math.max(start, covered.first), endYear: Math.min(end, covered.last) };
  if (span.startYear > span.endYear)
    throw new AnalyticsServiceError(
      404,
      `no price data for ${ticker} in ${start}-${end}: its data covers ${covered.first}-${covered.last}`,
    );
  return span;
}
