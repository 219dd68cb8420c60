import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartPng } from '../../../ui/charts/png-export.ts';
import { chartFrame, useRechartsStyle } from '../../../ui/charts/recharts-style.ts';
import { SvgChartBox } from '../../../ui/charts/svg-chart-box.tsx';
import { formatSignedPercent } from '../../../ui/table/format.ts';
import type { PathPoint } from './signal-study-format.ts';
import { horizonLabel, pointsDifference } from './signal-study-format.ts';

const HEIGHT = 300;

/** Read by screen readers, not shown: the chart's figures in words. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  // In pixels: a bare 1 in sx means 100%.
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The chart in words: the mean at each horizon after signals and after all days. */
function describe(points: readonly PathPoint[]): string {
  const parts = points
    .filter((p) => p.horizon > 0)
    .map((p) => {
      const d = pointsDifference(p.signals, p.all);
      return `${horizonLabel(p.horizon)}: ${formatSignedPercent(p.signals)} after signals, ${formatSignedPercent(p.all)} after all days${d ? ` (${d.text})` : ''}`;
    });
  return `Mean return after the signals and after all days of the window. ${parts.join('; ')}.`;
}

/**
 * The average path after a signal against the average path after any day: 0 on the signal's bar, then the mean
 * forward return at each horizon, horizons evenly spaced (a category axis: 5 and 252 bars are both readable).
 */
export function SignalStudyPathChart({ points, png }: { points: readonly PathPoint[]; png?: ChartPng }) {
  const style = useRechartsStyle();
  const captionId = useId();
  const data = points.map((p) => ({ label: p.horizon === 0 ? 'signal' : String(p.horizon), ...p }));
  const signalsColour = style.palette.primary.main;
  const allColour = style.palette.text.secondary;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <SvgChartBox
        ariaLabel="Average path after the signals against all days: mean return by bars after the bar"
        describedBy={captionId}
        height={HEIGHT}
        png={png}
        pngLegend={[
          { name: 'After signals', colour: signalsColour },
          { name: 'After all days', colour: allColour },
        ]}
      >
        <LineChart {...chartFrame(HEIGHT)} data={data}>
          <CartesianGrid {...style.grid} />
          <XAxis dataKey="label" {...style.axis} label={style.axisLabel('Bars after the bar')} />
          <YAxis width={56} tickFormatter={(v: number) => formatSignedPercent(v, 1)} {...style.axis} />
          <ReferenceLine y={0} stroke={style.palette.text.secondary} />
          <Tooltip
            labelFormatter={(label) => (label === 'signal' ? 'The bar itself' : `${label} bars after`)}
            formatter={(value) => (typeof value === 'number' ? formatSignedPercent(value) : '–')}
            contentStyle={style.tooltipStyle}
          />
          <Legend verticalAlign="top" height={28} itemSorter={null} wrapperStyle={{ fontSize: 12 }} />
          <Line
            type="linear"
            dataKey="signals"
            name="After signals"
            stroke={signalsColour}
            strokeWidth={2.5}
            dot={{ r: 3, fill: signalsColour }}
            isAnimationActive={false}
          />
          <Line
            type="linear"
            dataKey="all"
            name="After all days"
            stroke={allColour}
            strokeWidth={2}
            strokeDasharray="6 4"
            dot={{ r: 3, fill: allColour }}
            isAnimationActive={false}
          />
        </LineChart>
      </SvgChartBox>
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Solid line: the mean return after the signals; dashed line: after every bar of the window. The figures are in
        the table above.
        <Box component="span" id={captionId} sx={VISUALLY_HIDDEN}>
          {describe(points)}
        </Box>
      </Typography>
    </Box>
  );
}
