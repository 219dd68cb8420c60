import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { BacktestResult } from '../../contract/index.ts';
import type { BarGroup, BarSeries } from '../charts/grouped-bar-chart.tsx';
import { GroupedBarChart } from '../charts/grouped-bar-chart.tsx';
import { useChartPalette } from '../charts/use-chart-palette.ts';
import { ResultSection } from '../layout/result-section.tsx';
import type { PanelColumn } from '../table/chart-table-panel.tsx';
import { ChartTablePanel } from '../table/chart-table-panel.tsx';
import { formatSignedPercent } from '../table/format.ts';
import { annualReturnsOf } from './benchmark-annual.ts';

interface YearRow {
  year: number;
  strategy: number | null;
  benchmark: number | null;
}

/** The strategy's calendar-year returns beside the benchmark's (computed from its equity by the same rule). */
export function annualRows(result: BacktestResult): YearRow[] {
  const x = result.Extra;
  // Results stored before the service computed the benchmark's years have them from its equity, by the same rule.
  const b = x.benchmark;
  const bench = b ? (b.coverage ? b.annual_returns : annualReturnsOf(x.dates, b.equity)) : [];
  const years = [...new Set([...x.annual_returns, ...bench].map((r) => r.year))].sort((a, b) => a - b);
  const of = (list: readonly { year: number; return_pct: number }[], year: number) =>
    list.find((r) => r.year === year)?.return_pct ?? null;
  return years.map((year) => ({ year, strategy: of(x.annual_returns, year), benchmark: of(bench, year) }));
}

/** Where the benchmark covers only part of the window: which of its years are part-years. */
function partYears(result: BacktestResult): string {
  const b = result.Extra.benchmark;
  const c = b?.coverage;
  if (!b || !c || c.whole_window) return '';
  return (
    ` ${b.symbol} covers only ${c.first_date} to ${c.last_date} of the strategy's dates: its years ` +
    `${c.first_date.slice(0, 4)} and ${c.last_date.slice(0, 4)} are over the part it covers, and years outside have none.`
  );
}

/** Annual returns as bars against the benchmark's, with the same figures as a table and a CSV. */
export function AnnualReturnsSection({ result }: { result: BacktestResult }) {
  const palette = useChartPalette();
  const rows = useMemo(() => annualRows(result), [result]);
  const symbol = result.Extra.benchmark?.symbol;
  const series = useMemo<BarSeries[]>(
    () => [
      { name: 'Strategy', colour: palette.primary.main },
      ...(symbol ? [{ name: `Benchmark ${symbol}`, colour: palette.grey[500] }] : []),
    ],
    [palette, symbol],
  );
  const groups = useMemo<BarGroup[]>(
    () => rows.map((r) => ({ label: String(r.year), values: symbol ? [r.strategy, r.benchmark] : [r.strategy] })),
    [rows, symbol],
  );
  const columns = useMemo<PanelColumn<YearRow>[]>(
    () => [
      { label: 'Year', value: (r) => r.year },
      { label: 'Strategy %', value: (r) => r.strategy, format: (r) => formatSignedPercent(r.strategy), numeric: true },
      ...(symbol
        ? [
            {
              label: `Benchmark ${symbol} %`,
              value: (r: YearRow) => r.benchmark,
              format: (r: YearRow) => formatSignedPercent(r.benchmark),
              numeric: true,
            },
          ]
        : []),
    ],
    [symbol],
  );
  if (result.Extra.annual_returns.length === 0)
    return (
      <ResultSection title="Annual returns">
        <Typography variant="body2" color="text.secondary">
          {result.Extra.dates.length === 0
            ? 'No bars in the window, so there are no annual returns.'
            : 'This result was stored before annual returns existed: run it again to see them.'}
        </Typography>
      </ResultSection>
    );
  const best = rows.reduce<YearRow | null>(
    (b, r) => (r.strategy !== null && (!b || r.strategy > (b.strategy ?? -Infinity)) ? r : b),
    null,
  );
  const worst = rows.reduce<YearRow | null>(
    (w, r) => (r.strategy !== null && (!w || r.strategy < (w.strategy ?? Infinity)) ? r : w),
    null,
  );
  const description =
    `Annual returns of the strategy${symbol ? ` against the benchmark ${symbol}` : ''}, ${rows[0].year} to ${rows.at(-1)?.year}` +
    (best && worst
      ? `: best ${best.year} (${formatSignedPercent(best.strategy)}), worst ${worst.year} (${formatSignedPercent(worst.strategy)}).`
      : '.');
  return (
    <ChartTablePanel
      title="Annual returns"
      description={
        symbol
          ? `Each calendar year's last equity over the one before. The benchmark's years come from its equity by the same rule.` +
            partYears(result)
          : `Each calendar year's last equity over the one before. ${result.Extra.benchmark_note ?? 'No benchmark to compare with.'}`
      }
      chart={
        <GroupedBarChart
          ariaLabel={description}
          groups={groups}
          series={series}
          format={(v) => formatSignedPercent(v, 1)}
          png={{
            name: 'the annual returns chart',
            screen: 'backtest',
            subject: result.Symbol,
            view: `${result.Frequency} annual returns`,
          }}
        />
      }
      columns={columns}
      rows={rows}
      fileName={`${result.Symbol}-${result.Frequency}-annual-returns.csv`}
    />
  );
}
