import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorCode, errorFields } from '../../client/api-error.ts';
import { useSeasonality } from '../../client/analytics-queries.ts';
import type { SeasonalityRequest } from '../../contract/index.ts';
import type { FieldMessages, FormField, SeasonalityFormValues } from './form-values.ts';
import { checkForm, INITIAL_VALUES, messagesByField, yearsAsked } from './form-values.ts';
import { FieldErrorSummary, RunError } from './run-error.tsx';
import { SeasonalityForm } from './seasonality-form.tsx';
import { SeasonalityResults } from './seasonality-results.tsx';
import type { ViewId } from './seasonality-tabs.ts';

/** The form as it opens is also the first run: an analyst sees SPX's calendar at once. */
const FIRST_REQUEST = (() => {
  const check = checkForm(INITIAL_VALUES);
  if (!check.ok) throw new Error('the initial seasonality settings do not pass their own check');
  return check.request;
})();

const sameRequest = (a: SeasonalityRequest | null, b: SeasonalityRequest) => JSON.stringify(a) === JSON.stringify(b);

/** Calendar effects in a ticker's daily returns: one all-in-one request, one tab per view. */
export default function SeasonalityScreen() {
  const [values, setValues] = useState<SeasonalityFormValues>(INITIAL_VALUES);
  const [localErrors, setLocalErrors] = useState<FieldMessages>({});
  // Fields edited since the last run no longer show the service's message about them.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [request, setRequest] = useState<SeasonalityRequest>(FIRST_REQUEST);
  const [view, setView] = useState<ViewId>('weekday-month');
  const query = useSeasonality(request);
  // The request whose answer is on screen: while the next loads, the previous answer stays (dimmed) with its own title.
  const [answered, setAnswered] = useState<SeasonalityRequest>(request);
  if (query.isSuccess && !query.isPlaceholderData && answered !== request) setAnswered(request);
  const thisYear = new Date().getFullYear();
  const asked = yearsAsked(request, thisYear);

  const serviceErrors = errorCode(query.error) === 400 ? messagesByField(errorFields(query.error)).fields : {};
  const shownErrors: FieldMessages = { ...localErrors };
  for (const [field, message] of Object.entries(serviceErrors) as [FormField, string][])
    if (!edited.has(field)) shownErrors[field] ??= message;

  const onChange = (patch: Partial<SeasonalityFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setLocalErrors(
      (errors) => Object.fromEntries(Object.entries(errors).filter(([field]) => !(field in patch))) as FieldMessages,
    );
    setEdited((fields) => new Set([...fields, ...Object.keys(patch)]));
  };

  const onSubmit = () => {
    const check = checkForm(values);
    if (!check.ok) {
      setLocalErrors(check.fields);
      return;
    }
    setLocalErrors({});
    setEdited(new Set());
    // The same settings again: fetch again (e.g. after loading the ticker's CSV in Data).
    if (sameRequest(request, check.request)) void query.refetch();
    else setRequest(check.request);
  };

  const hasLocalErrors = Object.keys(localErrors).length > 0;
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h1">
          Seasonality
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Calendar effects in a ticker&rsquo;s daily close-to-close returns: by weekday, month, day of the month and of
          the year, around holidays and dates, and a yearly holding.
        </Typography>
      </Box>
      <SeasonalityForm values={values} errors={shownErrors} onChange={onChange} onSubmit={onSubmit} />
      {hasLocalErrors && <FieldErrorSummary fields={localErrors} />}
      {query.isError ? (
        <RunError error={query.error} ticker={request.ticker} years={asked} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <Box sx={{ position: 'relative' }}>
          {query.isFetching && (
            <LinearProgress
              aria-label={`Computing the seasonality of ${request.ticker}`}
              sx={{ position: 'absolute', top: -8, left: 0, right: 0 }}
            />
          )}
          <SeasonalityResults
            ticker={answered.ticker}
            answer={query.data}
            asked={yearsAsked(answered, thisYear)}
            busy={query.isFetching}
            view={view}
            onViewChange={setView}
          />
        </Box>
      ) : (
        <Box
          role="status"
          aria-label={`Computing the seasonality of ${request.ticker}`}
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, p: 6 }}
        >
          <CircularProgress size={28} />
          <Typography color="text.secondary">Computing the seasonality of {request.ticker}&hellip;</Typography>
        </Box>
      )}
    </Stack>
  );
}
