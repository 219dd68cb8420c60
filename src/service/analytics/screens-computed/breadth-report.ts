import { html } from 'hono/html';
import type { Report } from '../../../contract/index.ts';
import { isoDay } from '../../../engine/series/bars.ts';
import type { ValueSeries } from '../../../engine/series/bars.ts';
import { INTERNALS } from '../../data/internals-market-data.ts';
import type { MarketData } from '../../ports.ts';
import { figure, indexOfTime, newestSharedTime, pricedMembers } from './screen-inputs.ts';

/** A series' value on `time`, when it has a defined one. */
function valueOn(series: ValueSeries | undefined, time: number): number | undefined {
  const at = series ? indexOfTime(series.time, time) : -1;
  return series && at >= 0 && Number.isFinite(series.value[at]) ? series.value[at] : undefined;
}

/**
 * A SentimentEdge report of one universe's market internals on the newest day at least half of its members with prices
 * have a bar (newestSharedTime, as the sector screen), written from the figures alone (every text escaped; nothing a
 * user typed is taken as HTML). Undefined when no member has prices.
 */
export async function breadthReport(
  marketData: MarketData,
  universe: { name: string; symbols: readonly string[] },
): Promise<Report | undefined> {
  const priced = await pricedMembers(marketData, universe.symbols);
  const time = newestSharedTime(priced);
  if (time === undefined) return undefined;
  const date = isoDay(time);
  const counted = priced.filter((m) => indexOfTime(m.bars.time, time) >= 0).length;
  const rows = await Promise.all(
    INTERNALS.map(async (d) => ({
      name: d.suffix,
      value: valueOn(await marketData.indicator(`${universe.name} ${d.suffix}`), time),
    })),
  );
  const read = rows.filter((r) => r.value !== undefined);
  const above200 = rows.find((r) => r.name === '% Above 200-Day MA')?.value;
  const tone =
    above200 === undefined
      ? 'Too few days are stored for a 200-day average.'
      : above200 >= 50
        ? `${figure(above200)}% of the members are above their 200-day average: a majority in long-term uptrends.`
        : `Only ${figure(above200)}% of the members are above their 200-day average: a minority in long-term uptrends.`;
  const content = html`<p>${tone}</p>
    <table>
      <thead>
        <tr>
          <th>Internal</th>
          <th>Value on ${date}</th>
        </tr>
      </thead>
      <tbody>
        ${read.map(
          (r) =>
            html`<tr>
              <td>${universe.name} ${r.name}</td>
              <td>${String(figure(r.value))}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    <p>
      Computed by this connection from the ${String(counted)} of ${String(universe.symbols.length)} members with prices
      on ${date}, with today’s membership for every past day.
    </p>`;
  return {
    title: `${universe.name} breadth, ${date}`,
    post_content: String(content),
    author: 'Backtest Studio (computed)',
    // Computed here, so there is no web page to link to.
    url: '',
    publish_date: date,
    computed: true,
  };
}
