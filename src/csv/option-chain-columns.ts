import { findColumn, headerList } from './columns.ts';
import { CsvError } from './csv-error.ts';
import { canonical } from './table.ts';

/** A column of an option-chain CSV: its name in messages and the header names it is read from. */
export interface ChainField {
  readonly display: string;
  /**
   * Canonical header names (see `canonical`: lower case without spaces, underscores, dots or dashes), most specific
   * first: when a file has two of them, the first is read and the other ignored (so `underlying_close` wins over a
   * `close` that may be the option's own close, and `underlying` over `symbol`).
   */
  readonly aliases: readonly string[];
}

export const CHAIN_FIELDS = {
  ticker: { display: 'Ticker', aliases: ['ticker', 'underlying', 'underlyingsymbol', 'symbol'] },
  close: { display: 'Close', aliases: ['underlyingclose', 'underlyingprice', 'close'] },
  expiration: { display: 'Expiration', aliases: ['expiration', 'expirationdate', 'expiry', 'expirdate'] },
  strike: { display: 'Strike', aliases: ['strike', 'strikeprice'] },
  lastPrice: { display: 'Last Price', aliases: ['lastprice', 'last'] },
  volume: { display: 'Volume', aliases: ['volume'] },
  openInterest: { display: 'Open Interest', aliases: ['openinterest', 'oi'] },
  iv: { display: 'IV', aliases: ['iv', 'impliedvolatility'] },
  delta: { display: 'Delta', aliases: ['delta'] },
  vega: { display: 'Vega', aliases: ['vega'] },
  contractSymbol: { display: 'Contract Symbol', aliases: ['contractsymbol'] },
  date: { display: 'Date', aliases: ['date', 'quotedate'] },
  type: { display: 'Type', aliases: ['type', 'optiontype', 'putcall'] },
} as const satisfies Record<string, ChainField>;

/** The index of the field's column (its first alias present), or -1. */
export function findChainColumn(header: readonly string[], field: ChainField): number {
  for (const alias of field.aliases) {
    const i = findColumn(header, alias, field.display);
    if (i >= 0) return i;
  }
  return -1;
}

/** The index of a required field's column, or a CsvError naming it, its aliases and the header. */
export function requireChainColumn(header: readonly string[], field: ChainField): number {
  const i = findChainColumn(header, field);
  if (i >= 0) return i;
  throw CsvError.header(
    field.display,
    `missing required column ${field.display} (any of: ${field.aliases.join(', ')}); the header has: ${headerList(header)}`,
  );
}

/** How much of a file `looksLikeOptionChain` looks at for its header line. */
const SNIFF_CHARS = 64 * 1024;

/** The first line that is not blank or a `#` comment, without a BOM. */
function headerLine(text: string): string {
  const head = text.slice(text.charCodeAt(0) === 0xfeff ? 1 : 0, SNIFF_CHARS);
  for (const line of head.split(/\r\n|\n|\r/)) {
    const t = line.trim();
    if (t !== '' && !t.startsWith('#')) return t;
  }
  return '';
}

function hasAny(names: ReadonlySet<string>, field: ChainField): boolean {
  return field.aliases.some((a) => names.has(a));
}

/**
 * True when the header line of `text` (a whole file or just its first line; leading blank and `#` lines skipped)
 * names a strike, an expiration and an IV or last price column: an option chain rather than a price file. Looks at
 * the header only, so it is cheap on a large file; it does not promise the file parses.
 */
export function looksLikeOptionChain(text: string): boolean {
  const cells = headerLine(text).split(/[,\t;]/);
  const names = new Set(cells.map((c) => canonical(c.trim().replace(/^"(.*)"$/, '$1'))));
  const f = CHAIN_FIELDS;
  return hasAny(names, f.strike) && hasAny(names, f.expiration) && (hasAny(names, f.iv) || hasAny(names, f.lastPrice));
}
