import type { DateOrder } from './dates.ts';

/** How to read the cells of a file whose way of writing dates and numbers was found out (or asked) beforehand. */
export interface CsvReadOptions {
  /** How D/M/YYYY-like dates are read; month first when absent. */
  dateOrder?: DateOrder;
  /** Numbers are written with thousands separators ("1,234.50"); otherwise such a number is an error. */
  thousands?: boolean;
}
