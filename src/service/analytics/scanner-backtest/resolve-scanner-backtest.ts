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

/** The request checked field by field, and the universe of its find_type; a 400 names the field, a 404 the kind. */
export async function resolveScannerBacktest(body: unknown, marketData: MarketData): Promise<ResolvedScannerBacktest> {
  const parsed = ScannerBacktestParamsSchema.safeParse(body);
  if (!parsed.success) throw AnalyticsServiceError.badRequest(fieldErrors(parsed.error));
  const params = parsed.data;
  const members = await loadUniverse(marketData, params.find_type);
  if (members.length === 0) {
    const kinds = params.find_type.map((k) => KIND_NAMES[k]).join(' or ');
    throw new AnalyticsServiceError(404, `no ${kinds} with daily prices to scan: load prices on the Data screen first`);
  }
  return { params, members };
}
