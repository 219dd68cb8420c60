const NUMBER_RE = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const THOUSANDS_RE = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;
/** A decimal comma, as much of Europe writes numbers: 64,501427 or 1.234,56 (points group the thousands). */
const DECIMAL_COMMA_RE = /^[+-]?\d+,\d+(?:[eE][+-]?\d+)?$/;
const DECIMAL_COMMA_GROUPED_RE = /^[+-]?\d{1,3}(?:\.\d{3})+(?:,\d+)?$/;

/** How the numbers of a file are written, as found from its cells (or told). */
export interface NumberStyle {
  /** Commas group thousands ("1,234.50"); otherwise such a number is an error. */
  thousands?: boolean;
  /** The comma is the decimal mark ("64,501427", "1.234,56"); only in files not separated by commas. */
  decimalComma?: boolean;
}

/** Shows a cell in a message, quoted and cut to a readable length. */
export function quote(raw: string): string {
  return JSON.stringify(raw.length > 40 ? `${raw.slice(0, 40)}...` : raw);
}

/**
 * A number from a trimmed cell, or the reason it is not one. Plain decimals and exponents only: thousands
 * separators ("1,234") are an error with a hint unless the style says the file writes them (it was found to, and the
 * user was told), as are "NaN", "Infinity", hex and the empty string. With `decimalComma` the comma is the decimal
 * mark and a point may only group thousands; a decimal point is then an error, as the file cannot mean both.
 */
export function parseNumber(cell: string, style: NumberStyle | boolean = false): number | string {
  const { thousands = false, decimalComma = false } = typeof style === 'boolean' ? { thousands: style } : style;
  if (cell === '') return 'is empty, expected a number';
  if (decimalComma) {
    if (DECIMAL_COMMA_RE.test(cell)) return Number(cell.replace(',', '.'));
    if (DECIMAL_COMMA_GROUPED_RE.test(cell)) return Number(cell.replace(/\./g, '').replace(',', '.'));
    if (NUMBER_RE.test(cell)) {
      if (!cell.includes('.')) return Number(cell);
      return `${quote(cell)} has a decimal point, but the file writes decimals with a comma (e.g. ${cell.replace('.', ',')})`;
    }
    return `${quote(cell)} is not a number`;
  }
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

/** True when the cell looks like a number with a decimal comma. */
export function hasDecimalComma(cell: string): boolean {
  return DECIMAL_COMMA_RE.test(cell) || (cell.includes(',') && DECIMAL_COMMA_GROUPED_RE.test(cell));
}
