import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { FormProvider } from 'react-hook-form';
import { errorCode, errorFields } from '../../client/api-error.ts';
import { useAverageYear, useSeasonalWindow } from '../../client/analytics-queries.ts';
import type { AverageYear, SeasonalityRequest } from '../../contract/index.ts';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { formatSignedPercent } from '../../ui/table/format.ts';
import { BestWindowsPanel } from './best-windows-panel.tsx';
import { monthDayLabel } from './calendar-format.ts';
import { CalendarYearChart } from './calendar-year-chart.tsx';
import type { WindowFormValues } from './window-form.ts';
import { useWindowForm } from './window-form.ts';
import { WindowStatsPanel } from './window-stats-panel.tsx';

const Text: typeof FormTextField<WindowFormValues> = FormTextField;
const isWindowField = (path: string): path is keyof WindowFormValues => ['from', 'to', 'benchmark'].includes(path);

function chartLabel(answer: AverageYear): string {
  const last = answer.points.at(-1);
  const latest = answer.latest;
  const latestLast = latest?.points.at(-1);
  return (
    `Line chart of the average year of ${answer.ticker} on a calendar axis, January to December: the mean ` +
    `year-to-date return of ${answer.years.length} complete years` +
    (last ? ` ends the year at ${formatSignedPercent(last.mean)}` : '') +
    (latest && latestLast
      ? `; ${latest.year} drawn over it, ${formatSignedPercent(latestLast.value)} by ${monthDayLabel(latestLast.date)}.`
      : '.')
  );
}

/**
 * The average year on a calendar axis with the latest year over it; a window selected on it (dragged, or typed as two
 * dates) gives each year's return in it; the best windows finder selects one with a click.
 */
export function AverageYearView({ request }: { request: SeasonalityRequest }) {
  const years = { ticker: request.ticker, start_year: request.start_year, end_year: request.end_year };
  const average = useAverageYear(years);
  const { form, applied: selection, stale, run } = useWindowForm();
  const window = useSeasonalWindow(selection && { ...years, ...selection });

  useEffect(() => {
    if (errorCode(window.error) !== 400) return;
    for (const e of errorFields(window.error))
      if (isWindowField(e.path)) form.setError(e.path, { type: 'server', message: e.message });
  }, [window.error, form]);

  const select = (from: string, to: string) => {
    form.setValue('from', from);
    form.setValue('to', to);
    void run();
  };
  const clear = () => {
    form.setValue('from', '');
    form.setValue('to', '');
    void run();
  };

  return (
    <Stack spacing={3}>
      <Box component="section" aria-label="Average year" sx={{ minWidth: 0, overflow: 'hidden' }}>
        <Typography variant="subtitle1" component="h3">
          Average year on the calendar
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Each complete year&rsquo;s year-to-date return on its own dates (a day without a session carries the last
          close), averaged day by day over a 365-day calendar; the latest year is drawn over it. Drag across the chart,
          or type two dates, to select a window.
        </Typography>
        {average.isError ? (
          <Alert severity="error">The average year could not be computed: {average.error.message}</Alert>
        ) : average.data ? (
          <CalendarYearChart
            ariaLabel={chartLabel(average.data)}
            answer={average.data}
            selected={selection}
            onSelect={select}
            png={{ name: 'the average year', screen: 'seasonality', subject: request.ticker, view: 'average year' }}
          />
        ) : (
          <Stack direction="row" spacing={1} role="status" aria-label="Computing the average year" sx={{ p: 4 }}>
            <CircularProgress size={20} />
            <Typography color="text.secondary">Computing the average year&hellip;</Typography>
          </Stack>
        )}
      </Box>

      {/* Hidden overflow: a chart drawn for a wider screen must not widen the page while it measures the new one. */}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, minWidth: 0, overflow: 'hidden' }}>
        <FormProvider {...form}>
          <Stack
            component="form"
            aria-label="Window"
            noValidate
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { sm: 'flex-start' }, mb: 2 }}
            onSubmit={(event) => {
              event.preventDefault();
              void run();
            }}
          >
            <Stack direction="row" spacing={1.5}>
              <Text
                name="from"
                label="Window from"
                placeholder="MM-DD"
                helperText="MM-DD, e.g. 03-01"
                recheck={['to']}
              />
              <Text name="to" label="Window to" placeholder="MM-DD" helperText="Last day included" recheck={['from']} />
            </Stack>
            <Text name="benchmark" label="Benchmark" helperText="Same days on it" sx={{ width: { sm: 140 } }} />
            <Stack direction="row" spacing={1} sx={{ mt: { sm: 1 } }}>
              <Button type="submit" variant="contained">
                Show window
              </Button>
              {selection && (
                <Button type="button" onClick={clear}>
                  Clear
                </Button>
              )}
            </Stack>
          </Stack>
        </FormProvider>
        <Box sx={{ opacity: stale || window.isFetching ? 0.5 : 1, transition: 'opacity 150ms' }}>
          {!selection ? (
            <Typography color="text.secondary">
              No window selected: drag across the chart, type two dates, or pick one of the best windows below.
            </Typography>
          ) : window.isError ? (
            <Alert severity="error">
              {errorCode(window.error) === 400 ? 'Check the window: ' : 'The window could not be computed: '}
              {window.error.message}
            </Alert>
          ) : window.data ? (
            <WindowStatsPanel answer={window.data} />
          ) : (
            <Stack direction="row" spacing={1} role="status" aria-label="Computing the window">
              <CircularProgress size={20} />
              <Typography color="text.secondary">Computing the window&hellip;</Typography>
            </Stack>
          )}
        </Box>
      </Paper>

      <BestWindowsPanel request={request} onPick={select} />
    </Stack>
  );
}
