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
