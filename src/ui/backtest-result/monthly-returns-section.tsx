import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { BacktestResult } from '../../contract/index.ts';
import { heatCellColours, symmetricLimit } from '../charts/heat-colour.ts';
import { HeatGrid } from '../charts/heat-grid.tsx';
import { drawHeatGrid } from '../charts/heat-grid-png.ts';
import { canvasToPng } from '../charts/png-export.ts';
import { downloadBlob } from '../download/download-blob.ts';
import { PngButton } from '../charts/png-button.tsx';
import { useChartPalette } from '../charts/use-chart-palette.ts';
import { ResultSection } from '../layout/result-section.tsx';
import { downloadText } from '../table/csv-text.ts';
import { formatSignedPercent } from '../table/format.ts';
import { MONTH_LABELS, monthlyGrid, monthlyGridCsv } from './monthly-grid.ts';

const COLUMNS = [...MONTH_LABELS, 'Year'];
// Short enough to stay on a phone's screen: the caption scrolls sideways with the table.
const CAPTION = 'Monthly returns of the strategy in percent';
const cellText = (v: number) => formatSignedPercent(v, 1);

/** The ends and middle of the colour scale, so the colours can be read as numbers. */
function ScaleKey({ limit }: { limit: number }) {
  const paper = useChartPalette().background.paper;
  const stops = [-limit, 0, limit];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, typography: 'caption', color: 'text.secondary' }}>
      Scale:
      {stops.map((v) => {
        const c = heatCellColours(v, limit, paper);
        return (
          <Box
            key={v}
            component="span"
            sx={{
              px: 0.75,
              borderRadius: 0.5,
              bgcolor: c?.background,
              color: c?.text,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {v === 0 ? '0%' : cellText(v)}
          </Box>
        );
      })}
    </Box>
  );
}

/** The monthly returns as a heat map that is a real table, with its CSV and a PNG of it. */
export function MonthlyReturnsSection({ result }: { result: BacktestResult }) {
  const palette = useChartPalette();
  const x = result.Extra;
  const grid = useMemo(() => monthlyGrid(x.monthly_returns, x.annual_returns), [x.monthly_returns, x.annual_returns]);
  // Fitted to the months: a year's total is larger and simply shows at full strength.
  const limit = useMemo(() => symmetricLimit(grid.cells.flatMap((row) => row.slice(0, 12))), [grid]);
  const rowLabels = grid.years.map(String);
  const base = `${result.Symbol}-${result.Frequency}-monthly-returns`;
  const savePng = async () => {
    const canvas = drawHeatGrid({
      title: `${result.Symbol}: monthly returns of the strategy in percent`,
      cornerLabel: 'Year',
      rowLabels,
      columnLabels: COLUMNS,
      values: grid.cells,
      format: cellText,
      limit,
      paper: palette.background.paper,
      text: palette.text.primary,
      font: getComputedStyle(document.body).fontFamily,
    });
    downloadBlob(`${base}.png`, await canvasToPng(canvas));
  };
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
            previous month&apos;s (the first month over the starting capital); red lost, green gained, stronger further
            from 0.
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <ScaleKey limit={limit} />
            <Box sx={{ ml: 'auto', display: 'flex', gap: 1 }}>
              <Button
                variant="outlined"
                size="small"
                startIcon={<DownloadIcon />}
                onClick={() => downloadText(`${base}.csv`, monthlyGridCsv(grid))}
                aria-label="Download the monthly returns as CSV"
              >
                CSV
              </Button>
              <PngButton name="the monthly returns heat map" save={savePng} />
            </Box>
          </Box>
          <HeatGrid
            ariaLabel={CAPTION}
            caption
            cornerLabel="Year"
            rowLabels={rowLabels}
            columnLabels={COLUMNS}
            values={grid.cells}
            format={cellText}
            limit={limit}
            describe={(r, c, v) =>
              `${c === 12 ? `Year ${rowLabels[r]}` : `${COLUMNS[c]} ${rowLabels[r]}`}: ${v === null ? 'no return' : formatSignedPercent(v)}`
            }
          />
        </>
      )}
    </ResultSection>
  );
}
