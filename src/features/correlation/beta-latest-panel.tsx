import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BetaClassName, SymbolBetaData } from '../../contract/index.ts';
import { formatFixed } from '../../ui/table/format.ts';

const CLASS_TEXT: Record<BetaClassName, { label: string; rule: string; color: 'warning' | 'info' | 'secondary' }> = {
  aggressive: { label: 'Aggressive', rule: 'beta above 1', color: 'warning' },
  defensive: { label: 'Defensive', rule: 'beta from 0 to 1', color: 'info' },
  inverse: { label: 'Inverse', rule: 'beta below 0', color: 'secondary' },
};

const TITLE = 'Latest beta';

/** Each symbol's beta on the last date and its class, as the service classified it. */
export function BetaLatestPanel({ latest, benchmark }: { latest: SymbolBetaData['latest']; benchmark: string }) {
  return (
    <Paper variant="outlined" component="section" aria-label={TITLE} sx={{ p: { xs: 1.5, md: 2 } }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
        {TITLE}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Aggressive: beta above 1, moves more than {benchmark}. Defensive: 0 to 1, moves less. Inverse: below 0, moves
        against it.
      </Typography>
      {!latest || latest.length === 0 ? (
        <Alert severity="info" role="note">
          The service sent no latest classification; the rolling lines below show each beta against the lines at 0 and
          1.
        </Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table
            size="small"
            aria-label="Latest beta by symbol"
            sx={{ width: 'auto', minWidth: { sm: 420 }, '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>Symbol</TableCell>
                <TableCell align="right">Beta</TableCell>
                <TableCell>Class</TableCell>
                <TableCell>As of</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {latest.map((row) => {
                const text = CLASS_TEXT[row.class];
                return (
                  <TableRow key={row.symbol}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                      {row.symbol}
                    </TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatFixed(row.beta, 3)}
                    </TableCell>
                    <TableCell>
                      <Chip size="small" variant="outlined" color={text.color} label={text.label} title={text.rule} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.Date.slice(0, 10)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}
