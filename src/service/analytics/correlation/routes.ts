import type { Env, Hono } from 'hono';
import { AssetCorrRequestSchema, PatternCorrRequestSchema, SymbolCorrRequestSchema } from '../../../contract/index.ts';
import type { MarketData } from '../../ports.ts';
import { analyticsBody } from '../read-input.ts';
import { assetCorrelation } from './asset-corr.ts';
import { patternCorrelationOf } from './pattern-corr.ts';
import { symbolBeta, symbolCorrelation } from './symbol-corr.ts';

/** The correlation and beta endpoints of spec 4.2, answered with code 211. */
export function addCorrelationRoutes<E extends Env>(app: Hono<E>, marketData: MarketData) {
  app.post('/symbol_corr', async (c) =>
    c.json({ code: 211, data: await symbolCorrelation(marketData, await analyticsBody(SymbolCorrRequestSchema, c)) }),
  );
  app.post('/symbol_beta', async (c) =>
    c.json({ code: 211, data: await symbolBeta(marketData, await analyticsBody(SymbolCorrRequestSchema, c)) }),
  );
  app.post('/asset_corr', async (c) =>
    c.json({ code: 211, data: await assetCorrelation(marketData, await analyticsBody(AssetCorrRequestSchema, c)) }),
  );
  app.post('/pattern_corr', async (c) =>
    c.json({
      code: 211,
      data: await patternCorrelationOf(marketData, await analyticsBody(PatternCorrRequestSchema, c)),
    }),
  );
}
