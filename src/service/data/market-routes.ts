import type { RefreshRequest, SourceInfo, SourceName, StoredSymbol } from '../../contract/market-data.ts';
import { REFRESH_MAX_SYMBOLS, SOURCE_NAMES } from '../../contract/market-data.ts';
import type { HandlersOf } from '../endpoint-router.ts';
import { ServiceError } from '../errors.ts';
import type { MarketDataPorts, MarketSource, StoredSeriesHead } from './market-source-port.ts';
import { isStale, newestPriceDate } from './staleness.ts';

/** The one source snapshots (option chains, dividend fundamentals) are fetched from. */
export const SNAPSHOT_SOURCE: SourceName = 'yahoo';

type MarketKey =
  | 'GET /data/sources'
  | 'POST /data/refresh/start'
  | 'GET /data/refresh/status/:task_id'
  | 'POST /data/refresh/:task_id/cancel'
  | 'GET /data/symbols'
  | 'GET /data/symbols/:symbol/bars'
  | 'DELETE /data/symbols/:symbol';

export function sourceInfo(source: MarketSource): SourceInfo {
  const d = source.description;
  return {
    name: d.name,
    kinds: d.kinds,
    needs_key: d.needsKey,
    browser_direct: d.browserDirect,
    base_url: source.baseUrl,
    ready: source.ready,
    description: d.description,
  };
}

/** The store's symbols with the stale flag, measured against the newest last date in the store. */
export function storedSymbols(heads: readonly StoredSeriesHead[]): StoredSymbol[] {
  const newest = newestPriceDate(heads);
  return heads
    .map((h) => ({ ...h, stale: h.kind === 'prices' && isStale(h.last, newest) }))
    .sort((a, b) => a.symbol.localeCompare(b.symbol));
}

function offeredSource(market: MarketDataPorts, name: SourceName | undefined): MarketSource {
  const wanted = name ?? market.defaultSource;
  const source = market.sources.get(wanted);
  if (!source) {
    const offered = SOURCE_NAMES.filter((n) => market.sources.has(n)).join(', ');
    throw ServiceError.field(
      'source',
      `this connection does not fetch from ${wanted}; it offers ${offered || 'no source'}`,
    );
  }
  if (!source.ready)
    throw ServiceError.field(
      'source',
      `${wanted} needs an API key: set one in Settings (in this browser) or on the server`,
    );
  return source;
}

/** Snapshots come from Yahoo only, and only on a host that keeps them; anything else is refused on `snapshots`. */
function checkSnapshots(market: MarketDataPorts, source: MarketSource, request: RefreshRequest): void {
  if (request.snapshots !== true) return;
  if (source.description.name !== SNAPSHOT_SOURCE)
    throw ServiceError.field(
      'snapshots',
      `option chains and dividend figures are fetched from ${SNAPSHOT_SOURCE} only; choose source ${SNAPSHOT_SOURCE} or leave snapshots off`,
    );
  if (!market.snapshots)
    throw ServiceError.field('snapshots', 'this connection does not keep option chains and dividend figures');
}

/** The request's symbols and its universe's members, each once; an unknown universe is refused on `universe`. */
async function symbolsToRefresh(market: MarketDataPorts, request: RefreshRequest): Promise<string[]> {
  const own = request.symbols ?? [];
  if (request.universe === undefined) return own;
  const universe = await market.universes?.get(request.universe);
  if (!universe)
    throw ServiceError.field('universe', `no universe ${request.universe}: GET /data/universes lists them`);
  const symbols = [...new Set([...own, ...universe.symbols])];
  if (symbols.length > REFRESH_MAX_SYMBOLS)
    throw ServiceError.field(
      'symbols',
      `symbols and the members of ${universe.name} make ${symbols.length} symbols; a refresh takes at most ${REFRESH_MAX_SYMBOLS}`,
    );
  return symbols;
}

/** The market-data endpoints over a host's ports; without them (a host with no store) each answers 501. */
export function marketDataHandlers(market: MarketDataPorts | undefined): HandlersOf<MarketKey> {
  const ports = (): MarketDataPorts => {
    if (!market) throw new ServiceError(501, { detail: 'this connection has no market-data store' });
    return market;
  };
  const notFound = (taskId: string) => ServiceError.notFound(`no refresh ${taskId} of this account`);
  return {
    'GET /data/sources': () => ({
      sources: SOURCE_NAMES.flatMap((name) => {
        const source = ports().sources.get(name);
        return source ? [sourceInfo(source)] : [];
      }),
    }),
    'POST /data/refresh/start': async ({ body, sent, account }) => {
      const m = ports();
      const source = offeredSource(m, body.source);
      checkSnapshots(m, source, body);
      const { universe: _universe, ...request } = body;
      const symbols = await symbolsToRefresh(m, body);
      const taskId = m.runs.start(account.username, source, { ...request, symbols }, sent);
      const count = symbols.length;
      return {
        message: `Refreshing ${count} symbol${count === 1 ? '' : 's'} from ${source.description.name}${body.snapshots === true ? ', with option chains and dividend figures' : ''}`,
        task_id: taskId,
      };
    },
    'GET /data/refresh/status/:task_id': ({ params, account }) => {
      const task = ports().runs.get(params.task_id, account.username);
      if (!task) throw notFound(params.task_id);
      return task;
    },
    'POST /data/refresh/:task_id/cancel': ({ params, account }) => {
      const task = ports().runs.cancel(params.task_id, account.username);
      if (!task) throw notFound(params.task_id);
      return task;
    },
    'GET /data/symbols': async () => ({ symbols: storedSymbols(await ports().store.list()) }),
    'GET /data/symbols/:symbol/bars': async ({ params, query }) => {
      const symbol = params.symbol.trim().toUpperCase();
      const series = await ports().store.get(symbol);
      if (!series) throw ServiceError.notFound(`no fetched symbol ${symbol}: refresh it first`);
      const within = (d: string) => (!query.from || d >= query.from) && (!query.to || d <= query.to);
      const base = { symbol: series.symbol, source: series.source, kind: series.kind };
      return series.kind === 'prices'
        ? { ...base, rows: series.rows.filter((r) => within(r.Date)) }
        : { ...base, rows: [], values: series.rows.filter((r) => within(r.Date)) };
    },
    'DELETE /data/symbols/:symbol': async ({ params }) => {
      const symbol = params.symbol.trim().toUpperCase();
      if (!(await ports().store.delete(symbol))) throw ServiceError.notFound(`no fetched symbol ${symbol}`);
      return { symbol, deleted: true as const };
    },
  };
}
