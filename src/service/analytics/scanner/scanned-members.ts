import type { ServicePorts } from '../../ports.ts';
import { AnalyticsServiceError } from '../analytics-error.ts';
import type { UniverseMember } from './universe.ts';
import { loadUniverse, universeMember } from './universe.ts';

export function noData(ticker: string): AnalyticsServiceError {
  return new AnalyticsServiceError(
    404,
    `no daily price data for ${ticker}: load its prices (a CSV on the Data screen) or pick another ticker`,
  );
}

/** What latest-day-all scans: one ticker, a named universe's members with daily prices, or every such symbol. */
export async function scannedMembers(
  ports: ServicePorts,
  q: { ticker?: string | undefined; universe?: string | undefined },
): Promise<UniverseMember[]> {
  if (q.ticker !== undefined) {
    const member = await universeMember(ports.marketData, q.ticker);
    if (!member) throw noData(q.ticker);
    return [member];
  }
  if (q.universe !== undefined) {
    const universe = await ports.market?.universes?.get(q.universe);
    if (!universe) throw new AnalyticsServiceError(404, `no universe ${q.universe}: GET /data/universes lists them`);
    const members = await loadUniverse(ports.marketData, undefined, universe.symbols);
    if (members.length === 0) {
      throw new AnalyticsServiceError(
        404,
        `none of the ${universe.symbols.length} members of ${universe.name} has daily prices: refresh the universe on the Data screen`,
      );
    }
    return members;
  }
  const members = await loadUniverse(ports.marketData);
  if (members.length === 0) {
    throw new AnalyticsServiceError(404, 'no symbol has daily price data: load prices on the Data screen first');
  }
  return members;
}

/**
 * The members whose days decide "the latest day": the fetched ones when any is scanned (the data the user loaded,
 * not the bundled samples that end years earlier), else all of them.
 */
export async function dayMembers(ports: ServicePorts, members: UniverseMember[]): Promise<UniverseMember[]> {
  const stored = ports.market && new Set((await ports.market.store.list()).map((h) => h.symbol.toUpperCase()));
  const fetched = stored ? members.filter((m) => stored.has(m.symbol)) : [];
  return fetched.length > 0 ? fetched : members;
}
