import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useId } from 'react';

export interface MarketSectionProps<T> {
  title: string;
  intro: ReactNode;
  /** What the section reads; its loading and error states are drawn here, its data by `children`. */
  query: UseQueryResult<T>;
  /** Names what is loading or failed, e.g. "the sources". */
  what: string;
  children: (data: T) => ReactNode;
}

/** A Data screen section over one query, framed and headed like the data library's. */
export function MarketSection<T>({ title, intro, query, what, children }: MarketSectionProps<T>) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId}>
      <Box sx={{ p: 2, pb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {intro}
        </Typography>
      </Box>
      {query.isPending ? (
        <Box role="status" aria-label={`Loading ${what}`} sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
          <CircularProgress />
        </Box>
      ) : query.isError ? (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        >
          {`${what[0]?.toUpperCase() ?? ''}${what.slice(1)} could not be loaded: ${query.error.message}`}
        </Alert>
      ) : (
        children(query.data)
      )}
    </Paper>
  );
}
