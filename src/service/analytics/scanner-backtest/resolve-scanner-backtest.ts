import type { ScannerBacktestParams } from '../../../contract/index.ts';
import { fieldErrors, ScannerBacktestParamsSchema } from '../../../contract/index.ts';
import type { MarketData } from '../../ports.ts';
import { AnalyticsServiceError } from '../analytics-error.ts';
import type { UniverseMember } from '../scanner/universe.ts';
import { loadUniverse } from '../scanner/universe.ts';

export interface ResolvedScannerBacktest {
  params: ScannerBacktestParams;
  members: UniverseMember[];
}

const KIND_NAMES = { stock: 'stock', etf: 'ETF' } as const;

/** A scanner backtest request from outside the router (a stored task) parsed; a 400 naming each bad field. */
export function parseScannerBacktestRequest(body: unknown): ScannerBacktestParams {
  const parsed = ScannerBacktestParamsSchema.safeParse(body);
  if (!parsed.success) throw AnalyticsServiceError.badRequest(fieldErrors(parsed.error));
  return parsed.data;
}

/** The parsed request and the universe of its find_type; a 404 names the kind when it has no member with prices. */
export async function resolveScannerBacktest(
  params: ScannerBacktestParams,
  marketData: MarketData,
): Promise<ResolvedScannerBacktest> {
  const members = await loadUniverse(marketData, params.find_type);
  if (members.length === 0) {
    const kinds = params.find_type.map((k) => KIND_NAMES[k]).join(' or ');
    throw new AnalyticsServiceError(404, `no ${kinds} with daily prices to scan: load prices on the Data screen first`);
  }
  return { params, members };
}
