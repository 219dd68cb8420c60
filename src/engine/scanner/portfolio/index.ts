export type { PortfolioResult } from './types.ts';
export { simulatePortfolio } from './simulate.ts';
export type { PickFilters } from './filters.ts';
export { pickPassesFilters } from './filters.ts';
