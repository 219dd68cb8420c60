import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartPng } from '../../ui/charts/png-export.ts';
import { SvgChartBox } from '../../ui/charts/svg-chart-box.tsx';
import { formatNumber } from '../../ui/table/format.ts';

export interface ClosePriceChartProps {
  dates: string[];
  close: number[];
  /** A PNG button over the chart. */
  png?: ChartPng;
}

/** SVG charts slow down with thousands of points and a screen is ~1,000 pixels wide: keep about that many. */
const MAX_POINTS = 1000;

export function thinOut(dates: string[], close: number[]): { date: string; close: number }[] {
  const step = Math.max(1, Math.ceil(dates.length / MAX_POINTS));
  const points: { date: string; close: number }[] = [];
  for (let i = 0; i < dates.length; i += step) points.push({ date: dates[i], close: close[i] });
  const last = dates.length - 1;
  if (last >= 0 && points[points.length - 1].date !== dates[last])
    points.push({ date: dates[last], close: close[last] });
  return points;
}

/** The close price of a dropped file over its whole range (lazy-loaded: recharts is only needed once a file is in). */
export default function ClosePriceChart({ dates, close, png }: ClosePriceChartProps) {
  const points = thinOut(dates, close);
  return (
    <SvgChartBox
      ariaLabel={`Line chart of the close price from ${dates[0]} to ${dates[dates.length - 1]}`}
      height={260}
      png={png}
      sx={(theme) => ({
        // recharts draws with SVG attributes, which cannot read the theme's CSS variables; CSS can.
        '& .recharts-line-curve': { stroke: (theme.vars ?? theme).palette.primary.main },
        '& .recharts-cartesian-axis-tick-value': { fill: (theme.vars ?? theme).palette.text.secondary },
        '& .recharts-cartesian-grid line': { stroke: (theme.vars ?? theme).palette.divider },
        '& .recharts-default-tooltip': {
          bgcolor: 'background.paper !important',
          borderColor: 'divider !important',
        },
      })}
    >
      <LineChart responsive data={points} style={{ width: '100%', height: '100%' }} margin={{ right: 16 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="date" minTickGap={48} tick={{ fontSize: 12 }} />
        <YAxis
          domain={['auto', 'auto']}
          width={64}
          tick={{ fontSize: 12 }}
          tickFormatter={(v: number) => formatNumber(v)}
        />
        <Tooltip formatter={(value) => [formatNumber(Number(value)), 'Close']} />
        <Line type="linear" dataKey="close" dot={false} isAnimationActive={false} strokeWidth={1.5} />
      </LineChart>
    </SvgChartBox>
  );
}
