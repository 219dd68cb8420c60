import type { z } from 'zod';
import type { AssetCorrData, AssetCorrRequestSchema, CorrInfo } from '../../../contract/index.ts';
import { ASSET_UNIVERSE } from '../../../contract/index.ts';
import { commonReturns, pearson } from '../../../engine/correlation/index.ts';
import type { Bars } from '../../../engine/series/bars.ts';
import { windowRange } from '../../../engine/series/window.ts';
import type { MarketData } from '../../ports.ts';
import { AnalyticsServiceError } from '../analytics-error.ts';
import { dayStart } from './prices.ts';

export type AssetCorrBody = z.output<typeof AssetCorrRequestSchema>;

/** Fewer common returns than this and a pair's coefficient says nothing: it is left out. */
const MIN_PAIR_RETURNS = 3;

/** The spec's universe, then each added symbol once (one already in the universe adds nothing). */
export function assetSymbolsOf(body: AssetCorrBody): string[] {
  return [...new Set<string>([...ASSET_UNIVERSE, ...(body.symbols ?? [])])];
}

/** The added symbols the connection has no prices for at all: a 400 naming each, since the analyst asked for them. */
async function refuseUnknownAdded(marketData: MarketData, body: AssetCorrBody): Promise<void> {
  const universe = new Set<string>(ASSET_UNIVERSE);
  const added = [...new Set(body.symbols ?? [])].filter((s) => !universe.has(s));
  const found = await Promise.all(added.map((s) => marketData.bars(s)));
  const unknown = added.filter((_, i) => !found[i]);
  if (unknown.length)
    throw AnalyticsServiceError.badRequest(
      unknown.map((symbol) => ({ path: 'symbols', message: `no price data for ${symbol} in this connection` })),
    );
}

/**
 * `/asset_corr`: pairwise correlations of the spec's 18-symbol universe plus any symbols the request adds (our
 * extension), each pair on the dates both of its symbols have, with that pair's count of returns. A universe symbol
 * without prices in the window is listed in `missing` with the reason; fewer than two present is code 411.
 */
export async function assetCorrelation(marketData: MarketData, body: AssetCorrBody): Promise<AssetCorrData> {
  await refuseUnknownAdded(marketData, body);
  const start = dayStart(body.start_date);
  const end = dayStart(body.end_date);
  const symbols = assetSymbolsOf(body);
  const present: { symbol: string; bars: Bars }[] = [];
  const reasons: Record<string, string> = {};
  for (const symbol of symbols) {
    const bars = await marketData.bars(symbol);
    const inside = bars && windowRange(bars.time, start, end);
    if (!bars) reasons[symbol] = 'no price data in this connection';
    else if (!inside || inside.to - inside.from < 2)
      reasons[symbol] = `no prices between ${body.start_date} and ${body.end_date}`;
    else present.push({ symbol, bars });
  }
  if (present.length < 2)
    throw new AnalyticsServiceError(
      411,
      `asset correlation needs prices of at least two of ${symbols.join(', ')} between ${body.start_date} and ${body.end_date}; found ${present.map((p) => p.symbol).join(', ') || 'none'}`,
    );
  const all = commonReturns(
    present.map((p) => p.bars),
    start,
    end,
  );
  const moving = present.filter((p) => {
    const own = commonReturns([p.bars], start, end).returns[0];
    if (own.some((r) => r !== 0)) return true;
    reasons[p.symbol] = 'its price did not move in the window';
    return false;
  });
  const corr_info: CorrInfo[] = [];
  for (let i = 0; i < moving.length; i++)
    for (let j = i + 1; j < moving.length; j++) {
      const pair = commonReturns([moving[i].bars, moving[j].bars], start, end);
      const n = pair.time.length;
      const r = n >= MIN_PAIR_RETURNS ? pearson(pair.returns[0], pair.returns[1]) : NaN;
      if (Number.isFinite(r))
        corr_info.push({ symbol_1: moving[i].symbol, symbol_2: moving[j].symbol, correlation: r, observations: n });
    }
  if (corr_info.length === 0)
    throw new AnalyticsServiceError(
      411,
      `no two of ${moving.map((p) => p.symbol).join(', ') || 'the symbols'} share ${MIN_PAIR_RETURNS} daily returns between ${body.start_date} and ${body.end_date}`,
    );
  return {
    start_date: body.start_date,
    end_date: body.end_date,
    corr_info,
    missing: symbols.filter((s) => reasons[s] !== undefined),
    missing_reasons: reasons,
    observations: all.time.length,
  };
}
