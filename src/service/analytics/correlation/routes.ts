import type { HandlersOf } from '../../endpoint-router.ts';
import type { MarketData } from '../../ports.ts';
import { assetCorrelation } from './asset-corr.ts';
import { patternCorrelationOf } from './pattern-corr.ts';
import { symbolBeta, symbolCorrelation } from './symbol-corr.ts';

/** The correlation and beta endpoints of spec 4.2, answered with code 211. */
export function correlationHandlers(
  marketData: MarketData,
): HandlersOf<'POST /symbol_corr' | 'POST /symbol_beta' | 'POST /asset_corr' | 'POST /pattern_corr'> {
  return {
    'POST /symbol_corr': async ({ body }) => ({ code: 211, data: await symbolCorrelation(marketData, body) }),
    'POST /symbol_beta': async ({ body }) => ({ code: 211, data: await symbolBeta(marketData, body) }),
    'POST /asset_corr': async ({ body }) => ({ code: 211, data: await assetCorrelation(marketData, body) }),
    'POST /pattern_corr': async ({ body }) => ({ code: 211, data: await patternCorrelationOf(marketData, body) }),
  };
}
