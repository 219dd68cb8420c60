import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useConnection } from '../../client/connection.tsx';
import { useCatalogueFreshness } from '../../client/queries.ts';
import { CatalogueStatus } from '../../ui/status/catalogue-status.tsx';

/** The connection in use, its health (with a re-check) and its indicator catalogue. */
export function ConnectionInUse() {
  const connection = useConnection();
  const health = useQuery({ queryKey: ['health'], queryFn: () => connection.backtest.health(), retry: false });
  const catalogue = useCatalogueFreshness();
  const severity = health.isError
    ? 'error'
    : health.data
      ? health.data.status === 'ok'
        ? 'success'
        : 'warning'
      : 'info';
  return (
    <Stack spacing={1.5}>
      <Typography>
        In use: <strong>{connection.label}</strong>.{' '}
        {connection.kind === 'browser'
          ? 'The service runs in a Web Worker of this page, on the bundled samples and the CSVs you keep in the Data ' +
            'screen. Tasks and data stay in this browser (IndexedDB).'
          : 'Requests go to the server with your account (HTTP Basic); its tasks are read every 12 s while they run.'}
      </Typography>
      <Alert
        severity={severity}
        role="status"
        action={
          <Button color="inherit" size="small" onClick={() => void health.refetch()} disabled={health.isFetching}>
            Check again
          </Button>
        }
      >
        {health.isFetching && !health.data
          ? 'Checking the service…'
          : health.isError
            ? `The service does not answer: ${health.error.message}`
            : health.data
              ? `Service health: ${health.data.status}`
              : 'Checking the service…'}
      </Alert>
      <CatalogueStatus {...catalogue} />
    </Stack>
  );
}
