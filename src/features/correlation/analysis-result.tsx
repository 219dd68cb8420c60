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
  children: (data: T) => ReactNode;
}

/**
 * The states of an analysis under its form: computing, failed, or the results (dimmed, with a bar, while the next run
 * computes).
 */
export function AnalysisResult<T>({ query, loadingLabel, bodyLabels, children }: AnalysisResultProps<T>) {
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
  return (
    <Box aria-busy={updating}>
      {updating && <LinearProgress aria-label={loadingLabel} sx={{ mb: 1 }} />}
      <Stack spacing={2} sx={{ opacity: updating ? 0.55 : 1, transition: 'opacity 150ms' }}>
        {children(query.data)}
      </Stack>
    </Box>
  );
}
