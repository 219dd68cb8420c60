import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartPng } from '../../ui/charts/png-export.ts';
import { chartFrame, useRechartsStyle } from '../../ui/charts/recharts-style.ts';
import { SvgChartBox } from '../../ui/charts/svg-chart-box.tsx';
import { formatFixed, formatPercent, formatWhole } from '../../ui/table/format.ts';
import type { OverlayPoint } from './pattern-paths.ts';

export interface PathOverlayChartProps {
  ariaLabel: string;
  points: readonly OverlayPoint[];
  referenceName: string;
  comparisonName: string;
  colours: { reference: string; comparison: string };
  png?: ChartPng;
}

/** Two price paths on one 0..100% of-window axis, each 100 at its first close. */
export function PathOverlayChart(props: PathOverlayChartProps) {
  const { ariaLabel, points, referenceName, comparisonName, colours, png } = props;
  const style = useRechartsStyle();
  return (
    <SvgChartBox
      ariaLabel={ariaLabel}
      height={320}
      png={png}
      pngLegend={[
        { name: referenceName, colour: colours.reference },
        { name: comparisonName, colour: colours.comparison },
      ]}
    >
      <LineChart {...chartFrame(320)} data={[...points]}>
        <CartesianGrid {...style.grid} />
        <XAxis
          dataKey="position"
          type="number"
          domain={[0, 100]}
          ticks={[0, 25, 50, 75, 100]}
          tickFormatter={(v: number) => `${v}%`}
          {...style.axis}
          label={style.axisLabel('Share of the window')}
        />
        <YAxis width={48} domain={['auto', 'auto']} tickFormatter={(v: number) => formatWhole(v)} {...style.axis} />
        <Tooltip
          labelFormatter={(label) => `${formatPercent(Number(label), 1)} of the window`}
          formatter={(value) => formatFixed(Number(value), 1)}
          contentStyle={style.tooltipStyle}
        />
        <Legend verticalAlign="top" height={28} itemSorter={null} wrapperStyle={{ fontSize: 12 }} />
        <Line
          type="linear"
          dataKey="reference"
          name={referenceName}
          stroke={colours.reference}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="linear"
          dataKey="comparison"
          name={comparisonName}
          stroke={colours.comparison}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </SvgChartBox>
  );
}
