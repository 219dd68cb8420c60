import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { errorCode, errorFields } from '../../client/api-error.ts';
import { useSeasonality } from '../../client/analytics-queries.ts';
import type { SeasonalityRequest } from '../../contract/index.ts';
import { useUrlForm } from '../../ui/form/use-url-form.ts';
import type { SeasonalityFormValues } from './form-values.ts';
import { FORM_DEFAULTS, seasonalityFormSchema, yearsAsked } from './form-values.ts';
import { RunError } from './run-error.tsx';
import { SeasonalityForm } from './seasonality-form.tsx';
import { SeasonalityResults } from './seasonality-results.tsx';
import type { ViewId } from './seasonality-tabs.ts';
import { viewOf } from './seasonality-tabs.ts';

const sameRequest = (a: SeasonalityRequest, b: SeasonalityRequest) => JSON.stringify(a) === JSON.stringify(b);
const isFormField = (path: string): path is keyof SeasonalityFormValues => path in FORM_DEFAULTS;

/**
 * Calendar effects in a ticker's daily returns: one all-in-one request, one tab per view. The form, the tab and the
 * selected window live in the address, so a bookmark reopens the same view.
 */
export default function SeasonalityScreen() {
  const { form, applied, stale, run } = useUrlForm({ schema: seasonalityFormSchema, defaults: FORM_DEFAULTS });
  const [search, setSearch] = useSearchParams();
  const view = viewOf(search.get('view'));
  const setView = (next: ViewId) =>
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set('view', next);
        return params;
      },
      { replace: true },
    );
  const query = useSeasonality(applied);
  // The request whose answer is on screen: while the next loads, the previous answer stays (dimmed) with its own title.
  const [answered, setAnswered] = useState<SeasonalityRequest>(applied);
  if (query.isSuccess && !query.isPlaceholderData && answered !== applied) setAnswered(applied);
  const thisYear = new Date().getFullYear();

  // The service's 400 names parameters, which are the form's field names: each message goes beside its field.
  useEffect(() => {
    if (errorCode(query.error) !== 400) return;
    for (const e of errorFields(query.error))
      if (isFormField(e.path)) form.setError(e.path, { type: 'server', message: e.message });
  }, [query.error, form]);

  const onSubmit = () =>
    void run((request) => {
      // The same settings again: fetch again (e.g. after loading the ticker's CSV in Data).
      if (sameRequest(request, applied)) void query.refetch();
    });

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h1">
          Seasonality
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Calendar effects in a ticker&rsquo;s daily close-to-close returns: the average year and any window of it, by
          weekday, month, day of the month, around holidays and dates, and a yearly holding.
        </Typography>
      </Box>
      <FormProvider {...form}>
        <SeasonalityForm onSubmit={onSubmit} />
      </FormProvider>
      {stale && (
        <Alert severity="info" variant="outlined" role="status">
          Inputs changed: run again to see their figures. The results below are still those of {applied.ticker}.
        </Alert>
      )}
      {query.isError ? (
        <RunError
          error={query.error}
          ticker={applied.ticker}
          years={yearsAsked(applied, thisYear)}
          onRetry={() => void query.refetch()}
        />
      ) : query.data ? (
        <Box sx={{ position: 'relative' }}>
          {query.isFetching && (
            <LinearProgress
              aria-label={`Computing the seasonality of ${applied.ticker}`}
              sx={{ position: 'absolute', top: -8, left: 0, right: 0 }}
            />
          )}
          <SeasonalityResults
            request={answered}
            answer={query.data}
            asked={yearsAsked(answered, thisYear)}
            busy={query.isFetching}
            stale={stale}
            view={view}
            onViewChange={setView}
          />
        </Box>
      ) : (
        <Box
          role="status"
          aria-label={`Computing the seasonality of ${applied.ticker}`}
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, p: 6 }}
        >
          <CircularProgress size={28} />
          <Typography color="text.secondary">Computing the seasonality of {applied.ticker}&hellip;</Typography>
        </Box>
      )}
    </Stack>
  );
}
