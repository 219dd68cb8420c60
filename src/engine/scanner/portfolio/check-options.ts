import { PortfolioParamError } from './param-error.ts';
import type { PortfolioOptions } from './types.ts';
import { RANK_CONDITIONS } from './types.ts';

/**
 * Throws a PortfolioParamError naming the request's field when an option cannot be simulated. The service parses
 * the request first; this guards the engine's own callers (CLI, worker preview, tests) from silent nonsense.
 */
export function checkOptions(options: PortfolioOptions): void {
  const { capital, longShare, shortShare, commissionPct, allocation, dailyLimit, rankBy } = options;
  if (!(capital > 0 && Number.isFinite(capital))) {
    throw new PortfolioParamError('total_capital', `must be a number above 0, got ${capital}`);
  }
  if (!(longShare >= 0 && longShare <= 1 && shortShare >= 0 && shortShare <= 1)) {
    throw new PortfolioParamError('long_short_ratio', `each share must be in 0..1, got ${longShare}/${shortShare}`);
  }
  if (!(commissionPct >= 0 && Number.isFinite(commissionPct))) {
    throw new PortfolioParamError('commission', `must be a percent >= 0, got ${commissionPct}`);
  }
  if (allocation !== 'Kelly' && !(allocation > 0 && allocation <= 1)) {
    throw new PortfolioParamError(
      'capital_allocate',
      `must be 'Kelly' or a ratio above 0 and at most 1, got ${allocation}`,
    );
  }
  if (!(Number.isInteger(dailyLimit) && dailyLimit >= 1)) {
    throw new PortfolioParamError('daily_limit', `must be a whole number >= 1, got ${dailyLimit}`);
  }
  if (!RANK_CONDITIONS.includes(rankBy)) {
    throw new PortfolioParamError('rank_condition', `must be one of ${RANK_CONDITIONS.join(', ')}, got ${rankBy}`);
  }
}
