import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { FigureRow } from './compare-figures.ts';

/** The figures side by side, a run per column; the best of each row is bold, green and says "best" in words. */
export function CompareFiguresTable({ rows, labels }: { rows: readonly FigureRow[]; labels: readonly string[] }) {
  return (
    // A run per column: on a phone it scrolls sideways, so a keyboard must be able to reach and scroll it.
    <TableContainer
      component={Paper}
      variant="outlined"
      role="region"
      aria-label="Figures side by side, scrollable"
      tabIndex={0}
    >
      <Table size="small" aria-label="Figures side by side, the best of each row marked">
        <TableHead>
          <TableRow>
            <TableCell sx={{ px: { xs: 1, md: 2 } }}>Figure</TableCell>
            {labels.map((label) => (
              <TableCell key={label} align="right" sx={{ minWidth: 80, px: { xs: 1, md: 2 } }}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.label}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: { md: 'nowrap' }, px: { xs: 1, md: 2 } }}>
                {row.label}
              </TableCell>
              {row.texts.map((text, i) => {
                const best = row.best.includes(i);
                return (
                  <TableCell
                    key={labels[i]}
                    align="right"
                    sx={{
                      whiteSpace: 'nowrap',
                      px: { xs: 1, md: 2 },
                      fontVariantNumeric: 'tabular-nums',
                      ...(best && { fontWeight: 700, color: 'success.main' }),
                    }}
                  >
                    {text}
                    {best && (
                      <Box
                        component="span"
                        sx={{
                          // Under the number at phone width, so that the column stays narrow.
                          display: { xs: 'table', md: 'inline' },
                          ml: { xs: 'auto', md: 0.75 },
                          px: 0.5,
                          borderRadius: 0.5,
                          fontSize: '0.7rem',
                          border: 1,
                          borderColor: 'success.main',
                          verticalAlign: 'middle',
                        }}
                      >
                        best
                      </Box>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
