import type { z } from 'zod';
import type { AssetCorrData, AssetCorrRequestSchema, CorrInfo } from '../../../contract/index.ts';
import { ASSET_UNIVERSE } from '../../../contract/index.ts';
import { commonReturns, correlationMatrix } from '../../../engine/correlation/index.ts';
import type { Bars } from '../../../engine/series/bars.ts';
import { windowRange } from '../../../engine/series/window.ts';
import type { MarketData } from '../../ports.ts';
import { AnalyticsServiceError } from '../analytics-error.ts';
import { dayStart } from './prices.ts';

export type AssetCorrBody = z.output<typeof AssetCorrRequestSchema>;

/**
 * `/asset_corr`: pairwise correlations of the spec's 18-symbol universe on the dates all present symbols share. A
 * symbol without prices in the window is listed in `missing` with the reason; fewer than two present is code 411.
 */
export async function assetCorrelation(marketData: MarketData, body: AssetCorrBody): Promise<AssetCorrData> {
  const start = dayStart(body.start_date);
  const end = dayStart(body.end_date);
  const present: { symbol: string; bars: Bars }[] = [];
  const reasons: Record<string, string> = {};
  for (const symbol of ASSET_UNIVERSE) {
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
      `asset correlation needs prices of at least two of ${ASSET_UNIVERSE.join(', ')} between ${body.start_date} and ${body.end_date}; found ${present.map((p) => p.symbol).join(', ') || 'none'}`,
    );
  const common = commonReturns(
    present.map((p) => p.bars),
    start,
    end,
  );
  if (common.time.length < 3)
    throw new AnalyticsServiceError(
      411,
      `${present.map((p) => p.symbol).join(', ')} share only ${common.time.length} daily returns between ${body.start_date} and ${body.end_date}`,
    );
  const matrix = correlationMatrix(common.returns);
  const corr_info: CorrInfo[] = [];
  present.forEach((a, i) => {
    if (common.returns[i].every((r) => r === 0)) reasons[a.symbol] = 'its price did not move in the window';
  });
  for (let i = 0; i < present.length; i++)
    for (let j = i + 1; j < present.length; j++)
      if (Number.isFinite(matrix[i][j]))
        corr_info.push({ symbol_1: present[i].symbol, symbol_2: present[j].symbol, correlation: matrix[i][j] });
  const missing = ASSET_UNIVERSE.filter((s) => reasons[s] !== undefined);
  return {
    start_date: body.start_date,
    end_date: body.end_date,
    corr_info,
    missing,
    missing_reasons: reasons,
    observations: common.time.length,
  };
}
