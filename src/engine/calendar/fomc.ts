import { daysFromCivil } from '../series/civil.ts';
import { FOMC_STATEMENT_DATES } from './fomc-dates.ts';

const years = Object.keys(FOMC_STATEMENT_DATES).map(Number);
/** First and last year the statement-day table covers; outside them FOMC days are unknown, not absent. */
export const FOMC_FIRST_YEAR = Math.min(...years);
export const FOMC_LAST_YEAR = Math.max(...years);

function isoToDay(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number);
  return daysFromCivil(y, m, d);
}

/** Day numbers of a year's scheduled FOMC statement days, ascending; empty for years the table does not cover. */
export function fomcDays(year: number): number[] {
  return (FOMC_STATEMENT_DATES[year] ?? []).map(isoToDay);
}
