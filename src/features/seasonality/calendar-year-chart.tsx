import { useState } from 'react';
import type { MouseHandlerDataParam } from 'recharts';
import { CartesianGrid, Legend, Line, LineChart, ReferenceArea, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { AverageYear } from '../../contract/index.ts';
import { commonCalendarIndex, monthDayAt } from '../../contract/index.ts';
import type { ChartPng } from '../../ui/charts/png-export.ts';
import { SvgChartBox } from '../../ui/charts/svg-chart-box.tsx';
import { useChartPalette } from '../../ui/charts/use-chart-palette.ts';
import { formatPercent, formatSignedPercent } from '../../ui/table/format.ts';
import { monthDayLabel, MONTH_START_DAYS } from './calendar-format.ts';

export interface CalendarYearChartProps {
  ariaLabel: string;
  answer: AverageYear;
  /** The selected window, shaded. */
  selected: { from: string; to: string } | null;
  /** A window dragged across the chart (month-days, `from` before `to`). */
  onSelect: (from: string, to: string) => void;
  height?: number;
  /** A PNG button over the chart. */
  png?: ChartPng;
}

interface Point {
  day: number;
  mean?: number;
  latest?: number;
}

const AVERAGE = 'Average year';
const indexOf = (state: MouseHandlerDataParam) => {
  const at = Number(state.activeLabel);
  return Number.isFinite(at) ? at : null;
};

/**
 * The average year on a calendar axis (Jan..Dec: each day of a common 365-day calendar, each year's sessions on their
 * own dates) with the latest year's path over it; a window is selected by dragging across it.
 */
export function CalendarYearChart(props: CalendarYearChartProps) {
  const { ariaLabel, answer, selected, onSelect, height = 340, png } = props;
  const palette = useChartPalette();
  const tick = { fill: palette.text.secondary, fontSize: 11 };
  const [drag, setDrag] = useState<{ start: number; end: number } | null>(null);
  const latestName = answer.latest ? `${answer.latest.year}` : '';
  const points: Point[] = Array.from({ length: 365 }, (_, day) => ({
    day,
    mean: answer.points[day]?.mean,
    latest: answer.latest?.points[day]?.value,
  }));
  const areas: [number, number][] = [];
  if (drag) areas.push([Math.min(drag.start, drag.end), Math.max(drag.start, drag.end)]);
  else if (selected) {
    const a = commonCalendarIndex(selected.from);
    const b = commonCalendarIndex(selected.to);
    if (a <= b) areas.push([a, b]);
    else areas.push([a, 364], [0, b]);
  }
  const finish = () => {
    if (drag && drag.start !== drag.end)
      onSelect(monthDayAt(Math.min(drag.start, drag.end)), monthDayAt(Math.max(drag.start, drag.end)));
    setDrag(null);
  };
  return (
    <SvgChartBox ariaLabel={ariaLabel} height={height} png={png} sx={{ cursor: 'crosshair', userSelect: 'none' }}>
      <LineChart
        responsive
        style={{ width: '100%', height }}
        data={points}
        margin={{ top: 8, right: 12, bottom: 4, left: 4 }}
        onMouseDown={(state) => {
          const at = indexOf(state);
          if (at !== null) setDrag({ start: at, end: at });
        }}
        onMouseMove={(state) => {
          const at = indexOf(state);
          if (drag && at !== null && at !== drag.end) setDrag({ ...drag, end: at });
        }}
        onMouseUp={finish}
        onMouseLeave={() => setDrag(null)}
      >
        <CartesianGrid stroke={palette.divider} />
        <XAxis
          dataKey="day"
          type="number"
          domain={[0, 364]}
          ticks={[...MONTH_START_DAYS]}
          tickFormatter={(day: number) => monthDayLabel(monthDayAt(day)).slice(0, 3)}
          tick={tick}
          stroke={palette.divider}
        />
        <YAxis width={52} tick={tick} stroke={palette.divider} tickFormatter={(v: number) => formatPercent(v, 0)} />
        <ReferenceLine y={0} stroke={palette.text.secondary} />
        {areas.map(([x1, x2]) => (
          <ReferenceArea key={x1} x1={x1} x2={x2} fill={palette.primary.main} fillOpacity={0.12} />
        ))}
        <Tooltip
          labelFormatter={(day) => monthDayLabel(monthDayAt(Number(day)))}
          formatter={(value, name) => [typeof value === 'number' ? formatSignedPercent(value, 2) : value, name]}
          contentStyle={{
            background: palette.background.paper,
            borderColor: palette.divider,
            color: palette.text.primary,
          }}
        />
        <Legend verticalAlign="top" align="right" height={24} wrapperStyle={{ fontSize: 12 }} />
        <Line
          dataKey="mean"
          name={AVERAGE}
          stroke={palette.primary.main}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        {answer.latest && (
          <Line
            dataKey="latest"
            name={latestName}
            stroke={palette.warning.main}
            strokeWidth={1.5}
            dot={false}
            connectNulls={false}
            isAnimationActive={false}
          />
        )}
      </LineChart>
    </SvgChartBox>
  );
}
