/** How the CPM screens write figures: en-US digits whatever the browser's locale, like the backtest results. */

export const NOT_AVAILABLE = 'n/a';

const fixed2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const usable = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** A change in percent: "+2.50%", "-1.92%", "0.00%" (no sign on a figure that rounds to zero). */
export function formatSignedPercent(v: number | null | undefined): string {
  if (!usable(v)) return NOT_AVAILABLE;
  const text = fixed2.format(Math.abs(v));
  if (text === '0.00') return '0.00%';
  return `${v > 0 ? '+' : '-'}${text}%`;
}

/** A share in percent, e.g. a win rate or a correlation: "58.82%". */
export function formatPercent(v: number | null | undefined): string {
  return usable(v) ? `${fixed2.format(v)}%` : NOT_AVAILABLE;
}

/** A price or an index level: "2,049.58". */
export function formatPrice(v: number | null | undefined): string {
  return usable(v) ? fixed2.format(v) : NOT_AVAILABLE;
}

export function formatWhole(v: number | null | undefined): string {
  return usable(v) ? whole.format(v) : NOT_AVAILABLE;
}

/** Which way a signed figure points, so it can be coloured (the sign stays in the text). */
export function toneOf(v: number | null | undefined): 'positive' | 'negative' | 'neutral' {
  if (!usable(v) || Math.abs(v) < 0.005) return 'neutral';
  return v > 0 ? 'positive' : 'negative';
}
