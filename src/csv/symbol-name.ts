import { canonical } from './table.ts';
import type { CsvTable } from './table.ts';

/** Ticker-like symbols, as the data library keeps them (src/worker/data-library.ts SYMBOL_PATTERN). */
const SYMBOL_RE = /^[A-Z0-9][A-Z0-9._^-]{0,19}$/;

/**
 * Words data sites and people put into file names beside the ticker ("GLD-2010-YAHOOFINANCE.csv",
 * "AAPL_daily_prices.csv"): never the symbol itself.
 */
const NOISE = new Set([
  'YAHOO',
  'YAHOOFINANCE',
  'FINANCE',
  'GOOGLE',
  'STOOQ',
  'INVESTING',
  'NASDAQ',
  'MARKETWATCH',
  'DAILY',
  'WEEKLY',
  'MONTHLY',
  'HOURLY',
  'INTRADAY',
  'EOD',
  'PRICE',
  'PRICES',
  'CLOSE',
  'CLOSES',
  'OHLC',
  'OHLCV',
  'QUOTE',
  'QUOTES',
  'HISTORY',
  'HISTORICAL',
  'HISTORICALDATA',
  'HISTORICALPRICES',
  'DATA',
  'DATASET',
  'EXPORT',
  'DOWNLOAD',
  'TABLE',
  'FILE',
  'FULL',
  'ADJUSTED',
  'ADJ',
  'CSV',
  'COPY',
  'FINAL',
  'NEW',
  'OLD',
]);

/** A year (1900-2099), a date (20100104, 2010-01-04 split at its dashes), a number or a range of them. */
const DATE_LIKE = /^(?:\d{1,8}|(?:19|20)\d{2}(?:Q[1-4]|H[12])?)$/;

function tokens(fileName: string): string[] {
  const stem = fileName.replace(/^.*[\\/]/, '').replace(/\.(csv|txt|tsv)(\.gz)?$/i, '');
  return stem
    .toUpperCase()
    .split(/[\s_\-()[\],+]+/)
    .map((t) => t.replace(/[^A-Z0-9.^]/g, '').replace(/^[^A-Z0-9]+|\.+$/g, ''))
    .filter((t) => t !== '');
}

/**
 * A clean symbol from a file's name: the first word that is neither a date, a number nor a data site's or a file's
 * usual word ("GLD-2010-YAHOOFINANCE.csv" -> "GLD", "yahoofinance-SPY-20080101-20180101.csv" -> "SPY",
 * "^GSPC.csv" -> "GSPC", "BRK.B daily.csv" -> "BRK.B"). For an indicator (`words`), every such word joined by "_"
 * ("AAII sentiment 2020.csv" -> "AAII_SENTIMENT"), as indicators are named by what they measure. When no word is
 * left, the file name upper-cased and made valid (as before), or "" when nothing is.
 */
export function symbolFromFileName(fileName: string, words = false): string {
  const all = tokens(fileName);
  const kept = all.filter((t) => !NOISE.has(t) && !DATE_LIKE.test(t));
  const candidate = words ? kept.join('_').slice(0, 20).replace(/_+$/, '') : (kept[0] ?? '');
  if (SYMBOL_RE.test(candidate)) return candidate;
  const fallback = all
    .join('_')
    .replace(/^[^A-Z0-9]+/, '')
    .slice(0, 20)
    .replace(/_+$/, '');
  return SYMBOL_RE.test(fallback) ? fallback : '';
}

const TICKER_COLUMNS = ['ticker', 'symbol', 'tickersymbol', 'sym'];

/**
 * The symbol a file names in its own Ticker or Symbol column when every row names the same one (upper-cased), else
 * null (no such column, several symbols, or a value that is not a ticker).
 */
export function symbolFromTickerColumn(table: CsvTable): string | null {
  const keys = table.header.map(canonical);
  const col = TICKER_COLUMNS.map((k) => keys.indexOf(k)).find((i) => i >= 0);
  if (col === undefined) return null;
  let found: string | null = null;
  for (const row of table.rows) {
    const value = row[col].trim().toUpperCase();
    if (value === '') continue;
    if (found === null) found = value;
    else if (value !== found) return null;
  }
  return found !== null && SYMBOL_RE.test(found) ? found : null;
}
