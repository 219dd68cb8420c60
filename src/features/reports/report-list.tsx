import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useReports } from '../../client/analytics-queries.ts';
import { useConnection } from '../../client/connection.tsx';
import type { ReportType } from '../../contract/index.ts';
import { REPORT_TYPE_NAMES } from '../../contract/index.ts';
import { ReportArticle } from './report-article.tsx';

/** The newest reports: loading, failed, none, or one article each (the previous list dimmed while the next loads). */
export function ReportList({ type, n }: { type: ReportType | undefined; n: number }) {
  const query = useReports(type, n);
  const { kind } = useConnection();
  if (query.isPending)
    return (
      <Box role="status" aria-label="Loading the reports" sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress />
      </Box>
    );
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        The reports could not be loaded: {query.error.message}
      </Alert>
    );
  if (query.data.length === 0)
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography variant="h6" component="h2">
          {type ? `No ${REPORT_TYPE_NAMES[type]} reports` : 'No reports'}
        </Typography>
        <Typography color="text.secondary">
          {kind === 'browser'
            ? `None ${type ? 'of this type ' : ''}yet. This browser writes a SentimentEdge breadth report for each universe whose members have prices: refresh one on the Data screen.`
            : `The server has published none${type ? ' of this type' : ''} yet.`}
        </Typography>
      </Paper>
    );
  return (
    <Stack
      spacing={2}
      aria-busy={query.isPlaceholderData}
      sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {query.data.map((report, i) => (
        <ReportArticle key={`${report.url}-${i}`} report={report} />
      ))}
    </Stack>
  );
}
