/**
 * A CSV that cannot be read. `row` is the line of the file as an editor shows it, the header being line 1 (so the
 * first data row is row 2); for `csv_data` arrays it is the 1-based index of the row object. `column` is the header
 * name ('' when the problem is not in one column). `reason` is the message without its row/column prefix.
 */
export class CsvError extends Error {
  readonly row: number;
  readonly column: string;
  readonly reason: string;

  constructor(row: number, column: string, reason: string, message: string) {
    super(message);
    this.name = 'CsvError';
    this.row = row;
    this.column = column;
    this.reason = reason;
  }

  /** An error in a cell of a file: `Row 12 (line 12 of the file), column Close: "abc" is not a number`. */
  static cell(line: number, column: string, reason: string): CsvError {
    const where = column ? `, column ${column}` : '';
    return new CsvError(line, column, reason, `Row ${line} (line ${line} of the file)${where}: ${reason}`);
  }

  /** An error in the header line: `Header (line 1): missing required column Close`. */
  static header(column: string, reason: string): CsvError {
    return new CsvError(1, column, reason, `Header (line 1): ${reason}`);
  }

  /** An error in a `csv_data` row object: `csv_data row 3, column Close: "abc" is not a number`. */
  static dataRow(index: number, column: string, reason: string): CsvError {
    const where = column ? `, column ${column}` : '';
    return new CsvError(index, column, reason, `csv_data row ${index}${where}: ${reason}`);
  }
}
