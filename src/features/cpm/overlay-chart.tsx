import Box from '@mui/material/Box';
import { CartesianGrid, Line, LineChart, XAxis, YAxis } from 'recharts';
import { useChartPalette } from '../../ui/charts/use-chart-palette.ts';
import { CPM_COLOURS } from './chart-colours.ts';
import type { OverlayRow } from './overlay-paths.ts';
import { SeriesLegend } from './series-legend.tsx';

export interface OverlayChartProps {
  ariaLabel: string;
  rows: readonly OverlayRow[];
  matchCount: number;
}

const HEIGHT = 300;

/** The template (bold) over the matches' windows (thin), each scaled to its own 0..1 range, bar by bar. */
export function OverlayChart({ ariaLabel, rows, matchCount }: OverlayChartProps) {
  const palette = useChartPalette();
  const tick = { fill: palette.text.secondary, fontSize: 11 };
  const last = Math.max(0, rows.length - 1);
  return (
    <Box>
      <Box role="img" aria-label={ariaLabel} sx={{ width: '100%', height: HEIGHT }}>
        <LineChart
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
            label={{ value: 'Bar of the window', position: 'insideBottom', offset: -8, ...tick }}
          />
          <YAxis width={40} domain={[0, 1]} ticks={[0, 0.25, 0.5, 0.75, 1]} tick={tick} stroke={palette.divider} />
          {Array.from({ length: matchCount }, (_, i) => (
            <Line
              key={i}
              type="linear"
              dataKey={(row: OverlayRow) => row.matches[i]}
              stroke={CPM_COLOURS.match}
              strokeOpacity={0.35}
              strokeWidth={1}
              dot={false}
              activeDot={false}
              isAnimationActive={false}
            />
          ))}
          <Line
            type="linear"
            dataKey="template"
            stroke={CPM_COLOURS.template}
            strokeWidth={3}
            dot={false}
            activeDot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </Box>
      <SeriesLegend
        items={[
          { name: 'Template', colour: CPM_COLOURS.template, kind: 'line' },
          { name: `Matches (${matchCount})`, colour: CPM_COLOURS.match, kind: 'thin', opacity: 0.6 },
        ]}
      />
    </Box>
  );
}
