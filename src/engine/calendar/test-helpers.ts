import { civilFromDays, daysFromCivil } from '../series/civil.ts';

/** Day number of an ISO date, so tests can state expectations as readable dates. */
export function day(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number);
  return daysFromCivil(y, m, d);
}

/** ISO date of a day number, so failures print readable dates. */
export function iso(dayNumber: number): string {
  const { year, month, day: d } = civilFromDays(dayNumber);
  return `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
