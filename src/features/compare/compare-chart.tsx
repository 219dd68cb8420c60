import Alert from '@mui/material/Alert';
import { useMemo } from 'react';
import type { ChartSeries } from '../../ui/charts/chart-series.ts';
import { TimeSeriesChart } from '../../ui/charts/time-series-chart.tsx';
import { useChartPalette } from '../../ui/charts/use-chart-palette.ts';
import { formatFixed } from '../../ui/table/format.ts';
import type { EquityRun } from './normalise.ts';
import { normalisedCurves } from './normalise.ts';

export interface CompareChartProps {
  runs: readonly EquityRun[];
  labels: readonly string[];
  height: number;
}

/** The runs' equity curves on one scale: each 100 on the first date all of them have. */
export function CompareChart({ runs, labels, height }: CompareChartProps) {
  const palette = useChartPalette();
  const normalised = useMemo(() => normalisedCurves(runs), [runs]);
  const series = useMemo<ChartSeries[]>(() => {
    const colours = [palette.primary.main, palette.secondary.main, palette.success.main, palette.warning.main];
    // Every other line dashed, so that the runs are told apart without colour too.
    return (
      normalised?.curves.map((data, i) => ({
        kind: 'line',
        name: labels[i],
        color: colours[i % colours.length],
        dashed: i % 2 === 1,
        data,
      })) ?? []
    );
  }, [normalised, labels, palette]);
  if (!normalised)
    return (
      <Alert severity="info">
        These backtests share no date, so their equity cannot be put on one scale. The figures below still compare them.
      </Alert>
    );
  const ends = normalised.curves.map((c, i) => `${labels[i]} ends at ${formatFixed(c[c.length - 1]?.value)}`);
  return (
    <TimeSeriesChart
      ariaLabel={`Equity of ${labels.length} backtests, 100 on ${normalised.start}: ${ends.join('; ')}`}
      series={series}
      height={height}
      png={{ name: 'the equity comparison', screen: 'compare', subject: 'all', view: 'equity' }}
    />
  );
}
