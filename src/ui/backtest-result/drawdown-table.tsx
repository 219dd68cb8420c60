import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { DrawdownEpisode } from '../../contract/index.ts';
import { downloadCsv } from '../table/csv-file.ts';
import { DownloadBar } from '../table/download-bar.tsx';
import { formatBars, formatSignedPercent } from '../table/format.ts';
import { PlainTableHead } from '../table/row-header-table.tsx';
import { BODY_CELL } from '../table/table-cells.ts';
import { drawdownsToCsv } from './drawdowns-csv.ts';
import { CHOSEN_ROW, SelectButton } from './select-button.tsx';

const COLUMNS = [
  { label: '#' },
  { label: 'Peak' },
  { label: 'Trough' },
  { label: 'Recovery' },
  { label: 'Depth', numeric: true },
  { label: 'Bars to trough', numeric: true },
  { label: 'Bars to recovery', numeric: true },
];

export interface DrawdownTableProps {
  episodes: readonly DrawdownEpisode[];
  /** Index of the episode shown on the chart. */
  selected: number | null;
  onSelect: (index: number) => void;
  fileName: string;
}

/** The deepest drawdown episodes; a row clicked (or its button pressed) shows the episode on the equity chart. */
export function DrawdownTable({ episodes, selected, onSelect, fileName }: DrawdownTableProps) {
  const headingId = useId();
  const n = episodes.length;
  const title = n === 0 ? 'Drawdowns' : n === 1 ? 'The deepest drawdown' : `Top ${n} drawdowns`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {episodes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No drawdown episodes in this result: the equity never fell below a previous peak, or the result was stored
          before episodes were listed (run it again).
        </Typography>
      ) : (
        <>
          <DownloadBar
            note="Deepest first. Click a row to shade it on the equity chart and zoom to it."
            name="Download the drawdowns as CSV"
            text="CSV"
            onDownload={() => downloadCsv(fileName, drawdownsToCsv(episodes))}
          />
          <TableContainer>
            <Table size="small" aria-labelledby={headingId}>
              <PlainTableHead columns={COLUMNS} />
              <TableBody>
                {episodes.map((e, i) => (
                  <TableRow
                    key={`${e.peak_date}-${i}`}
                    hover
                    onClick={() => onSelect(i)}
                    sx={{ cursor: 'pointer', ...(selected === i && CHOSEN_ROW) }}
                  >
                    <TableCell sx={BODY_CELL}>
                      <SelectButton
                        label={`Show drawdown ${i + 1} on the equity chart`}
                        text={String(i + 1)}
                        pressed={selected === i}
                        onSelect={() => onSelect(i)}
                      />
                    </TableCell>
                    <TableCell sx={BODY_CELL}>{e.peak_date}</TableCell>
                    <TableCell sx={BODY_CELL}>{e.trough_date}</TableCell>
                    <TableCell sx={BODY_CELL}>{e.recovery_date ?? 'Not recovered'}</TableCell>
                    <TableCell align="right" sx={{ ...BODY_CELL, color: 'error.main' }}>
                      {formatSignedPercent(e.depth_pct)}
                    </TableCell>
                    <TableCell align="right" sx={BODY_CELL}>
                      {formatBars(e.bars_to_trough)}
                    </TableCell>
                    <TableCell align="right" sx={BODY_CELL}>
                      {e.bars_to_recovery === null ? 'Not recovered' : formatBars(e.bars_to_recovery)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Box>
  );
}
