import type { TickerOptions } from '../../ui/form/library-tickers.ts';

/**
 * A hint about the symbols' data in this browser's library: the dates they all cover, or which are not there.
 * Null when the connection publishes no list (a server), or nothing is named yet.
 */
export function dataCoverage(symbols: readonly string[], tickers: TickerOptions): string | null {
  const named = symbols.filter((s) => s.trim() !== '');
  if (!tickers.known || named.length === 0) return null;
  const absent = named.filter((s) => !tickers.info(s));
  if (absent.length)
    return `${absent.join(', ')} ${absent.length === 1 ? 'is' : 'are'} not in this browser's data library: add ${absent.length === 1 ? 'it' : 'them'} on the Data screen, or the run will say there is no data.`;
  const infos = named.map((s) => tickers.info(s)!);
  const first = infos.reduce((a, d) => (d.first > a ? d.first : a), infos[0].first);
  const last = infos.reduce((a, d) => (d.last < a ? d.last : a), infos[0].last);
  const who = named.length === 1 ? named[0] : named.length === 2 ? 'Both symbols' : `All ${named.length} symbols`;
  if (first > last) return `${who} have no dates in common (the latest start is ${first}, the earliest end ${last}).`;
  return `${who} ${named.length === 1 ? 'has' : 'have'} data from ${first} to ${last}.`;
}
