import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { TooltipContentProps } from 'recharts';
import { CartesianGrid, ComposedChart, Line, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartPng } from '../../ui/charts/png-export.ts';
import { chartFrame, useRechartsStyle } from '../../ui/charts/recharts-style.ts';
import { SvgChartBox } from '../../ui/charts/svg-chart-box.tsx';
import { formatFixed, formatWhole } from '../../ui/table/format.ts';
import type { PayoffPoint, ShortPut } from './put-payoff.ts';
import { payoffRange, shortPutBreakEven, shortPutPayoffCurve } from './put-payoff.ts';

export interface PayoffChartProps {
  put: ShortPut;
  /** The underlying's price on the snapshot day. */
  current: number;
  ariaLabel: string;
  /** A PNG button over the chart. */
  png?: ChartPng;
}

const HEIGHT = 280;

function PayoffTooltip({ active, payload }: TooltipContentProps) {
  const point = payload?.[0]?.payload as PayoffPoint | undefined;
  if (!active || !point) return null;
  return (
    <Paper variant="outlined" sx={{ p: 1, typography: 'caption' }}>
      <div>At expiry the underlying at {formatFixed(point.price)}:</div>
      <Typography variant="caption" component="div" sx={{ fontWeight: 600 }}>
        {point.profit >= 0 ? 'profit' : 'loss'} of {formatFixed(Math.abs(point.profit))} dollars a contract
      </Typography>
    </Paper>
  );
}

/**
 * Profit or loss at expiry of one sold put against the underlying's price: flat at the credit above the strike, down
 * 100 dollars a dollar below it; the break-even, the strike and the snapshot's price marked.
 */
export function PayoffChart({ put, current, ariaLabel, png }: PayoffChartProps) {
  const style = useRechartsStyle();
  const { palette } = style;
  const breakEven = shortPutBreakEven(put);
  const { from, to } = payoffRange(put, current);
  const points = useMemo(() => shortPutPayoffCurve(put, from, to), [put, from, to]);
  const mark = (value: string, position: 'insideTopLeft' | 'insideTopRight' | 'insideBottomLeft') => ({
    value,
    position,
    fill: palette.text.primary,
    fontSize: 11,
  });
  return (
    <SvgChartBox ariaLabel={ariaLabel} height={HEIGHT} png={png}>
      <ComposedChart {...chartFrame(HEIGHT)} data={points}>
        <CartesianGrid {...style.grid} />
        <XAxis
          dataKey="price"
          type="number"
          domain={[from, to]}
          tickFormatter={(v: number) => formatFixed(v, v >= 100 ? 0 : 2)}
          {...style.axis}
          label={style.axisLabel('Underlying price at expiry ($)')}
        />
        <YAxis width={64} tickFormatter={(v: number) => formatWhole(v)} {...style.axis} />
        <Tooltip content={PayoffTooltip} />
        <ReferenceLine y={0} stroke={palette.text.secondary} />
        <ReferenceLine
          x={breakEven}
          stroke={palette.warning.main}
          strokeDasharray="4 4"
          label={mark(`Break-even ${formatFixed(breakEven)}`, 'insideBottomLeft')}
        />
        <ReferenceLine
          x={put.strike}
          stroke={palette.text.secondary}
          strokeDasharray="2 3"
          label={mark(`Strike ${formatFixed(put.strike)}`, 'insideTopLeft')}
        />
        <ReferenceLine
          x={current}
          stroke={palette.primary.main}
          label={mark(`Price ${formatFixed(current)}`, current >= put.strike ? 'insideTopRight' : 'insideTopLeft')}
        />
        <Line
          type="linear"
          dataKey="profit"
          stroke={palette.success.main}
          strokeWidth={2.5}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </SvgChartBox>
  );
}
