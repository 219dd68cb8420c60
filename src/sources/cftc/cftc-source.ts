import { z } from 'zod';
import type { StoredValue } from '../../contract/market-data.ts';
import type { FetchedValues, MarketSource } from '../../service/data/market-source-port.ts';
import { sourceHttp, type AdapterOptions } from '../adapter-options.ts';
import { byDate, fromDay } from '../dates.ts';
import { SOURCE_DESCRIPTIONS } from '../descriptions.ts';

/** The Legacy Commitments of Traders report, futures only, on the CFTC's Public Reporting Environment (Socrata). */
export const COT_LEGACY_FUTURES_DATASET = '6dca-aqww';

const count = z.coerce.number().refine(Number.isFinite, 'not a number');
const RowsSchema = z.array(
  z.object({
    report_date_as_yyyy_mm_dd: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
    comm_positions_long_all: count,
    comm_positions_short_all: count,
  }),
);

/** A contract market code is six letters or digits (067651 is WTI crude oil on NYMEX). */
const CODE = /^[0-9A-Z]{6}$/;

/**
 * Commercial hedgers' weekly net position (commercial long minus commercial short, legacy report) for a contract
 * market code, as an indicator series dated by the report's Tuesday.
 */
export function createCftcSource(options: AdapterOptions = {}): MarketSource {
  const http = sourceHttp('cftc', options);
  return {
    description: SOURCE_DESCRIPTIONS.cftc,
    baseUrl: http.baseUrl,
    ready: true,
    async series(symbol, from, signal): Promise<FetchedValues> {
      const code = symbol.toUpperCase();
      if (!CODE.test(code))
        throw http.error(
          `cftc needs a contract market code of six letters or digits (such as 067651), not ${symbol}`,
          false,
        );
      const url = new URL(`/resource/${COT_LEGACY_FUTURES_DATASET}.json`, SOURCE_DESCRIPTIONS.cftc.defaultBaseUrl);
      url.searchParams.set('$select', 'report_date_as_yyyy_mm_dd,comm_positions_long_all,comm_positions_short_all');
      const since = from === undefined ? '' : ` AND report_date_as_yyyy_mm_dd >= '${from}'`;
      url.searchParams.set('$where', `cftc_contract_market_code = '${code}'${since}`);
      url.searchParams.set('$order', 'report_date_as_yyyy_mm_dd');
      url.searchParams.set('$limit', '50000');
      const parsed = RowsSchema.safeParse(await http.json(url.href, { symbol, signal }));
      if (!parsed.success) throw http.error(`cftc answered something unexpected for ${symbol}`, false);
      if (parsed.data.length === 0 && from === undefined)
        throw http.error(`cftc has no Commitments of Traders report for contract market code ${code}`, false);
      const rows: StoredValue[] = parsed.data
        .map((r) => ({
          Date: r.report_date_as_yyyy_mm_dd.slice(0, 10),
          Value: r.comm_positions_long_all - r.comm_positions_short_all,
        }))
        .sort(byDate);
      return { kind: 'indicator', rows: fromDay(rows, from) };
    },
  };
}
