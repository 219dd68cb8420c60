import { NOT_AVAILABLE } from '../../ui/table/format.ts';

/*
 * Cell texts of the opportunities table, in en-US digits like the other result figures. A number the chain did not
 * give (a chain without Delta or Vega: null) shows as "n/a".
 */

const FIXED4 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 4, maximumFractionDigits: 4 });

/** A fraction or a Greek with 4 decimals: "0.0123", "-0.2500". */
export function formatFixed4(v: number | null): string {
  return v !== null && Number.isFinite(v) ? FIXED4.format(v) : NOT_AVAILABLE;
}
