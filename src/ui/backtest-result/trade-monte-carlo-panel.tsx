import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Area, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { TradeMonteCarlo } from '../../domain/trade-monte-carlo.ts';
import { MONTE_CARLO_RESAMPLES, tradeMonteCarlo } from '../../domain/trade-monte-carlo.ts';
import type { HistogramBar } from '../charts/histogram-chart.tsx';
import { HistogramChart } from '../charts/histogram-chart.tsx';
import { SvgChartBox } from '../charts/svg-chart-box.tsx';
import { chartFrame, useRechartsStyle } from '../charts/recharts-style.ts';
import { formatPercent, formatWhole } from '../table/format.ts';

const DRAWDOWN_BINS = 20;

/** The resamples' maximum drawdowns in equal bins from the deepest to the shallowest. */
export function drawdownBins(drawdowns: Float64Array): HistogramBar[] {
  if (drawdowns.length === 0) return [];
  const lo = drawdowns[0];
  const hi = drawdowns[drawdowns.length - 1];
  const width = (hi - lo) / DRAWDOWN_BINS;
  if (!(width > 0))
    return [{ label: formatPercent(lo, 1), count: drawdowns.length, tone: lo < 0 ? 'negative' : 'neutral' }];
  const counts = new Array<number>(DRAWDOWN_BINS).fill(0);
  for (const d of drawdowns) counts[Math.min(DRAWDOWN_BINS - 1, Math.floor((d - lo) / width))]++;
  return counts.map((count, i) => ({
    label: `${formatPercent(lo + i * width, 1)} to ${formatPercent(lo + (i + 1) * width, 1)}`,
    count,
    tone: 'negative',
  }));
}

function EquityBandChart({ mc }: { mc: TradeMonteCarlo }) {
  const style = useRechartsStyle();
  const { palette } = style;
  const data = mc.band.map((b) => ({ trade: b.trade, band: [b.low, b.high], median: b.median }));
  const last = mc.band[mc.band.length - 1];
  const label =
    `Equity after each trade in ${mc.resamples} resampled histories, percent of the starting capital: after ` +
    `${last.trade} trades the 5th percentile is ${formatPercent(last.low, 1)}, the median ` +
    `${formatPercent(last.median, 1)} and the 95th percentile ${formatPercent(last.high, 1)}.`;
  return (
    <SvgChartBox ariaLabel={label} height={240}>
      <ComposedChart {...chartFrame(240)} data={data}>
        <CartesianGrid vertical={false} {...style.grid} />
        <XAxis dataKey="trade" {...style.axis} label={style.axisLabel('Trades')} />
        <YAxis width={48} {...style.axis} domain={['auto', 'auto']} tickFormatter={(v: number) => `${v}%`} />
        <Tooltip contentStyle={style.tooltipStyle} />
        <Area
          dataKey="band"
          name="5th to 95th percentile"
          stroke="none"
          fill={palette.primary.main}
          fillOpacity={0.2}
          isAnimationActive={false}
        />
        <Line dataKey="median" name="Median" stroke={palette.primary.main} dot={false} isAnimationActive={false} />
      </ComposedChart>
    </SvgChartBox>
  );
}

/**
 * A Monte Carlo of the trades, run on request: the band the equity stays in across resampled histories and how deep
 * their worst fall goes (src/domain/trade-monte-carlo.ts; docs/research.md).
 */
export function TradeMonteCarloPanel({ returnsPct }: { returnsPct: readonly number[] }) {
  const [shown, setShown] = useState(false);
  const mc = useMemo(() => (shown ? tradeMonteCarlo(returnsPct) : null), [shown, returnsPct]);
  const bins = useMemo(() => (mc ? drawdownBins(mc.drawdowns) : []), [mc]);
  if (returnsPct.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        Draws the {returnsPct.length} trades again with replacement, {formatWhole(MONTE_CARLO_RESAMPLES)} times (the
        same draws on every view), to show how much of the curve is the order and mix the trades happened to come in.
      </Typography>
      {!mc ? (
        <Box>
          <Button variant="outlined" size="small" onClick={() => setShown(true)}>
            Run a Monte Carlo of the trades
          </Button>
        </Box>
      ) : (
        <>
          <EquityBandChart mc={mc} />
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 260px' } }}
          >
            <HistogramChart
              ariaLabel={`Histogram of the maximum drawdown of ${mc.resamples} resampled histories in ${bins.length} bins`}
              bars={bins}
              countLabel="Histories"
              height={220}
            />
            <Table size="small" aria-label="Maximum drawdown percentiles" sx={{ alignSelf: 'start' }}>
              <TableHead>
                <TableRow>
                  <TableCell>Percentile</TableCell>
                  <TableCell align="right">Max drawdown</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {mc.drawdownPercentiles.map((d) => (
                  <TableRow key={d.percentile}>
                    <TableCell>{d.percentile}th</TableCell>
                    <TableCell align="right">{formatPercent(d.drawdown_pct)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Box>
  );
}
