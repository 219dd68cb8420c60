/** How the seasonality figures are written: en-US digits whatever the browser's locale. */

const fixed3 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const fixed1 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const fixed4 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 4, maximumFractionDigits: 4 });

const usable = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * A mean daily return in percent, signed, to three decimals ("+0.052%", "-0.118%"): daily means are small, and two
 * decimals would write most of them as 0.0x.
 */
export function formatReturn(v: number | null | undefined): string {
  if (!usable(v)) return 'n/a';
  const text = fixed3.format(Math.abs(v));
  if (text === '0.000') return '0.000%';
  return `${v > 0 ? '+' : '-'}${text}%`;
}

/** A share of positive returns: "53.4%". */
export function formatShare(v: number | null | undefined): string {
  return usable(v) ? `${fixed1.format(v)}%` : 'n/a';
}

/** The value of the dollar: "1.2345". */
export function formatEquity(v: number | null | undefined): string {
  return usable(v) ? fixed4.format(v) : 'n/a';
}

/** A day offset from the anchor: "-2", "0", "+3". */
export function formatOffset(offset: number): string {
  return offset > 0 ? `+${offset}` : String(offset);
}

/** "SPX-seasonality-by-weekday-2006-2020.csv" */
export function csvFileName(ticker: string, view: string, years: { start: number; end: number }): string {
  return `${ticker}-seasonality-${view}-${years.start}-${years.end}.csv`;
}
