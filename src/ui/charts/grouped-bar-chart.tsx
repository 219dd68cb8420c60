import Box from '@mui/material/Box';
import { useMemo, useRef } from 'react';
import { Bar, BarChart, CartesianGrid, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { LegendList } from './legend-list.tsx';
import type { ChartPng } from './png-export.ts';
import { svgChartCanvas } from './png-export.ts';
import { PngButton } from './png-button.tsx';
import { chartFrame, useRechartsStyle } from './recharts-style.ts';

export interface BarGroup {
  /** The group's label on the x axis, e.g. a year. */
  label: string;
  /** One value per series; null draws no bar. */
  values: readonly (number | null)[];
}

export interface BarSeries {
  name: string;
  colour: string;
}

export interface GroupedBarChartProps {
  ariaLabel: string;
  groups: readonly BarGroup[];
  series: readonly BarSeries[];
  /** How the axis and tooltip write a value. */
  format: (value: number) => string;
  height?: number;
  /** A PNG button over the chart: "Download {name} as PNG". */
  png?: ChartPng;
}

/** Bars side by side per group (e.g. the strategy's and the benchmark's return each year), around a zero line. */
export function GroupedBarChart({ ariaLabel, groups, series, format, height = 260, png }: GroupedBarChartProps) {
  const style = useRechartsStyle();
  const boxRef = useRef<HTMLDivElement>(null);
  const data = useMemo(
    () =>
      groups.map((g) => {
        const row: Record<string, string | number | null> = { label: g.label };
        series.forEach((_, i) => (row[`s${i}`] = g.values[i] ?? null));
        return row;
      }),
    [groups, series],
  );
  const draw = () =>
    svgChartCanvas(boxRef.current, {
      background: style.palette.background.paper,
      text: style.palette.text.primary,
      legend: series.map((s) => ({ name: s.name, colour: s.colour })),
    });
  return (
    <Box>
      <Box ref={boxRef} role="img" aria-label={ariaLabel} sx={{ width: '100%', height, overflow: 'hidden' }}>
        <BarChart {...chartFrame(height)} margin={{ top: 8, right: 12, bottom: 4, left: 0 }} data={data}>
          <CartesianGrid vertical={false} {...style.grid} />
          <XAxis dataKey="label" {...style.axis} interval="preserveStartEnd" />
          <YAxis width={56} {...style.axis} tickFormatter={(v: number) => format(v)} />
          <ReferenceLine y={0} stroke={style.palette.text.secondary} />
          <Tooltip
            cursor={{ fill: style.palette.action.hover }}
            contentStyle={style.tooltipStyle}
            formatter={(value) => (typeof value === 'number' ? format(value) : '–')}
          />
          {series.map((s, i) => (
            <Bar key={s.name} dataKey={`s${i}`} name={s.name} fill={s.colour} isAnimationActive={false} />
          ))}
        </BarChart>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <LegendList items={series.map((s) => ({ name: s.name, colour: s.colour, height: 10 }))} />
        {png && (
          <Box sx={{ ml: 'auto' }}>
            <PngButton png={png} draw={draw} />
          </Box>
        )}
      </Box>
    </Box>
  );
}
