import { useChartPalette } from './use-chart-palette.ts';
import type { ChartPng } from './png-export.ts';
import { SIGN_COLOURS } from './heat-colour.ts';
import { SvgChartBox } from './svg-chart-box.tsx';
import type { BarShapeProps } from 'recharts';
import { Bar, BarChart, CartesianGrid, Rectangle, Tooltip, XAxis, YAxis } from 'recharts';

export interface HistogramBar {
  /** The bin as words, e.g. "0% to 2%". */
  label: string;
  count: number;
  /** Colours the bar: losses, gains, or a bin that straddles zero. */
  tone: 'negative' | 'positive' | 'neutral';
}

export interface HistogramChartProps {
  ariaLabel: string;
  bars: readonly HistogramBar[];
  /** What is counted, for the tooltip and the axis, e.g. "Trades". */
  countLabel: string;
  height?: number;
  /** A PNG button over the chart: "Download {name} as PNG". */
  png?: ChartPng;
}

/** A bar chart of counts per bin (recharts), sized to its container. */
export function HistogramChart({ ariaLabel, bars, countLabel, height = 260, png }: HistogramChartProps) {
  const palette = useChartPalette();
  const fill = { ...SIGN_COLOURS, neutral: palette.grey[500] };
  return (
    <SvgChartBox ariaLabel={ariaLabel} height={height} png={png}>
      <BarChart
        responsive
        style={{ width: '100%', height }}
        data={[...bars]}
        margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
      >
        <CartesianGrid vertical={false} stroke={palette.divider} />
        <XAxis
          dataKey="label"
          tick={{ fill: palette.text.secondary, fontSize: 11 }}
          stroke={palette.divider}
          interval="preserveStartEnd"
        />
        <YAxis
          allowDecimals={false}
          width={40}
          tick={{ fill: palette.text.secondary, fontSize: 11 }}
          stroke={palette.divider}
          label={{ value: countLabel, angle: -90, position: 'insideLeft', fill: palette.text.secondary, fontSize: 11 }}
        />
        <Tooltip
          cursor={{ fill: palette.action.hover }}
          contentStyle={{
            background: palette.background.paper,
            borderColor: palette.divider,
            color: palette.text.primary,
          }}
        />
        <Bar
          dataKey="count"
          name={countLabel}
          isAnimationActive={false}
          shape={(props: BarShapeProps) => <Rectangle {...props} fill={fill[bars[props.index]?.tone ?? 'neutral']} />}
        />
      </BarChart>
    </SvgChartBox>
  );
}
