import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TooltipContentProps } from 'recharts';
import type { ChartPng } from '../../ui/charts/png-export.ts';
import { SvgChartBox } from '../../ui/charts/svg-chart-box.tsx';
import { Area, CartesianGrid, ComposedChart, Line, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { chartFrame, useRechartsStyle } from '../../ui/charts/recharts-style.ts';
import { formatFixed, formatWhole } from '../../ui/table/format.ts';
import { CPM_COLOURS } from './chart-colours.ts';
import type { FanRow } from './fan-paths.ts';
import { SeriesLegend } from './series-legend.tsx';

export interface FanChartProps {
  ariaLabel: string;
  /** A PNG button over the chart. */
  png?: ChartPng;
  rows: readonly FanRow[];
}

const HEIGHT = 300;

function FanTooltip({ active, payload }: TooltipContentProps) {
  const row = payload?.[0]?.payload as FanRow | undefined;
  if (!active || !row) return null;
  return (
    <Paper variant="outlined" sx={{ p: 1, typography: 'caption' }}>
      <Typography variant="caption" component="div" sx={{ fontWeight: 600 }}>
        Bar {row.bar} ({row.count} {row.count === 1 ? 'match' : 'matches'})
      </Typography>
      <div>Median {formatFixed(row.median)}</div>
      <div>
        25th to 75th percentile {formatFixed(row.p25)} to {formatFixed(row.p75)}
      </div>
      <div>
        Lowest to highest {formatFixed(row.low)} to {formatFixed(row.high)}
      </div>
    </Paper>
  );
}

/** The paths after the matches as a fan: the median line, the middle half as a band, the extremes fainter. */
export function FanChart({ ariaLabel, rows, png }: FanChartProps) {
  const style = useRechartsStyle();
  const last = rows.length ? rows[rows.length - 1].bar : 0;
  return (
    <Box>
      <SvgChartBox
        ariaLabel={ariaLabel}
        height={HEIGHT}
        png={png}
        pngLegend={[
          { name: 'Median', colour: CPM_COLOURS.fan },
          { name: '25th to 75th percentile and lowest to highest', colour: CPM_COLOURS.fan },
        ]}
      >
        <ComposedChart {...chartFrame(HEIGHT)} data={[...rows]}>
          <CartesianGrid {...style.grid} />
          <XAxis
            dataKey="bar"
            type="number"
            domain={[0, last]}
            allowDecimals={false}
            {...style.axis}
            label={style.axisLabel('Bars after the match')}
          />
          <YAxis width={48} domain={['auto', 'auto']} tickFormatter={(v: number) => formatWhole(v)} {...style.axis} />
          <Tooltip content={FanTooltip} />
          <ReferenceLine y={100} stroke={style.palette.text.secondary} strokeDasharray="4 4" />
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
      </SvgChartBox>
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
