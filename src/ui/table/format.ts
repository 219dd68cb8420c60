/*
 * How every number on the screens is written: en-US digits whatever the browser's locale (the figures read as the
 * service's answers and the CSV downloads do), grouped by thousands, never "-0.00", and NOT_AVAILABLE where there is
 * no number (a ratio over zero, a column the data does not have, a missing cell). A formatter that takes a number of
 * decimals is not a callback for a chart or a list (they pass an index second): wrap it, `(v) => formatFixed(v, 3)`.
 */

/** The one glyph for "no value", in tables, figures and charts alike. */
export const NOT_AVAILABLE = '–';

// Intl formatters are slow to build and tables call these per cell: one per number of decimals, built on first use.
const formatters = new Map<string, Intl.NumberFormat>();

function decimals(min: number, max: number): Intl.NumberFormat {
  const key = `${min}-${max}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max });
    formatters.set(key, format);
  }
  return format;
}

const usable = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** `v` with a minus when it is below zero and does not round to zero; with a plus above zero when `plus`. */
function withSign(v: number, format: Intl.NumberFormat, plus = false): string {
  const text = format.format(Math.abs(v));
  if (text === format.format(0)) return text;
  return v < 0 ? `-${text}` : plus ? `+${text}` : text;
}

/** A whole number: "1,234". */
export function formatWhole(v: number | null | undefined): string {
  return usable(v) ? withSign(v, decimals(0, 0)) : NOT_AVAILABLE;
}

/** A number with the decimals it has, up to `max` (4): a close or a strike as the data has it, "93.4", "24,831.1699". */
export function formatNumber(v: number | null | undefined, max = 4): string {
  return usable(v) ? withSign(v, decimals(0, max)) : NOT_AVAILABLE;
}

/** A number with `places` decimals (2): a price, an amount of money, a ratio or a score, "1,087.69", "-0.12". */
export function formatFixed(v: number | null | undefined, places = 2): string {
  return usable(v) ? withSign(v, decimals(places, places)) : NOT_AVAILABLE;
}

/** A share in percent with `places` decimals (2), e.g. a win rate or a correlation: "83.33%". */
export function formatPercent(v: number | null | undefined, places = 2): string {
  return usable(v) ? `${formatFixed(v, places)}%` : NOT_AVAILABLE;
}

/** A percent with the decimals it has, up to `max` (4), e.g. a plan's "8%" or "2.5%", or an implied volatility. */
export function formatPercentAsGiven(v: number | null | undefined, max = 4): string {
  return usable(v) ? `${formatNumber(v, max)}%` : NOT_AVAILABLE;
}

/** A change in percent with `places` decimals (2): "+20.20%", "-6.72%", "0.00%" (no sign on what rounds to zero). */
export function formatSignedPercent(v: number | null | undefined, places = 2): string {
  return usable(v) ? `${withSign(v, decimals(places, places), true)}%` : NOT_AVAILABLE;
}

/** A number of bars, to a tenth: "291 bars", "1 bar", "21.5 bars". */
export function formatBars(v: number | null | undefined): string {
  return usable(v) ? `${formatNumber(v, 1)} ${v === 1 ? 'bar' : 'bars'}` : NOT_AVAILABLE;
}

export type Tone = 'positive' | 'negative' | 'neutral';

/** Which way a signed figure points, so it can be coloured (the sign stays in the text for colour-blind readers). */
export function toneOf(v: number | null | undefined): Tone {
  if (!usable(v) || Math.abs(v) < 0.005) return 'neutral';
  return v > 0 ? 'positive' : 'negative';
}
