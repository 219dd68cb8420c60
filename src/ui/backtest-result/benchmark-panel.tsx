import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { useMemo } from 'react';
import type { BacktestResult, BenchmarkComparison } from '../../contract/index.ts';
import { downloadCsv } from '../table/csv-file.ts';
import { DownloadBar } from '../table/download-bar.tsx';
import { formatPercent, formatWhole, NOT_AVAILABLE } from '../table/format.ts';
import { PlainTableHead } from '../table/row-header-table.tsx';
import { BODY_CELL } from '../table/table-cells.ts';
import { benchmarkRows, benchmarkRowsCsv } from './benchmark-rows.ts';

/** Why there are no benchmark figures: the service's note, or a result stored before they existed. */
export function missingBenchmarkText(result: BacktestResult): string {
  return (
    result.Extra.benchmark_note ??
    'This result was stored before benchmark figures existed: run it again to compare it with its benchmark.'
  );
}

/** Which of the strategy's dates the figures are over: all of them, or the part the benchmark covers. */
export function coverageText(result: BacktestResult, benchmark: BenchmarkComparison): string {
  const dates = result.Extra.dates.length;
  const c = benchmark.coverage;
  const matched =
    `${formatWhole(benchmark.dates_matched)} of ${formatWhole(dates)} dates` +
    (c ? ` (${formatPercent(c.share_pct, 1)})` : '');
  if (c && !c.whole_window)
    return (
      `${benchmark.symbol} covers only part of the strategy's window: every figure here, the strategy's return and ` +
      `CAGR included, is over the common part, ${c.first_date} to ${c.last_date}, on the ${matched} on which ` +
      `${benchmark.symbol} has a bar.`
    );
  return `Over the ${matched} on which ${benchmark.symbol} has a bar.`;
}

function ComparisonTable({ result, benchmark }: { result: BacktestResult; benchmark: BenchmarkComparison }) {
  const rows = useMemo(() => benchmarkRows(result, benchmark), [result, benchmark]);
  const fileName = `${result.Symbol}-${result.Frequency}-vs-${benchmark.symbol}.csv`;
  const c = benchmark.coverage;
  const strategyLabel = c && !c.whole_window ? 'Strategy, common part' : 'Strategy';
  return (
    <Box>
      <DownloadBar
        note={
          coverageText(result, benchmark) +
          ' Beta, alpha and the figures below them measure the strategy against the benchmark.'
        }
        name={`Download the benchmark comparison as CSV`}
        text="CSV"
        onDownload={() => downloadCsv(fileName, benchmarkRowsCsv(rows, result, benchmark))}
      />
      <TableContainer sx={{ maxWidth: 560 }}>
        <Table size="small" aria-label={`Strategy against the benchmark ${benchmark.symbol}`}>
          <PlainTableHead
            columns={[
              { label: 'Figure' },
              { label: strategyLabel, numeric: true },
              { label: `Benchmark ${benchmark.symbol}`, numeric: true },
            ]}
          />
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.label}>
                <TableCell component="th" scope="row" title={r.hint} sx={{ whiteSpace: 'nowrap' }}>
                  {r.label}
                </TableCell>
                <TableCell align="right" sx={BODY_CELL}>
                  {r.format(r.strategy)}
                </TableCell>
                <TableCell align="right" sx={BODY_CELL}>
                  {r.benchmark === null ? NOT_AVAILABLE : r.format(r.benchmark)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/** The strategy's figures beside its benchmark's, or why there are none. */
export function BenchmarkPanel({ result }: { result: BacktestResult }) {
  const benchmark = result.Extra.benchmark;
  if (!benchmark)
    return (
      // A note, not an alert: it is part of the page, not news to announce.
      <Alert severity="info" role="note">
        {missingBenchmarkText(result)}
      </Alert>
    );
  return <ComparisonTable result={result} benchmark={benchmark} />;
}
