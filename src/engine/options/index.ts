export type { OptionQuote, PutOpportunity } from './types.ts';
export type { PutOpportunityList } from './put-opportunities.ts';
export type { BlackScholesInputs } from './black-scholes.ts';
export { normalCdf, normalPdf } from './normal.ts';
export { DAYS_PER_YEAR, popEstimate } from './pop.ts';
export { callDelta, callPrice, putDelta, putPrice, vega } from './black-scholes.ts';
export { daysToExpiration, isoDayNumber } from './days-to-expiration.ts';
export {
  CONTRACT_MULTIPLIER,
  SLIPPAGE,
  STRESS_SIGMAS,
  TRADING_DAYS_PER_YEAR,
  putOpportunity,
} from './put-opportunity.ts';
export { putOpportunities } from './put-opportunities.ts';
