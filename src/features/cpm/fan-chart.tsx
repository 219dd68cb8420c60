import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TooltipContentProps } from 'recharts';
import { Area, CartesianGrid, ComposedChart, Line, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { useChartPalette } from '../../ui/charts/use-chart-palette.ts';
import { CPM_COLOURS } from './chart-colours.ts';
import type { FanRow } from './fan-paths.ts';
import { SeriesLegend } from './series-legend.tsx';

export interface FanChartProps {
  ariaLabel: string;
  rows: readonly FanRow[];
}

const HEIGHT = 300;
const two = (v: number) => v.toFixed(2);

function FanTooltip({ active, payload }: TooltipContentProps) {
  const row = payload?.[0]?.payload as FanRow | undefined;
  if (!active || !row) return null;
  return (
    <Paper variant="outlined" sx={{ p: 1, typography: 'caption' }}>
      <Typography variant="caption" component="div" sx={{ fontWeight: 600 }}>
        Bar {row.bar} ({row.count} {row.count === 1 ? 'match' : 'matches'})
      </Typography>
      <div>Median {two(row.median)}</div>
      <div>
        25th to 75th percentile {two(row.p25)} to {two(row.p75)}
      </div>
      <div>
        Lowest to highest {two(row.low)} to {two(row.high)}
      </div>
    </Paper>
  );
}

/** The paths after the matches as a fan: the median line, the middle half as a band, the extremes fainter. */
export function FanChart({ ariaLabel, rows }: FanChartProps) {
  const palette = useChartPalette();
  const tick = { fill: palette.text.secondary, fontSize: 11 };
  const last = rows.length ? rows[rows.length - 1].bar : 0;
  return (
    <Box>
      <Box role="img" aria-label={ariaLabel} sx={{ width: '100%', height: HEIGHT }}>
        <ComposedChart
          responsive
          data={[...rows]}
          style={{ width: '100%', height: HEIGHT }}
          margin={{ top: 8, right: 12, bottom: 16, left: 0 }}
        >
          <CartesianGrid stroke={palette.divider} />
          <XAxis
            dataKey="bar"
            type="number"
            domain={[0, last]}
            allowDecimals={false}
            tick={tick}
            stroke={palette.divider}
            label={{ value: 'Bars after the match', position: 'insideBottom', offset: -8, ...tick }}
          />
          <YAxis
            width={48}
            domain={['auto', 'auto']}
            tickFormatter={(v: number) => v.toFixed(0)}
            tick={tick}
            stroke={palette.divider}
          />
          <Tooltip content={FanTooltip} />
          <ReferenceLine y={100} stroke={palette.text.secondary} strokeDasharray="4 4" />
          <Area
            type="linear"
            dataKey={(r: FanRow) => [r.low, r.high]}
            stroke="none"
            fill={CPM_COLOURS.fan}
            fillOpacity={0.1}
            activeDot={false}
            isAnimationActive={false}
          />
          <Area
            type="linear"
            dataKey={(r: FanRow) => [r.p25, r.p75]}
            stroke="none"
            fill={CPM_COLOURS.fan}
            fillOpacity={0.3}
            activeDot={false}
            isAnimationActive={false}
          />
          <Line
            type="linear"
            dataKey="median"
            stroke={CPM_COLOURS.fan}
            strokeWidth={2.5}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </Box>
      <SeriesLegend
        items={[
          { name: 'Median', colour: CPM_COLOURS.fan, kind: 'line' },
          { name: '25th to 75th percentile', colour: CPM_COLOURS.fan, kind: 'band', opacity: 0.3 },
          { name: 'Lowest to highest', colour: CPM_COLOURS.fan, kind: 'band', opacity: 0.1 },
        ]}
      />
    </Box>
  );
}
