export type {
  PortfolioAction,
  PortfolioActionRow,
  PortfolioExitReason,
  PortfolioInput,
  PortfolioOptions,
  PortfolioResult,
  PortfolioStats,
  PortfolioTrade,
  RankCondition,
} from './types.ts';
export { PORTFOLIO_DEFAULTS, RANK_CONDITIONS } from './types.ts';
export { simulatePortfolio } from './simulate.ts';
export { PortfolioParamError } from './param-error.ts';
export type { NumericRange } from './parse-params.ts';
export { parseCapitalAllocate, parseLongShortRatio, parseRange, parseRankCondition } from './parse-params.ts';
export type { PickFilters } from './filters.ts';
export { pickPassesFilters } from './filters.ts';
export { rankPicks } from './ranking.ts';
