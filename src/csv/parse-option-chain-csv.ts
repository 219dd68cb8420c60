import type { OptionQuote } from '../engine/options/types.ts';
import { isoDay } from '../engine/series/bars.ts';
import { CsvError } from './csv-error.ts';
import { parseDate } from './dates.ts';
import { parseNumber, quote } from './numbers.ts';
import { CHAIN_FIELDS, findChainColumn, requireChainColumn } from './option-chain-columns.ts';
import { readTable } from './table.ts';

export { looksLikeOptionChain } from './option-chain-columns.ts';

export interface OptionChainCsv {
  /** In file order. */
  quotes: OptionQuote[];
  /** What was read leniently: percent IVs, missing Delta/Vega columns. */
  warnings: string[];
}

/** An IV above this is a percent (25 means 25% = 0.25): no listed option trades at 500% a year as a fraction. */
export const PERCENT_IV_ABOVE = 5;

/** An OCC/OSI contract symbol ends in YYMMDD, P or C, then the strike (x 1000, 8 digits in the standard form). */
const OCC_TYPE_RE = /\d{6}([CP])\d+(?:\.\d+)?$/i;

const TYPE_WORDS: ReadonlyMap<string, OptionQuote['type']> = new Map<string, OptionQuote['type']>([
  ['put', 'put'],
  ['p', 'put'],
  ['call', 'call'],
  ['c', 'call'],
]);

/**
 * Blanks the lines whose first non-space character is `#` (comments, e.g. a "made up" notice) so the table reader
 * skips them as blank lines while every other line keeps its number. A `#` line inside a quoted multi-line cell would
 * be blanked too; option chains have no such cells.
 */
function blankComments(text: string): string {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return body.replace(/^[ \t]*#[^\r\n]*/gm, '');
}

/** Reads one row's cells, each error naming the row's line of the file and the column as headed in the file. */
class RowReader {
  constructor(
    private readonly header: readonly string[],
    public row: readonly string[],
    public line: number,
  ) {}

  fail(col: number, reason: string): never {
    throw CsvError.cell(this.line, this.header[col], reason);
  }

  text(col: number): string {
    const cell = this.row[col];
    if (cell === '') this.fail(col, 'is empty');
    return cell;
  }

  number(col: number): number {
    const v = parseNumber(this.row[col]);
    return typeof v === 'string' ? this.fail(col, v) : v;
  }

  positive(col: number): number {
    const v = this.number(col);
    return v > 0 ? v : this.fail(col, `${quote(this.row[col])} is not above 0`);
  }

  nonNegative(col: number): number {
    const v = this.number(col);
    return v >= 0 ? v : this.fail(col, `${quote(this.row[col])} is negative`);
  }

  /** A count that reads 0 when the column is missing (-1) or the cell empty. */
  count(col: number): number {
    return col < 0 || this.row[col] === '' ? 0 : this.nonNegative(col);
  }

  /** A number that reads NaN (not given) when the column is missing (-1) or the cell empty. */
  optional(col: number): number {
    return col < 0 || this.row[col] === '' ? NaN : this.number(col);
  }

  /** Rows whose IV was read as a percent. */
  percentIvs = 0;

  /** An IV as a fraction a year: a value above 5 is a percent (25 -> 0.25). */
  iv(col: number): number {
    const v = this.nonNegative(col);
    if (v <= PERCENT_IV_ABOVE) return v;
    this.percentIvs++;
    return v / 100;
  }

  /** YYYY-MM-DD of a date cell (any format `parseDate` reads; a time of day is dropped). */
  day(col: number): string {
    const t = parseDate(this.row[col]);
    return typeof t === 'string' ? this.fail(col, t) : isoDay(t);
  }
}

/**
 * Reads an option-chain snapshot CSV: one row per option contract. Header names match case-insensitively, ignoring
 * spaces, underscores, dots and dashes, with these aliases (the first one present is read):
 *
 * - required: Ticker (ticker, underlying, underlying symbol, symbol), Close of the underlying (underlying close,
 *   underlying price, close), Expiration (expiration, expiration date, expiry, expirDate), Strike (strike, strike
 *   price), Last Price (last price, last), IV (IV, implied volatility), Date of the snapshot (date, quote date);
 * - Type (type, option type, putCall: put/call or P/C, any case); without the column, or with an empty cell, the type
 *   is read from the OCC contract symbol (`MSFT220325P00280000`: root, YYMMDD, P or C, strike x 1000), so a file
 *   without a Type column requires Contract Symbol (contract symbol, contractSymbol);
 * - optional: Volume and Open Interest (volume; open interest, OI): empty or missing read 0; Delta and Vega: empty or
 *   missing read NaN (not given).
 *
 * IV is a fraction a year (0.25); a value above 5 is read as a percent (25 -> 0.25), since no listed option has an IV
 * of 500%. Dates as `parseDate` reads them, stored as YYYY-MM-DD. Close and Strike must be above 0; Last Price, IV,
 * Volume and Open Interest must not be negative (a 0 last price or IV is kept; the scanner skips such rows). Tickers
 * are upper-cased. Lines starting with `#` are comments. Errors throw a CsvError naming the row (line of the file,
 * header = line 1 when it is the first line) and the column as headed in the file.
 */
export function parseOptionChainCsv(text: string): OptionChainCsv {
  const { header, rows, lines } = readTable(blankComments(text));
  const f = CHAIN_FIELDS;
  const ticker = requireChainColumn(header, f.ticker);
  const close = requireChainColumn(header, f.close);
  const expiration = requireChainColumn(header, f.expiration);
  const strike = requireChainColumn(header, f.strike);
  const lastPrice = requireChainColumn(header, f.lastPrice);
  const iv = requireChainColumn(header, f.iv);
  const date = requireChainColumn(header, f.date);
  const type = findChainColumn(header, f.type);
  const contract = type < 0 ? requireChainColumn(header, f.contractSymbol) : findChainColumn(header, f.contractSymbol);
  const volume = findChainColumn(header, f.volume);
  const openInterest = findChainColumn(header, f.openInterest);
  const delta = findChainColumn(header, f.delta);
  const vega = findChainColumn(header, f.vega);

  const warnings: string[] = [];
  if (delta < 0) warnings.push('the file has no Delta column; deltas read as not given (NaN)');
  if (vega < 0) warnings.push('the file has no Vega column; vegas read as not given (NaN)');

  const quotes = new Array<OptionQuote>(rows.length);
  const r = new RowReader(header, [], 0);
  for (let i = 0; i < rows.length; i++) {
    r.row = rows[i];
    r.line = lines[i];
    quotes[i] = {
      ticker: r.text(ticker).toUpperCase(),
      close: r.positive(close),
      expiration: r.day(expiration),
      strike: r.positive(strike),
      lastPrice: r.nonNegative(lastPrice),
      volume: r.count(volume),
      openInterest: r.count(openInterest),
      iv: r.iv(iv),
      delta: r.optional(delta),
      vega: r.optional(vega),
      contractSymbol: contract < 0 ? '' : r.row[contract],
      date: r.day(date),
      type: optionType(r, type, contract),
    };
  }
  if (r.percentIvs > 0) {
    const rowsHave = r.percentIvs === 1 ? '1 row has' : `${r.percentIvs} rows have`;
    warnings.push(`${rowsHave} an IV above ${PERCENT_IV_ABOVE}, read as a percent (25 -> 0.25)`);
  }
  return { quotes, warnings };
}

/** Put or call: the Type cell when there is one, else the P/C of the OCC contract symbol. */
function optionType(r: RowReader, type: number, contract: number): OptionQuote['type'] {
  if (type >= 0 && r.row[type] !== '') {
    const t = TYPE_WORDS.get(r.row[type].toLowerCase());
    return t ?? r.fail(type, `${quote(r.row[type])} is not an option type (put, call, P or C)`);
  }
  if (contract < 0) r.fail(type, 'is empty, expected put or call (the file has no Contract Symbol to read it from)');
  const m = OCC_TYPE_RE.exec(r.row[contract]);
  if (m) return m[1].toUpperCase() === 'P' ? 'put' : 'call';
  const why = r.row[contract] === '' ? 'is empty' : `${quote(r.row[contract])} is not an OCC contract symbol`;
  return r.fail(contract, `${why}; the type (put or call) is read from it (root, YYMMDD, P or C, strike)`);
}
