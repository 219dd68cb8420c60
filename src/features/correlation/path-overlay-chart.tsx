import Box from '@mui/material/Box';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useChartPalette } from '../../ui/charts/use-chart-palette.ts';
import type { OverlayPoint } from './pattern-paths.ts';

export interface PathOverlayChartProps {
  ariaLabel: string;
  points: readonly OverlayPoint[];
  referenceName: string;
  comparisonName: string;
  colours: { reference: string; comparison: string };
}

const oneDecimal = (v: number) => v.toFixed(1);

/** Two price paths on one 0..100% of-window axis, each 100 at its first close. */
export function PathOverlayChart({ ariaLabel, points, referenceName, comparisonName, colours }: PathOverlayChartProps) {
  const palette = useChartPalette();
  const tick = { fill: palette.text.secondary, fontSize: 11 };
  return (
    <Box role="img" aria-label={ariaLabel} sx={{ width: '100%', height: 320 }}>
      <LineChart
        responsive
        data={[...points]}
        style={{ width: '100%', height: 320 }}
        margin={{ top: 8, right: 12, bottom: 16, left: 0 }}
      >
        <CartesianGrid stroke={palette.divider} />
        <XAxis
          dataKey="position"
          type="number"
          domain={[0, 100]}
          ticks={[0, 25, 50, 75, 100]}
          tickFormatter={(v: number) => `${v}%`}
          tick={tick}
          stroke={palette.divider}
          label={{
            value: 'Share of the window',
            position: 'insideBottom',
            offset: -8,
            fill: palette.text.secondary,
            fontSize: 11,
          }}
        />
        <YAxis
          width={48}
          domain={['auto', 'auto']}
          tickFormatter={(v: number) => v.toFixed(0)}
          tick={tick}
          stroke={palette.divider}
        />
        <Tooltip
          labelFormatter={(label) => `${Number(label).toFixed(1)}% of the window`}
          formatter={(value) => oneDecimal(Number(value))}
          contentStyle={{
            background: palette.background.paper,
            borderColor: palette.divider,
            color: palette.text.primary,
          }}
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
    </Box>
  );
}
