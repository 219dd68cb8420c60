import type { BarShapeProps } from 'recharts';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  Rectangle,
  ReferenceArea,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { SIGN_COLOURS } from '../../ui/charts/heat-colour.ts';
import type { ChartPng } from '../../ui/charts/png-export.ts';
import { SvgChartBox } from '../../ui/charts/svg-chart-box.tsx';
import { useChartPalette } from '../../ui/charts/use-chart-palette.ts';
import { formatPercent, formatSignedPercent } from '../../ui/table/format.ts';

export interface ReturnBar {
  /** The category on the x axis, e.g. "Monday", "-3", "15". */
  label: string;
  /** Mean return, percent. */
  mean: number;
  /** Share of positive returns, percent. */
  positive: number;
}

export interface ReturnBarsChartProps {
  /** The accessible name: what is shown, with the figures that matter. */
  ariaLabel: string;
  bars: readonly ReturnBar[];
  /** Names the x axis, e.g. "Sessions from the holiday". */
  xLabel: string;
  /** A category to mark with a band, e.g. "0" for the holiday's own session. */
  highlight?: { label: string; text: string };
  height?: number;
  /** A PNG button over the chart. */
  png?: ChartPng;
}

const MEAN = 'Mean return (left axis)';
const POSITIVE = 'Positive (right axis)';

/**
 * Mean return per category as bars (blue up, red down) on the left axis, and the share of positive returns as a
 * line on the right axis (0 to 100%): the size of the effect and how often it held, side by side.
 */
export function ReturnBarsChart({ ariaLabel, bars, xLabel, highlight, height = 300, png }: ReturnBarsChartProps) {
  const palette = useChartPalette();
  const tick = { fill: palette.text.secondary, fontSize: 11 };
  return (
    <SvgChartBox
      ariaLabel={ariaLabel}
      height={height}
      png={png}
      pngLegend={[
        { name: MEAN, colour: SIGN_COLOURS.positive },
        { name: POSITIVE, colour: palette.text.primary },
      ]}
    >
      <ComposedChart
        responsive
        style={{ width: '100%', height }}
        data={[...bars]}
        margin={{ top: 4, right: 4, bottom: 4, left: 4 }}
      >
        <CartesianGrid vertical={false} stroke={palette.divider} />
        {highlight && (
          <ReferenceArea
            yAxisId="mean"
            x1={highlight.label}
            x2={highlight.label}
            fill={palette.primary.main}
            fillOpacity={0.12}
            label={{ value: highlight.text, position: 'insideTop', fill: palette.primary.main, fontSize: 11 }}
          />
        )}
        <XAxis
          dataKey="label"
          tick={tick}
          stroke={palette.divider}
          interval="preserveStartEnd"
          label={{ value: xLabel, position: 'insideBottom', offset: -2, fill: palette.text.secondary, fontSize: 11 }}
          height={40}
        />
        <YAxis
          yAxisId="mean"
          width={56}
          tick={tick}
          stroke={palette.divider}
          tickFormatter={(v: number) => formatPercent(v)}
        />
        <YAxis
          yAxisId="positive"
          orientation="right"
          domain={[0, 100]}
          ticks={[0, 25, 50, 75, 100]}
          width={40}
          tick={tick}
          stroke={palette.divider}
          tickFormatter={(v: number) => `${v}%`}
        />
        <ReferenceLine yAxisId="mean" y={0} stroke={palette.text.secondary} />
        <Tooltip
          cursor={{ fill: palette.action.hover }}
          formatter={(value, name) => [
            typeof value === 'number'
              ? name === POSITIVE
                ? formatPercent(value, 1)
                : formatSignedPercent(value, 3)
              : value,
            name,
          ]}
          contentStyle={{
            background: palette.background.paper,
            borderColor: palette.divider,
            color: palette.text.primary,
          }}
        />
        <Legend verticalAlign="top" align="right" height={24} wrapperStyle={{ fontSize: 12 }} />
        <Bar
          yAxisId="mean"
          dataKey="mean"
          name={MEAN}
          fill={SIGN_COLOURS.positive}
          isAnimationActive={false}
          shape={(props: BarShapeProps) => (
            <Rectangle
              {...props}
              fill={(bars[props.index]?.mean ?? 0) < 0 ? SIGN_COLOURS.negative : SIGN_COLOURS.positive}
            />
          )}
        />
        <Line
          yAxisId="positive"
          dataKey="positive"
          name={POSITIVE}
          stroke={palette.text.primary}
          strokeWidth={2}
          dot={{ r: 2.5, fill: palette.text.primary }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </SvgChartBox>
  );
}
