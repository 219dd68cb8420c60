import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { BacktestResult } from '../../contract/index.ts';
import { symmetricLimit } from '../charts/heat-colour.ts';
import { HeatGrid } from '../charts/heat-grid.tsx';
import { ResultSection } from '../layout/result-section.tsx';
import { downloadCsv } from '../table/csv-file.ts';
import { formatSignedPercent } from '../table/format.ts';
import { MONTH_LABELS, monthlyGrid, monthlyGridCsv } from './monthly-grid.ts';

const COLUMNS = [...MONTH_LABELS, 'Year'];
// Short enough to stay on a phone's screen: the caption scrolls sideways with the table.
const CAPTION = 'Monthly returns of the strategy in percent';
const cellText = (v: number) => formatSignedPercent(v, 1);
// The image has no page text around it to say what "–" means.
const NO_POSITION_NOTE = 'A month with no position open at any time (or no bar) reads “–”.';

/** The monthly returns as a heat map that is a real table, with its CSV and a PNG of it. */
export function MonthlyReturnsSection({ result }: { result: BacktestResult }) {
  const x = result.Extra;
  const grid = useMemo(() => monthlyGrid(x.monthly_returns, x.annual_returns), [x.monthly_returns, x.annual_returns]);
  // Fitted to the months: a year's total is larger and simply shows at full strength.
  const limit = useMemo(() => symmetricLimit(grid.cells.flatMap((row) => row.slice(0, 12))), [grid]);
  const rowLabels = grid.years.map(String);
  const base = `${result.Symbol}-${result.Frequency}-monthly-returns`;
  return (
    <ResultSection title="Monthly returns">
      {grid.years.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {x.dates.length === 0
            ? 'No bars in the window, so there are no monthly returns.'
            : 'This result was stored before monthly returns existed: run it again to see them.'}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Years down, months across, the year&apos;s return at the end. Each month&apos;s last equity over the
            previous month&apos;s (the first month over the starting capital); red lost, blue gained, stronger further
            from 0. A month with no position open at any time reads &ldquo;–&rdquo;.
          </Typography>
          <HeatGrid
            ariaLabel={CAPTION}
            caption
            cornerLabel="Year"
            rowLabels={rowLabels}
            columnLabels={COLUMNS}
            values={grid.cells}
            format={cellText}
            limit={limit}
            legend={{ subject: 'monthly return' }}
            png={{
              name: 'the monthly returns heat map',
              screen: 'backtest',
              subject: result.Symbol,
              view: `${result.Frequency} monthly returns`,
            }}
            pngTitle={`${result.Symbol}: monthly returns of the strategy in percent`}
            pngNote={NO_POSITION_NOTE}
            actions={
              <Button
                variant="outlined"
                size="small"
                startIcon={<DownloadIcon />}
                onClick={() => downloadCsv(`${base}.csv`, monthlyGridCsv(grid))}
                aria-label="Download the monthly returns as CSV"
              >
                CSV
              </Button>
            }
            describe={(r, c, v) =>
              `${c === 12 ? `Year ${rowLabels[r]}` : `${COLUMNS[c]} ${rowLabels[r]}`}: ${v === null ? 'no position or no bar' : formatSignedPercent(v)}`
            }
          />
        </>
      )}
    </ResultSection>
  );
}
