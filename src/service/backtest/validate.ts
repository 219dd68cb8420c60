import type { ValidateResponse } from '../../contract/index.ts';
import { encodeBlock } from './encode.ts';
import type { ResolvedStrategy } from './resolve-strategy.ts';

/** The answer of POST /backtest/validate (spec 4.2) for a strategy that resolved; `sent` is its request as sent. */
export function validateResponse(strategy: ResolvedStrategy, sent: Record<string, unknown>): ValidateResponse {
  return {
    status: 'valid',
    user_supplied: sent,
    defaults_applied: strategy.defaultsApplied,
    entry: encodeBlock(strategy.entry),
    exit: encodeBlock(strategy.exit),
    warnings: strategy.warnings,
  };
}
