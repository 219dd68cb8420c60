import type { ScreenRecordOf } from '../../../contract/index.ts';
import type { Universe } from '../../../contract/universes.ts';
import type { Panel } from '../../../engine/internals/panel.ts';
import { alignPanel } from '../../../engine/internals/panel.ts';
import { percentAboveAverage } from '../../../engine/internals/percent-above.ts';
import { isoDay } from '../../../engine/series/bars.ts';
import type { PricedMember } from './screen-inputs.ts';
import { figure, indexOfTime, newestSharedTime } from './screen-inputs.ts';
import { SECTOR_ETFS } from './sector-etfs.ts';

/** A sector-breadth row: the spec's fields and how many members counted. */
export type SectorBreadthRecord = ScreenRecordOf<'E'> & {
  members_counted: number;
  members_total: number;
  universe: string;
  computed_from: string;
};

/** The percent of a panel's members above their `n`-day simple average on `time` (among those that have one), or null. */
function shareAbove(panel: Panel, n: number, time: number): number | null {
  const at = indexOfTime(panel.time, time);
  return at < 0 ? null : figure(percentAboveAverage(panel, n).value[at]);
}

/**
 * Per sector of `universe`: the share of its members with prices whose close is above their 10-day and 200-day
 * simple averages, on the newest date at least half of the members with a sector and prices have a bar
 * (newestSharedTime); a member without a bar that day does not count. `etfClose` gives a sector fund's close that day when
 * loaded. Sectors are listed by name; a sector none of whose members has prices is left out.
 */
export function sectorBreadth(
  universe: Universe,
  priced: readonly PricedMember[],
  etfClose: (symbol: string, time: number) => number | null,
): SectorBreadthRecord[] | undefined {
  const sectors = universe.sectors ?? {};
  const time = newestSharedTime(priced.filter((m) => sectors[m.symbol] !== undefined));
  if (time === undefined) return undefined;
  const date = isoDay(time);
  const onDay = (m: PricedMember) => sectors[m.symbol] !== undefined && indexOfTime(m.bars.time, time) >= 0;
  const counted = priced.filter(onDay).length;
  const from = `${universe.name} on ${date}: ${counted} of ${Object.keys(sectors).length} members with a sector have prices that day`;
  const names = [...new Set(Object.values(sectors))].sort();
  return names.flatMap((name) => {
    const members = universe.symbols.filter((s) => sectors[s] === name);
    const withPrices = priced.filter((m) => sectors[m.symbol] === name && onDay(m));
    if (withPrices.length === 0) return [];
    const panel = alignPanel(withPrices.map((m) => m.bars));
    const symbol = SECTOR_ETFS[name] ?? name;
    return [
      {
        symbol,
        chart_name: `${universe.name} ${name} Breadth`,
        name,
        last_value: SECTOR_ETFS[name] ? etfClose(symbol, time) : null,
        last_update: date,
        over_10: shareAbove(panel, 10, time),
        over_200: shareAbove(panel, 200, time),
        members_counted: withPrices.length,
        members_total: members.length,
        universe: universe.name,
        computed_from: from,
      },
    ];
  });
}
