import type { DateOrder } from './dates.ts';

/** How to read the cells of a file whose way of writing dates and numbers was found out (or asked) beforehand. */
export interface CsvReadOptions {
  /** How D/M/YYYY-like dates are read; found from the cells when absent (month first when none tells). */
  dateOrder?: DateOrder;
  /** Numbers are written with thousands separators ("1,234.50"); found from the cells when absent. */
  thousands?: boolean;
  /** The comma is the decimal mark ("64,501427"); found from the cells when absent. */
  decimalComma?: boolean;
}
