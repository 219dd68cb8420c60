import Box from '@mui/material/Box';
import { CartesianGrid, Line, LineChart, XAxis, YAxis } from 'recharts';
import type { ChartPng } from '../../ui/charts/png-export.ts';
import { SvgChartBox } from '../../ui/charts/svg-chart-box.tsx';
import { chartFrame, useRechartsStyle } from '../../ui/charts/recharts-style.ts';
import { CPM_COLOURS } from './chart-colours.ts';
import type { OverlayRow } from './overlay-paths.ts';
import { SeriesLegend } from './series-legend.tsx';

export interface OverlayChartProps {
  ariaLabel: string;
  /** A PNG button over the chart. */
  png?: ChartPng;
  rows: readonly OverlayRow[];
  matchCount: number;
}

const HEIGHT = 300;

/** The template (bold) over the matches' windows (thin), each scaled to its own 0..1 range, bar by bar. */
export function OverlayChart({ ariaLabel, rows, matchCount, png }: OverlayChartProps) {
  const style = useRechartsStyle();
  const last = Math.max(0, rows.length - 1);
  return (
    <Box>
      <SvgChartBox
        ariaLabel={ariaLabel}
        height={HEIGHT}
        png={png}
        pngLegend={[
          { name: 'Template', colour: CPM_COLOURS.template },
          { name: `Matches (${matchCount})`, colour: CPM_COLOURS.match },
        ]}
      >
        <LineChart {...chartFrame(HEIGHT)} data={[...rows]}>
          <CartesianGrid {...style.grid} />
          <XAxis
            dataKey="bar"
            type="number"
            domain={[0, last]}
            allowDecimals={false}
            {...style.axis}
            label={style.axisLabel('Bar of the window')}
          />
          <YAxis width={40} domain={[0, 1]} ticks={[0, 0.25, 0.5, 0.75, 1]} {...style.axis} />
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
      </SvgChartBox>
      <SeriesLegend
        items={[
          { name: 'Template', colour: CPM_COLOURS.template, kind: 'line' },
          { name: `Matches (${matchCount})`, colour: CPM_COLOURS.match, kind: 'thin', opacity: 0.6 },
        ]}
      />
    </Box>
  );
}
