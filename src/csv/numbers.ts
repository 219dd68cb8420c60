const NUMBER_RE = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const THOUSANDS_RE = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

/** Shows a cell in a message, quoted and cut to a readable length. */
export function quote(raw: string): string {
  return JSON.stringify(raw.length > 40 ? `${raw.slice(0, 40)}...` : raw);
}

/**
 * A number from a trimmed cell, or the reason it is not one. Plain decimals and exponents only: thousands
 * separators ("1,234") are an error with a hint unless `thousands` (the file was found to write them, and the user
 * was told), as are "NaN", "Infinity", hex and the empty string.
 */
export function parseNumber(cell: string, thousands = false): number | string {
  if (cell === '') return 'is empty, expected a number';
  if (NUMBER_RE.test(cell)) return Number(cell);
  if (THOUSANDS_RE.test(cell)) {
    if (thousands) return Number(cell.replace(/,/g, ''));
    return `${quote(cell)} has a thousands separator; write numbers without one (e.g. ${cell.replace(/,/g, '')})`;
  }
  return `${quote(cell)} is not a number`;
}

/** True when the cell looks like a number with thousands separators. */
export function hasThousandsSeparator(cell: string): boolean {
  return THOUSANDS_RE.test(cell);
}
