import { isCalendarDate } from '../../contract/calendar-date.ts';
import { EXIT_REASONS } from '../../contract/index.ts';
import { choiceParam, setOrDelete } from '../address/address-codecs.ts';
import type { AddressCodec } from '../address/use-address-state.ts';
import type { TradeFilter } from './trade-filter.ts';

const OUTCOME = choiceParam('trades', ['all', 'winners', 'losers'], 'all');
const REASON = choiceParam('exit', ['all', ...EXIT_REASONS], 'all');
const DAY_KEYS = { from: 'entered_from', to: 'entered_to' } as const;

const day = (params: URLSearchParams, key: string) => {
  const raw = params.get(key) ?? '';
  return isCalendarDate(raw) ? raw : '';
};

/**
 * The trade table's filter in the result page's address (`?trades=winners&exit=stop&entered_from=2020-01-01`), so a
 * filtered table can be bookmarked or shared; no filter leaves the address plain.
 */
export const TRADE_FILTER_ADDRESS: AddressCodec<TradeFilter> = {
  read: (params) => ({
    outcome: OUTCOME.read(params),
    reason: REASON.read(params),
    from: day(params, DAY_KEYS.from),
    to: day(params, DAY_KEYS.to),
  }),
  write: (params, filter) => {
    OUTCOME.write(params, filter.outcome);
    REASON.write(params, filter.reason);
    setOrDelete(params, DAY_KEYS.from, filter.from);
    setOrDelete(params, DAY_KEYS.to, filter.to);
  },
};
