import type { MarketData } from '../../ports.ts';
import { optixNames } from '../scanner/universe.ts';
import type { OptixMember } from './optix-screens.ts';

/** The symbols among `symbols` that have both prices and an Optix series (any of its spellings), in that order. */
export async function optixMembers(marketData: MarketData, symbols: readonly string[]): Promise<OptixMember[]> {
  const found = await Promise.all(
    symbols.map(async (symbol): Promise<OptixMember | undefined> => {
      for (const chartName of optixNames(symbol)) {
        const optix = await marketData.indicator(chartName);
        if (!optix || optix.time.length === 0) continue;
        const bars = await marketData.bars(symbol);
        return bars && bars.time.length > 0 ? { symbol, chartName, bars, optix } : undefined;
      }
      return undefined;
    }),
  );
  return found.filter((m) => m !== undefined);
}
