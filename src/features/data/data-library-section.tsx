import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDatasets } from '../../client/queries.ts';
import type { DatasetSummary } from '../../contract/index.ts';
import { DatasetTable } from './dataset-table.tsx';
import { RemoveDatasetDialog } from './remove-dataset-dialog.tsx';

/** The symbols strategies can use in this browser: samples and kept files. */
export function DataLibrarySection() {
  const datasets = useDatasets();
  const [toRemove, setToRemove] = useState<DatasetSummary | null>(null);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="data-library-heading">
      <Box sx={{ p: 2, pb: 1 }}>
        <Typography id="data-library-heading" variant="h6" component="h2">
          Data library
        </Typography>
        <Typography variant="body2" color="text.secondary">
          The symbols your strategies can use in this browser: the bundled samples and the files you kept.
        </Typography>
      </Box>
      {datasets.isPending ? (
        <Box
          role="status"
          aria-label="Loading the data library"
          sx={{ display: 'flex', justifyContent: 'center', p: 3 }}
        >
          <CircularProgress />
        </Box>
      ) : datasets.isError ? (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void datasets.refetch()}>
              Try again
            </Button>
          }
        >
          The data library could not be loaded: {datasets.error.message}
        </Alert>
      ) : (
        <DatasetTable datasets={datasets.data} onRemove={setToRemove} />
      )}
      <RemoveDatasetDialog dataset={toRemove} onClose={() => setToRemove(null)} />
    </Paper>
  );
}
