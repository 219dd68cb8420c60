export { putOpportunities } from './put-opportunities.ts';
