import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartPng } from '../../ui/charts/png-export.ts';
import { SvgChartBox } from '../../ui/charts/svg-chart-box.tsx';
import { useChartPalette } from '../../ui/charts/use-chart-palette.ts';
import type { PathPoint } from './cumulative-path.ts';
import { formatPercent, formatSignedPercent } from '../../ui/table/format.ts';

export interface CumulativePathChartProps {
  ariaLabel: string;
  points: readonly PathPoint[];
  height?: number;
  /** A PNG button over the chart. */
  png?: ChartPng;
}

/** About 21 sessions a month: a tick at the start of each month of the trading year. */
const MONTH_TICKS = Array.from({ length: 12 }, (_, i) => 1 + i * 21);

/** The average year: the running sum of the mean returns by session of the year (recharts). */
export function CumulativePathChart({ ariaLabel, points, height = 300, png }: CumulativePathChartProps) {
  const palette = useChartPalette();
  const tick = { fill: palette.text.secondary, fontSize: 11 };
  return (
    <SvgChartBox ariaLabel={ariaLabel} height={height} png={png}>
      <LineChart
        responsive
        style={{ width: '100%', height }}
        data={[...points]}
        margin={{ top: 8, right: 12, bottom: 4, left: 4 }}
      >
        <CartesianGrid stroke={palette.divider} />
        <XAxis
          dataKey="day"
          type="number"
          domain={[1, 252]}
          ticks={MONTH_TICKS}
          tick={tick}
          stroke={palette.divider}
          height={40}
          label={{
            value: 'Session of the year (1 = the first session of January; not a date)',
            position: 'insideBottom',
            offset: -2,
            fill: palette.text.secondary,
            fontSize: 11,
          }}
        />
        <YAxis width={56} tick={tick} stroke={palette.divider} tickFormatter={(v: number) => formatPercent(v, 1)} />
        <ReferenceLine y={0} stroke={palette.text.secondary} />
        <Tooltip
          labelFormatter={(label) => `Session ${String(label)}`}
          formatter={(value, name) => [typeof value === 'number' ? formatSignedPercent(value, 3) : value, name]}
          contentStyle={{
            background: palette.background.paper,
            borderColor: palette.divider,
            color: palette.text.primary,
          }}
        />
        <Line
          dataKey="cumulative"
          name="Cumulative average return"
          stroke={palette.primary.main}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </SvgChartBox>
  );
}
