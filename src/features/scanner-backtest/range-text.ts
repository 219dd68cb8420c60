import type { RangeKey } from './form-values.ts';

/*
 * Spec 4.5 writes a range as `min-max` with both ends. A side left blank means "no limit", which the request can only
 * say with a bound no pick reaches; the form reads this bound back as blank (see rangeSide). Profit targets, stops,
 * holding periods and trend scores are never below 0, so their open low end is 0: the service compares a stop loss
 * by size, and a range from -1000000000 would cross zero and span every size.
 */
export const UNBOUNDED = 1_000_000_000;
const LOWEST: Record<RangeKey, number> = {
  profit_target: 0,
  stop_loss: 0,
  time_in_market: 0,
  trend: 0,
  reltrend: 0,
  optix: -UNBOUNDED,
};

const blank = (text: string) => text.trim() === '';

/** A range as the request writes it (`2-8`, `2-1000000000` for "2 and up"), or undefined for no range. */
export function rangeText(key: RangeKey, min: string, max: string): string | undefined {
  if (blank(min) && blank(max)) return undefined;
  const low = String(blank(min) ? LOWEST[key] : Number(min));
  const high = blank(max) ? String(UNBOUNDED) : String(Number(max));
  return `${low}-${high}`;
}

/** A side of a request's range as the form shows it: blank when it is the "no limit" bound of that side. */
export function rangeSide(key: RangeKey, side: 'min' | 'max', value: number): string {
  const open = side === 'min' ? value === LOWEST[key] || value <= -UNBOUNDED : value >= UNBOUNDED;
  return open ? '' : String(value);
}
