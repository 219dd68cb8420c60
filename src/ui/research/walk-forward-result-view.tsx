import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { StrategyParamsRequest, WalkForwardResult } from '../../contract/index.ts';
import { isStrategyRequest, metricLabel, SWEEP_METRICS } from '../../contract/index.ts';
import type { ChartSeries } from '../../ui/charts/chart-series.ts';
import { TimeSeriesChart } from '../../ui/charts/time-series-chart.tsx';
import { useChartPalette } from '../../ui/charts/use-chart-palette.ts';
import { downloadCsv } from '../../ui/table/csv-file.ts';
import { DownloadBar } from '../../ui/table/download-bar.tsx';
import { formatFixed, formatWhole } from '../../ui/table/format.ts';
import { combinationText, formatMetric, strategySubject, valueText } from './sweep-grid.ts';
import { axisLabel } from './sweepable-fields.ts';
import { useOpenCombination } from './use-open-combination.tsx';
import { WalkForwardTimeline } from './walk-forward-timeline.tsx';

export interface WalkForwardResultViewProps {
  result: WalkForwardResult;
  strategy: Record<string, unknown>;
  openStrategy: (request: StrategyParamsRequest, note: string) => void;
  fileName?: string;
}

/** The efficiency in words: what 0.6 or 1.2 means for the analyst. */
export function efficiencyText(efficiency: number | null, reason: string | null = null): string {
  if (efficiency === null)
    return `Walk-forward efficiency: no verdict, because ${reason ?? 'the in-sample annualised return was 0 or could not be measured'}.`;
  const verdict =
    efficiency >= 1
      ? 'the choices did as well out of sample as in sample, or better'
      : efficiency >= 0.5
        ? 'the choices kept a good part of their in-sample return out of sample'
        : efficiency > 0
          ? 'most of the in-sample return did not carry over: the choices look fitted to the past'
          : 'out of sample the choices lost what they made in sample: the in-sample fit does not hold';
  return `Walk-forward efficiency ${formatFixed(efficiency)}: the out-of-sample annualised return over the in-sample one; ${verdict}.`;
}

const d10 = (date: string) => date.slice(0, 10);

/**
 * A walk-forward's result, in the builder and on the task's page: the windows on a timeline and in a table (dates,
 * chosen values, figures in and out of sample), the stitched out-of-sample equity against the strategy as written,
 * and the walk-forward efficiency.
 */
export function WalkForwardResultView({
  result,
  strategy,
  openStrategy,
  fileName = 'walk-forward',
}: WalkForwardResultViewProps) {
  const palette = useChartPalette();
  const metric = result.metric;
  const labels = result.axes.map((a) => (isStrategyRequest(strategy) ? axisLabel(strategy, a.path) : a.path));
  const combination = useOpenCombination(strategy, result.axes, openStrategy);
  const series = useMemo<ChartSeries[]>(
    () => [
      {
        kind: 'line',
        name: 'Walk-forward (out of sample)',
        color: palette.primary.main,
        format: 'whole',
        data: result.dates.map((time, i) => ({ time, value: result.equity[i] })),
      },
      {
        kind: 'line',
        name: 'Strategy as written',
        color: palette.grey[600],
        dashed: true,
        format: 'whole',
        data: result.dates.map((time, i) => ({ time, value: result.base_equity[i] })),
      },
    ],
    [result.dates, result.equity, result.base_equity, palette.primary.main, palette.grey],
  );
  const download = () => {
    const header = [
      'in_sample_start',
      'in_sample_end',
      'out_of_sample_start',
      'out_of_sample_end',
      ...result.axes.map((a) => a.path),
      ...SWEEP_METRICS.map((m) => `in_sample ${m}`),
      ...SWEEP_METRICS.map((m) => `out_of_sample ${m}`),
    ];
    const rows = result.windows.map((w) => [
      w.in_sample_start,
      w.in_sample_end,
      w.out_of_sample_start,
      w.out_of_sample_end,
      ...result.axes.map((_, i) => w.chosen[i]),
      ...SWEEP_METRICS.map((m) => w.in_sample[m]),
      ...SWEEP_METRICS.map((m) => w.out_of_sample[m]),
    ]);
    downloadCsv(`${fileName}-windows.csv`, { header, rows });
  };
  const first = result.equity[0];
  const last = result.equity.at(-1);
  const baseLast = result.base_equity.at(-1);
  const chartLabel =
    result.dates.length > 0
      ? `Equity of the walk-forward's out-of-sample windows stitched together, against the strategy as written, from ${d10(result.dates[0])} to ${d10(result.dates.at(-1)!)}: the walk-forward goes from ${formatWhole(first)} to ${formatWhole(last)}, the strategy as written ends at ${formatWhole(baseLast)}.`
      : 'No out-of-sample bars.';
  return (
    <Box
      component="section"
      aria-label="Walk-forward result"
      sx={{ display: 'grid', gap: 2, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Typography variant="body1" sx={{ fontWeight: 600 }} aria-label="Walk-forward efficiency">
        {efficiencyText(result.efficiency, result.efficiency_reason)}
      </Typography>
      {result.warnings.length > 0 && (
        <Alert severity="warning" role="region" aria-label="Walk-forward warnings">
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {result.warnings.map((w) => (
              <li key={w.kind}>{w.message}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Box
        component="dl"
        aria-label="Out-of-sample figures"
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(4, minmax(0, 1fr))',
            md: 'repeat(7, minmax(0, 1fr))',
          },
          gap: 1,
          m: 0,
        }}
      >
        {SWEEP_METRICS.map((m) => (
          <Box key={m} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1, py: 0.5 }}>
            <Box component="dt" sx={{ typography: 'caption', color: 'text.secondary' }}>
              {metricLabel[m]}
            </Box>
            <Box component="dd" sx={{ m: 0, typography: 'body1', fontVariantNumeric: 'tabular-nums' }}>
              {formatMetric(m, result.figures[m])}
            </Box>
          </Box>
        ))}
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Windows ({result.anchored ? 'anchored: each in-sample span starts at the first bar' : 'rolling'})
        </Typography>
        <WalkForwardTimeline windows={result.windows} anchored={result.anchored} />
      </Box>
      <DownloadBar
        note={`${result.windows.length} windows, each choosing by ${metricLabel[metric]} in sample.`}
        onDownload={download}
        name="Download the windows as CSV"
      />
      {combination.message}
      <Box role="region" aria-label="Walk-forward windows, scrollable" tabIndex={0} sx={{ overflowX: 'auto', mt: -1 }}>
        <Table size="small" aria-label="Walk-forward windows">
          <TableHead>
            <TableRow>
              <TableCell>Window</TableCell>
              <TableCell>In sample</TableCell>
              <TableCell>Out of sample</TableCell>
              <TableCell>Chosen</TableCell>
              <TableCell align="right">In sample: {metricLabel[metric]}</TableCell>
              <TableCell align="right">Out of sample: {metricLabel[metric]}</TableCell>
              <TableCell align="right">Out of sample: return (%)</TableCell>
              <TableCell align="right">Out of sample: trades</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.windows.map((w, i) => (
              <TableRow key={i}>
                <TableCell component="th" scope="row">
                  {i + 1}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {d10(w.in_sample_start)} to {d10(w.in_sample_end)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {d10(w.out_of_sample_start)} to {d10(w.out_of_sample_end)}
                </TableCell>
                <TableCell>
                  {w.chosen.length === 0 ? (
                    'none could run'
                  ) : (
                    <Button
                      size="small"
                      sx={{ textTransform: 'none', minWidth: 0, px: 0.5, textAlign: 'left', whiteSpace: 'nowrap' }}
                      aria-label={`Window ${i + 1}: ${w.chosen.map((v, j) => `${labels[j]} ${valueText(v)}`).join(', ')}; open in the builder`}
                      onClick={() =>
                        combination.open(
                          w.chosen,
                          `Opened walk-forward window ${i + 1}'s choice ${combinationText(result.axes, w.chosen)}.`,
                        )
                      }
                    >
                      {w.chosen.map((v, j) => `${labels[j]} ${valueText(v)}`).join(' · ')}
                    </Button>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMetric(metric, w.in_sample[metric])}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMetric(metric, w.out_of_sample[metric])}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatFixed(w.out_of_sample['Total Return (%)'])}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatWhole(w.out_of_sample['Total Trades'])}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Out-of-sample equity, stitched, against the strategy as written
        </Typography>
        {result.dates.length > 0 ? (
          <TimeSeriesChart
            ariaLabel={chartLabel}
            series={series}
            height={280}
            png={{
              name: 'the walk-forward equity chart',
              screen: 'walk-forward',
              subject: strategySubject(strategy),
              view: 'equity',
            }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            No out-of-sample bars to draw.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
