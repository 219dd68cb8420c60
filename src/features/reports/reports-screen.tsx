import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useReportTypes } from '../../client/analytics-queries.ts';
import { ReportFilters } from './report-filters.tsx';
import { ReportList } from './report-list.tsx';
import { useReportParams } from './use-report-params.ts';

/** The filters and the list. */
function PublishedReports() {
  const types = useReportTypes();
  const { type, n, setType, setCount } = useReportParams();
  return (
    <>
      <ReportFilters types={types.data ?? []} type={type} n={n} onTypeChange={setType} onCountChange={setCount} />
      <ReportList type={type} n={n} />
    </>
  );
}

/** Blog-style reports (spec 4.8), newest first, their HTML sanitised before it is shown. */
export default function ReportsScreen() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 880 }}>
      <Box>
        <Typography variant="h5" component="h1">
          Reports
        </Typography>
        <Typography variant="body2" color="text.secondary">
          The newest research notes: QuantEdge, ModelEdge, SentimentEdge and TradingEdge as a server publishes them. In
          this browser, a SentimentEdge breadth report written from each universe’s market internals.
        </Typography>
      </Box>
      <PublishedReports />
    </Stack>
  );
}
