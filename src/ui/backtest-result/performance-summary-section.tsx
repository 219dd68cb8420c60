import Typography from '@mui/material/Typography';
import type { BacktestResult } from '../../contract/index.ts';
import { ResultSection } from '../layout/result-section.tsx';
import { RowHeaderTable } from '../table/row-header-table.tsx';
import { formatFixed, formatSignedPercent } from '../table/format.ts';
import type { PerformanceRow } from './performance-rows.ts';
import { performanceRows } from './performance-rows.ts';

const column = (label: string, key: 'all' | 'long' | 'short') => ({
  label,
  numeric: true,
  cell: (r: PerformanceRow) => r[key],
});

/** Net profit, commission, the largest trades and their bars, for all trades and long and short apart, in currency. */
export function PerformanceSummarySection({ result }: { result: BacktestResult }) {
  const p = result.Extra.performance;
  return (
    <ResultSection title="Performance summary">
      {p === null ? (
        <Typography variant="body2" color="text.secondary">
          This result was stored before the performance summary existed: run it again to see it.
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            In the account&apos;s currency, after commission and slippage. A trade without a profit counts as losing.
            Max run-up: {formatFixed(p.max_run_up)} ({formatSignedPercent(p.max_run_up_pct)}), the largest rise of the
            equity from its lowest point so far.
          </Typography>
          <RowHeaderTable
            ariaLabel="Performance summary"
            scrollable
            rowHeader={{ label: 'Figure', cell: (r) => r.label }}
            columns={[column('All', 'all'), column('Long', 'long'), column('Short', 'short')]}
            rows={performanceRows(p)}
            maxWidth={560}
          />
        </>
      )}
    </ResultSection>
  );
}
