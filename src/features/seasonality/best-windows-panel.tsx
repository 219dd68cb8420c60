import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormProvider } from 'react-hook-form';
import { useBestWindows } from '../../client/analytics-queries.ts';
import type { SeasonalityRequest } from '../../contract/index.ts';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { SELECT_LABEL_ABOVE } from './native-select.ts';
import { formatPercent, formatSignedPercent } from '../../ui/table/format.ts';
import { windowLabel } from './calendar-format.ts';
import type { BestFormValues } from './window-form.ts';
import { useBestForm } from './window-form.ts';

/** On a phone the table keeps the window, mean, share positive and years. */
const NARROW_HIDDEN = { display: { xs: 'none', sm: 'table-cell' } } as const;

const Text: typeof FormTextField<BestFormValues> = FormTextField;

export interface BestWindowsPanelProps {
  request: SeasonalityRequest;
  onPick: (from: string, to: string) => void;
}

/** The windows of n sessions with the highest mean return or share of positive years; a click selects one. */
export function BestWindowsPanel({ request, onPick }: BestWindowsPanelProps) {
  const { form, applied, stale, run } = useBestForm();
  const query = useBestWindows({
    ticker: request.ticker,
    start_year: request.start_year,
    end_year: request.end_year,
    sessions: applied.sessions,
    rank_by: applied.rank_by,
  });
  const answer = query.data;
  return (
    <Box component="section" aria-label="Best windows" sx={{ minWidth: 0, overflow: 'hidden' }}>
      <Typography variant="subtitle1" component="h3">
        Best windows
      </Typography>
      <FormProvider {...form}>
        <Stack
          component="form"
          aria-label="Best windows settings"
          noValidate
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ my: 1.5, alignItems: { sm: 'flex-start' } }}
          onSubmit={(event) => {
            event.preventDefault();
            void run();
          }}
        >
          <Text numeric name="sessions" label="Sessions" helperText="2 to 126" sx={{ width: { sm: 120 } }} />
          <Text
            select
            slotProps={SELECT_LABEL_ABOVE}
            name="rank_by"
            label="Rank by"
            helperText="At least 10 years each"
            sx={{ width: { sm: 220 } }}
          >
            <option value="mean">Mean return</option>
            <option value="hit_rate">Share of positive years</option>
          </Text>
          <Button type="submit" variant="outlined" sx={{ mt: { sm: 1 } }}>
            Find
          </Button>
        </Stack>
      </FormProvider>
      {query.isError ? (
        <Alert severity="error">The best windows could not be found: {query.error.message}</Alert>
      ) : !answer ? (
        <Stack direction="row" spacing={1} role="status" aria-label="Finding the best windows" sx={{ p: 2 }}>
          <CircularProgress size={20} />
          <Typography color="text.secondary">Finding the best windows&hellip;</Typography>
        </Stack>
      ) : answer.windows.length === 0 ? (
        <Alert severity="info">
          No window of {answer.sessions} sessions is covered by at least {answer.min_years} years of {answer.ticker}{' '}
          between {answer.start_year} and {answer.end_year}. Widen the years.
        </Alert>
      ) : (
        <Box sx={{ opacity: stale || query.isFetching ? 0.5 : 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {answer.sessions} sessions span about {answer.calendar_days} calendar days; ranked by{' '}
            {answer.rank_by === 'mean' ? 'mean return' : 'share of positive years, then mean'}, no two overlapping.
            Select one to see each year.
          </Typography>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Best windows">
              <TableHead>
                <TableRow>
                  <TableCell>Window</TableCell>
                  <TableCell align="right">Mean (%)</TableCell>
                  <TableCell align="right" sx={NARROW_HIDDEN}>
                    Median (%)
                  </TableCell>
                  <TableCell align="right">Positive</TableCell>
                  <TableCell align="right">Years</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {answer.windows.map((w) => (
                  <TableRow key={w.from} hover>
                    <TableCell component="th" scope="row">
                      <Link component="button" type="button" onClick={() => onPick(w.from, w.to)}>
                        {windowLabel(w.from, w.to)}
                      </Link>
                    </TableCell>
                    <TableCell align="right">{formatSignedPercent(w.mean)}</TableCell>
                    <TableCell align="right" sx={NARROW_HIDDEN}>
                      {formatSignedPercent(w.median)}
                    </TableCell>
                    <TableCell align="right">{formatPercent(w.positive_pct, 0)}</TableCell>
                    <TableCell align="right">{w.count}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Box>
      )}
    </Box>
  );
}
