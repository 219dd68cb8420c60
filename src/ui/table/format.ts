// One formatter each, created once: Intl formatters are slow to build and tables call them per cell.
const COUNT = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const PRICE = new Intl.NumberFormat(undefined, { maximumFractionDigits: 4 });

/** A whole number with the reader's grouping, e.g. 5,105. */
export function formatCount(n: number): string {
  return COUNT.format(n);
}

/** A price or volume cell: up to 4 decimals, grouped, no trailing zeros. */
export function formatNumber(n: number): string {
  return Number.isFinite(n) ? PRICE.format(n) : '–';
}

/*
 * Result figures (backtests, CPM) are written in en-US digits whatever the browser's locale, and "n/a" where a
 * figure is undefined (no trades, a ratio over zero).
 */

export const NOT_AVAILABLE = 'n/a';

const FIXED2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const usable = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** A change in percent: "+20.20%", "-6.72%", "0.00%" (no sign on a figure that rounds to zero). */
export function formatSignedPercent(v: number | null | undefined): string {
  if (!usable(v)) return NOT_AVAILABLE;
  const text = FIXED2.format(Math.abs(v));
  if (text === '0.00') return '0.00%';
  return `${v > 0 ? '+' : '-'}${text}%`;
}

/** A share in percent, e.g. a win rate or a correlation: "83.33%". */
export function formatPercent(v: number | null | undefined): string {
  return usable(v) ? `${FIXED2.format(v)}%` : NOT_AVAILABLE;
}

/** A price, an amount of money or an index level: "1,087.69". */
export function formatPrice(v: number | null | undefined): string {
  return usable(v) ? FIXED2.format(v) : NOT_AVAILABLE;
}

/** A whole number in en-US digits: "1,234". */
export function formatWhole(v: number | null | undefined): string {
  return usable(v) ? WHOLE.format(v) : NOT_AVAILABLE;
}

export type Tone = 'positive' | 'negative' | 'neutral';

/** Which way a signed figure points, so it can be coloured (the sign stays in the text for colour-blind readers). */
export function toneOf(v: number | null | undefined): Tone {
  if (!usable(v) || Math.abs(v) < 0.005) return 'neutral';
  return v > 0 ? 'positive' : 'negative';
}
