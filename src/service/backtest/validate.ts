import type { ValidateResponse } from '../../contract/index.ts';
import { encodeBlock } from './encode.ts';
import type { ResolvedStrategy } from './resolve-strategy.ts';

/** The answer of POST /backtest/validate (spec 4.2) for a strategy that resolved. */
export function validateResponse(strategy: ResolvedStrategy): ValidateResponse {
  return {
    status: 'valid',
    user_supplied: strategy.request,
    defaults_applied: strategy.defaultsApplied,
    entry: encodeBlock(strategy.entry),
    exit: encodeBlock(strategy.exit),
    warnings: strategy.warnings,
  };
}
