/*
 * Pick figures in en-US digits, like the other result figures of the app. The service rounds to four decimals; a
 * close keeps them (a tenth of a cent matters on a cheap stock) while scores and ratios read better with two.
 */
const PRICE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });
const FIXED2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** The em dash a table shows where the pick has no value (e.g. Optix without an Optix series). */
export const NO_VALUE = '—';

const usable = (v: number | null): v is number => v !== null && Number.isFinite(v);

/** A close as the data has it, up to four decimals: "93.4", "24,831.1699". */
export function formatClose(v: number | null): string {
  return usable(v) ? PRICE.format(v) : NO_VALUE;
}

/** Two decimals: "0.42", "-1.30". */
export function formatFixed(v: number | null): string {
  return usable(v) ? FIXED2.format(v) : NO_VALUE;
}

/** A percent with two decimals: "55.00%". */
export function formatPct(v: number | null): string {
  return usable(v) ? `${FIXED2.format(v)}%` : NO_VALUE;
}

/** A percent as the plan states it, without decimals it does not have: "8%", "2.5%". */
export function formatPlanPct(v: number | null): string {
  return usable(v) ? `${PRICE.format(v)}%` : NO_VALUE;
}

/** A whole number: "27", "1,234". */
export function formatWholeNumber(v: number | null): string {
  return usable(v) ? WHOLE.format(v) : NO_VALUE;
}
