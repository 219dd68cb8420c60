import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { errorCode, errorFields } from '../../client/api-error.ts';

export interface AnalysisErrorProps {
  error: Error;
  /** The form's labels by request field, so that a refused field is named as the form names it. */
  bodyLabels: Readonly<Record<string, string>>;
  onRetry: () => void;
}

function fieldLabel(path: string, labels: Readonly<Record<string, string>>): string {
  return labels[path] ?? labels[path.split('.')[0]] ?? path;
}

/** A title and sentences for a failed analysis: what the service said, with the fields named as on the form. */
export function describeAnalysisError(
  error: Error,
  labels: Readonly<Record<string, string>>,
): { title: string; lines: string[]; retry: boolean } {
  const code = errorCode(error);
  const fields = errorFields(error);
  const lines = fields.length
    ? fields.map((f) => `${fieldLabel(f.path, labels)}: ${f.message}`)
    : [error.message || 'No reason was given.'];
  if (code === 400) return { title: 'Check the form', lines, retry: false };
  if (code === 411) return { title: 'Not enough data', lines, retry: false };
  if (code === 404 || code === 407) return { title: 'Nothing found', lines, retry: false };
  return { title: 'The analysis failed', lines, retry: true };
}

/** The error of the last run, in place of its results; a failure that may pass offers to try again. */
export function AnalysisError({ error, bodyLabels, onRetry }: AnalysisErrorProps) {
  const { title, lines, retry } = describeAnalysisError(error, bodyLabels);
  return (
    <Alert
      severity={retry ? 'error' : 'warning'}
      action={
        retry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </Alert>
  );
}
