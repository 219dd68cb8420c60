import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { errorCode, errorFields } from '../../client/api-error.ts';
import { RetryAlert } from '../../ui/status/retry-alert.tsx';
import { FIELD_LABELS, messagesByField } from './form-values.ts';
import type { FieldMessages, FormField } from './form-values.ts';

export interface RunErrorProps {
  error: Error;
  ticker: string;
  years: { start: number; end: number };
  onRetry: () => void;
}

/** Why the run gave no figures: no data for the ticker (404), a bad parameter (400), or a failure. */
export function RunError({ error, ticker, years, onRetry }: RunErrorProps) {
  const code = errorCode(error);
  if (code === 404)
    return (
      <Alert severity="warning">
        <AlertTitle>
          No price data for {ticker} between {years.start} and {years.end}
        </AlertTitle>
        Load a CSV in{' '}
        <Link component={RouterLink} to="/data">
          Data
        </Link>{' '}
        or pick another ticker.
        <Typography variant="body2" sx={{ mt: 0.5, opacity: 0.8 }}>
          The service: {error.message}
        </Typography>
      </Alert>
    );
  if (code === 400) {
    const { fields, other } = messagesByField(errorFields(error));
    return (
      <FieldErrorSummary fields={fields} other={other.length || Object.keys(fields).length ? other : [error.message]} />
    );
  }
  return (
    <RetryAlert onRetry={onRetry}>
      <AlertTitle>The seasonality could not be computed</AlertTitle>
      {error.message}
    </RetryAlert>
  );
}

/** The fields to correct, each named as the form names it (their messages are shown beside them too). */
export function FieldErrorSummary({ fields, other = [] }: { fields: FieldMessages; other?: readonly string[] }) {
  const named = (Object.entries(fields) as [FormField, string][]).map(([f, m]) => `${FIELD_LABELS[f]}: ${m}`);
  return (
    <Alert severity="error">
      <AlertTitle>Check the settings</AlertTitle>
      {[...named, ...other].join('. ')}
    </Alert>
  );
}
