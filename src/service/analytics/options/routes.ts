import type { OptionResponse } from '../../../contract/index.ts';
import { putOpportunities } from '../../../engine/options/index.ts';
import type { HandlersOf } from '../../endpoint-router.ts';
import type { ServicePorts } from '../../ports.ts';
import { AnalyticsServiceError } from '../analytics-error.ts';
import { scannedChain } from './scanned-chain.ts';

/** What a 404 says when the connection has no option chain: how to give it one, in either connection. */
export const NO_OPTION_CHAIN =
  'no option chain is loaded: refresh symbols from yahoo with option chains on the Data screen (on a server), drop an option-chain snapshot CSV (ticker, close, expiration, strike, last price, ' +
  'volume, open interest, IV, delta, vega, contract symbol, date) on the Data screen and keep it, or on a server ' +
  "put it in the data folder's options/ directory";

const finiteOrNull = (x: number) => (Number.isFinite(x) ? x : null);

/**
 * The option scanner of spec 4.6: the short-put opportunities of one snapshot day, of the fetched chains when a refresh
 * fetched any, else of the connection's chain files (scannedChain); the answer's `chain` says which.
 */
export function optionHandlers(ports: ServicePorts): HandlersOf<'GET /smart-option-scanner/options'> {
  return {
    'GET /smart-option-scanner/options': async ({ query }) => {
      const { date } = query;
      const scanned = await scannedChain(ports);
      if (!scanned) throw new AnalyticsServiceError(404, NO_OPTION_CHAIN);
      const chain = scanned.quotes;
      const list = putOpportunities(chain, date);
      if (list.asOfDate === null || list.opportunities.length === 0) {
        const dates = [...new Set(chain.map((q) => q.date))].sort();
        throw new AnalyticsServiceError(
          404,
          `the ${scanned.origin.origin === 'fetched' ? 'fetched ' : ''}option chain has no put to list on ${list.asOfDate ?? date}; its snapshot dates are ${dates.join(', ')}`,
        );
      }
      const body: OptionResponse = {
        code: 200,
        data: {
          as_of_date: list.asOfDate,
          option_type: 'put',
          tickers: list.tickers,
          count: list.opportunities.length,
          // A chain without delta or vega columns reads them as NaN, which JSON cannot carry.
          option_data: list.opportunities.map((o) => ({
            ...o,
            Delta: finiteOrNull(o.Delta),
            Vega: finiteOrNull(o.Vega),
          })),
          chain: { ...scanned.origin, date: list.asOfDate },
        },
      };
      return body;
    },
  };
}
