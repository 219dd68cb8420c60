import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AnalysisError } from './analysis-error.tsx';

export interface AnalysisResultProps<T> {
  query: UseQueryResult<T, Error>;
  /** What is being computed, e.g. "Computing the correlations". */
  loadingLabel: string;
  bodyLabels: Readonly<Record<string, string>>;
  /** The form differs from what the results show: they are dimmed under a note saying so. */
  stale?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * The states of an analysis under its form: computing, failed, or the results (dimmed, with a bar, while the next run
 * computes, and dimmed under a note while the form holds inputs not yet run).
 */
export function AnalysisResult<T>({
  query,
  loadingLabel,
  bodyLabels,
  stale = false,
  children,
}: AnalysisResultProps<T>) {
  if (query.isError)
    return <AnalysisError error={query.error} bodyLabels={bodyLabels} onRetry={() => void query.refetch()} />;
  if (query.data === undefined)
    return (
      <Stack
        role="status"
        aria-label={loadingLabel}
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'center', p: 4 }}
      >
        <CircularProgress size={28} />
        <Typography color="text.secondary">{loadingLabel}…</Typography>
      </Stack>
    );
  const updating = query.isPlaceholderData;
  const dimmed = updating || stale;
  return (
    <Box aria-busy={updating}>
      {updating && <LinearProgress aria-label={loadingLabel} sx={{ mb: 1 }} />}
      {stale && !updating && (
        <Alert severity="info" role="status" sx={{ mb: 1 }}>
          Inputs changed: run again to update these results.
        </Alert>
      )}
      <Stack spacing={2} sx={{ opacity: dimmed ? 0.55 : 1, transition: 'opacity 150ms' }}>
        {children(query.data)}
      </Stack>
    </Box>
  );
}
