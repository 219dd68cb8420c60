/** How coefficients and prices are written on these screens (en-US digits, like the results screens). */

const fixed = (digits: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const TWO = fixed(2);
const THREE = fixed(3);
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function signed(v: number, format: Intl.NumberFormat): string {
  const text = format.format(Math.abs(v));
  return v < 0 && Number(text) !== 0 ? `-${text}` : text;
}

/** A coefficient in a heat-map cell: "0.53", "-0.12" (no "-0.00"). */
export function formatCoefficient(v: number | null): string {
  return v === null || !Number.isFinite(v) ? '–' : signed(v, TWO);
}

/** A coefficient in a table, one digit more: "0.534". */
export function formatCoefficientPrecise(v: number | null): string {
  return v === null || !Number.isFinite(v) ? '–' : signed(v, THREE);
}

export function formatPriceValue(v: number | null): string {
  return v === null || !Number.isFinite(v) ? '–' : TWO.format(v);
}

export function formatCount(v: number): string {
  return WHOLE.format(v);
}
