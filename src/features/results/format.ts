/** How every figure of a result is written: en-US digits whatever the browser's locale, "n/a" for undefined ratios. */

export const NOT_AVAILABLE = 'n/a';

const fixed2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

const usable = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** A change in percent: "+20.20%", "-6.72%", "0.00%" (no sign on a figure that rounds to zero). */
export function formatSignedPercent(v: number | null | undefined): string {
  if (!usable(v)) return NOT_AVAILABLE;
  const text = fixed2.format(Math.abs(v));
  if (text === '0.00') return '0.00%';
  return `${v > 0 ? '+' : '-'}${text}%`;
}

/** A share in percent, e.g. a win rate: "83.33%". */
export function formatPercent(v: number | null | undefined): string {
  return usable(v) ? `${fixed2.format(v)}%` : NOT_AVAILABLE;
}

/** A ratio such as Sharpe: "0.51". */
export function formatRatio(v: number | null | undefined): string {
  return usable(v) ? fixed2.format(v) : NOT_AVAILABLE;
}

/** A price or an amount of money: "1,087.69". */
export function formatPrice(v: number | null | undefined): string {
  return usable(v) ? fixed2.format(v) : NOT_AVAILABLE;
}

export function formatWhole(v: number | null | undefined): string {
  return usable(v) ? whole.format(v) : NOT_AVAILABLE;
}

export function formatBars(v: number | null | undefined): string {
  if (!usable(v)) return NOT_AVAILABLE;
  return `${oneDecimal.format(v)} ${v === 1 ? 'bar' : 'bars'}`;
}

/** A YYYY-MM-DD date from a result; an empty one means there was no such event. */
export function formatDate(v: string | null | undefined): string {
  return v ? v : 'None';
}

/** Which way a signed figure points, so it can be coloured (the sign stays in the text for colour-blind readers). */
export function toneOf(v: number | null | undefined): 'positive' | 'negative' | 'neutral' {
  if (!usable(v) || Math.abs(v) < 0.005) return 'neutral';
  return v > 0 ? 'positive' : 'negative';
}
