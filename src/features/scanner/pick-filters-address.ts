import type { AddressCodec } from '../../ui/address/use-address-state.ts';
import { choiceParam, listParam, textParam } from '../../ui/address/address-codecs.ts';
import type { PickFilters, RangeField, RangeText } from './pick-filters.ts';
import { DIRECTION_FILTERS, NO_FILTERS, RANGE_FIELDS } from './pick-filters.ts';

const signals = listParam('signals');
const category = textParam('category');
const direction = choiceParam('direction', DIRECTION_FILTERS, NO_FILTERS.direction);
/** A range's ends as typed, `TrendScore_min=3&TrendScore_max=8`: a bound not yet a number still survives a reload. */
function range(field: RangeField): AddressCodec<RangeText> {
  const min = textParam(`${field}_min`);
  const max = textParam(`${field}_max`);
  return {
    read: (params) => ({ min: min.read(params), max: max.read(params) }),
    write: (params, value) => (min.write(params, value.min), max.write(params, value.max)),
  };
}
const RANGES: Record<RangeField, AddressCodec<RangeText>> = {
  TrendScore: range('TrendScore'),
  RelTrendScore: range('RelTrendScore'),
  WinRate: range('WinRate'),
  Z_Score: range('Z_Score'),
};

/**
 * The scanner's pick filters in the address, so a reload or a shared link shows the same picks; each filter left at
 * "all" is left out, so an unfiltered view keeps a plain address.
 */
export const PICK_FILTERS_ADDRESS: AddressCodec<PickFilters> = {
  read: (params) => ({
    signals: signals.read(params),
    category: category.read(params),
    direction: direction.read(params),
    ranges: {
      TrendScore: RANGES.TrendScore.read(params),
      RelTrendScore: RANGES.RelTrendScore.read(params),
      WinRate: RANGES.WinRate.read(params),
      Z_Score: RANGES.Z_Score.read(params),
    },
  }),
  write: (params, filters) => {
    signals.write(params, filters.signals);
    category.write(params, filters.category);
    direction.write(params, filters.direction);
    for (const field of RANGE_FIELDS) RANGES[field].write(params, filters.ranges[field]);
  },
};
