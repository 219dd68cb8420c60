import { useMemo } from 'react';
import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { SIGN_COLOURS } from '../../ui/charts/heat-colour.ts';
import type { ChartPng } from '../../ui/charts/png-export.ts';
import { SvgChartBox } from '../../ui/charts/svg-chart-box.tsx';
import { useChartPalette } from '../../ui/charts/use-chart-palette.ts';
import type { PanelColumn } from '../../ui/table/chart-table-panel.tsx';
import { ChartTablePanel } from '../../ui/table/chart-table-panel.tsx';
import { formatFixed, formatSignedPercent } from '../../ui/table/format.ts';
import { monthDayLabel } from './calendar-format.ts';
import { NoRowsNotice } from './no-rows-notice.tsx';
import type { YearSegment } from './one-dollar-segments.ts';
import { usualDate, yearSegments } from './one-dollar-segments.ts';
import { csvFileName } from './seasonality-format.ts';
import type { ViewProps } from './view-props.ts';

interface TradeRow {
  year: number;
  entry: string;
  exit: string;
  returnPct: number;
  /** $1 compounded through this year's holding. */
  compounded: number;
}

const COLUMNS: PanelColumn<TradeRow>[] = [
  { label: 'Year', value: (r) => r.year },
  { label: 'Bought at the close of', value: (r) => r.entry },
  { label: 'Sold at the close of', value: (r) => r.exit },
  { label: 'Return (%)', value: (r) => r.returnPct, format: (r) => formatSignedPercent(r.returnPct), numeric: true },
  {
    label: 'Value of $1 (compounded)',
    value: (r) => r.compounded,
    format: (r) => formatFixed(r.compounded, 4),
    numeric: true,
  },
];

/** Each year's holding as its own line from $1, on an axis of sessions held; the mean of the years in bold. */
function SegmentsChart({
  ariaLabel,
  segments,
  png,
}: {
  ariaLabel: string;
  segments: readonly YearSegment[];
  png: ChartPng;
}) {
  const palette = useChartPalette();
  const tick = { fill: palette.text.secondary, fontSize: 11 };
  const data = useMemo(() => {
    const length = Math.max(0, ...segments.map((s) => s.values.length));
    return Array.from({ length }, (_, held) => {
      const row: Record<string, number> = { held };
      let sum = 0;
      let count = 0;
      for (const s of segments) {
        const v = s.values[held];
        if (v === undefined) continue;
        row[`y${s.year}`] = v;
        sum += v;
        count++;
      }
      if (count) row.mean = sum / count;
      return row;
    });
  }, [segments]);
  return (
    <SvgChartBox
      ariaLabel={ariaLabel}
      height={340}
      png={png}
      pngLegend={[
        { name: 'Years that gained', colour: SIGN_COLOURS.positive },
        { name: 'Years that lost', colour: SIGN_COLOURS.negative },
        { name: 'Mean of the years', colour: palette.primary.main },
      ]}
    >
      <LineChart
        responsive
        style={{ width: '100%', height: 340 }}
        data={data}
        margin={{ top: 8, right: 12, bottom: 4, left: 4 }}
      >
        <CartesianGrid stroke={palette.divider} />
        <XAxis
          dataKey="held"
          type="number"
          domain={[0, 'dataMax']}
          tick={tick}
          stroke={palette.divider}
          height={40}
          label={{
            value: 'Sessions held',
            position: 'insideBottom',
            offset: -2,
            fill: palette.text.secondary,
            fontSize: 11,
          }}
        />
        <YAxis
          width={52}
          domain={['auto', 'auto']}
          tick={tick}
          stroke={palette.divider}
          tickFormatter={(v: number) => formatFixed(v, 2)}
        />
        <ReferenceLine y={1} stroke={palette.text.secondary} />
        <Tooltip
          labelFormatter={(held) => `Session ${String(held)} of the holding`}
          formatter={(value, name) => [typeof value === 'number' ? formatFixed(value, 4) : value, name]}
          contentStyle={{
            background: palette.background.paper,
            borderColor: palette.divider,
            color: palette.text.primary,
          }}
        />
        {segments.map((s) => (
          <Line
            key={s.year}
            dataKey={`y${s.year}`}
            name={String(s.year)}
            stroke={s.returnPct >= 0 ? SIGN_COLOURS.positive : SIGN_COLOURS.negative}
            strokeOpacity={0.35}
            strokeWidth={1}
            dot={false}
            isAnimationActive={false}
          />
        ))}
        <Line
          dataKey="mean"
          name="Mean of the years"
          stroke={palette.primary.main}
          strokeWidth={2.5}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </SvgChartBox>
  );
}

/** $1 held each year from one session of the year to a later one: each year's holding on its own, and compounded. */
export function OneDollarView({ ticker, years, feature }: ViewProps<'one-dollar-curve'>) {
  const { entry_trading_day: entryDay, exit_trading_day: exitDay, holding_days: holding } = feature.meta;
  const points = feature.data;
  const trades = useMemo(() => feature.meta.trades ?? [], [feature.meta.trades]);
  const segments = useMemo(() => yearSegments(points, trades), [points, trades]);
  const rows = useMemo<TradeRow[]>(() => {
    let value = 1;
    return trades.map((t) => {
      value *= 1 + t.return_pct / 100;
      return {
        year: Number(t.entry.slice(0, 4)),
        entry: t.entry,
        exit: t.exit,
        returnPct: t.return_pct,
        compounded: value,
      };
    });
  }, [trades]);

  if (trades.length === 0)
    return <NoRowsNotice what={`a holding from session ${entryDay} to ${exitDay}`} ticker={ticker} years={years} />;
  const entryYears = trades.map((t) => Number(t.entry.slice(0, 4)));
  const usualEntry = usualDate(
    trades.map((t) => t.entry),
    entryYears,
  );
  const usualExit = usualDate(
    trades.map((t) => t.exit),
    entryYears,
  );
  const final = rows[rows.length - 1].compounded;
  const wins = trades.filter((t) => t.return_pct > 0).length;
  const around = (session: number, date: string | null) =>
    `session ${session}${date ? ` (usually ${monthDayLabel(date)})` : ''}`;
  const ariaLabel =
    `Line chart of $1 bought in ${ticker} at ${around(entryDay, usualEntry)} and sold at ${around(exitDay, usualExit)}, ` +
    `one line per year over the ${holding} sessions held: ${wins} of ${trades.length} years gained; ` +
    `compounded, $1 became ${formatFixed(final, 4)}.`;
  return (
    <ChartTablePanel
      title={`$1 from ${around(entryDay, usualEntry)} to ${around(exitDay, usualExit)} each year`}
      description={`${feature.meta.description} Each line is one year's holding from $1 (blue a gain, red a loss), on an axis of sessions held; the bold line is their mean. ${wins} of ${trades.length} years gained; compounded year after year, $1 became ${formatFixed(final, 4)} (${formatSignedPercent((final - 1) * 100)}).`}
      chart={
        <SegmentsChart
          ariaLabel={ariaLabel}
          segments={segments}
          png={{ name: 'the $1 curves', screen: 'seasonality', subject: ticker, view: 'one dollar curves' }}
        />
      }
      columns={COLUMNS}
      rows={rows}
      fileName={csvFileName(ticker, `one-dollar-${entryDay}-${exitDay}`, years)}
    />
  );
}
