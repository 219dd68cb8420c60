import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { errorText } from '../../client/api-error.ts';
import { setDroppedCsv } from '../../client/dropped-csv.ts';
import type { LoadedCsv } from '../../client/library-client.ts';
import { useCsvBacktest } from '../../client/queries.ts';
import type { StrategyParamsRequest } from '../../contract/index.ts';
import { CsvDropZone } from '../../ui/file-drop/csv-drop-zone.tsx';
import { useLoadCsv } from '../../ui/file-drop/use-load-csv.ts';
import { formatWhole } from '../../ui/table/format.ts';

// The charts are only needed once a CSV is in use: they load then, not with the builder.
const BacktestResultView = lazy(() =>
  import('../../ui/backtest-result/backtest-result-view.tsx').then((m) => ({ default: m.BacktestResultView })),
);

/** Which file is in use, and the way out of CSV mode. */
export function CsvBanner({ csv }: { csv: LoadedCsv }) {
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={() => setDroppedCsv(null)}>
          Stop using this CSV
        </Button>
      }
    >
      Running on <strong>{csv.fileName}</strong>: {formatWhole(csv.rows)} rows, {csv.first} to {csv.last}. The results
      below redraw as you edit the rules; no task is queued.
    </Alert>
  );
}

/** The builder's own drop area; a shared strategy that ran on a CSV names the file it wants. */
export function CsvDropArea({ wantedFile }: { wantedFile: string | undefined }) {
  const load = useLoadCsv();
  return (
    <Stack spacing={1}>
      {wantedFile && (
        <Alert severity="info">
          This strategy was shared for the CSV file <strong>{wantedFile}</strong>. Drop that file here to run it.
        </Alert>
      )}
      <CsvDropZone
        dense
        title="Drop a CSV to test instantly"
        busy={load.isPending}
        onFile={(file) => load.mutate(file, { onSuccess: (loaded) => setDroppedCsv(loaded) })}
      />
      {load.error && (
        <Alert severity="error">
          {load.error.detail}
          {load.error.row !== undefined &&
            ` (line ${load.error.row}${load.error.column ? `, column ${load.error.column}` : ''})`}
        </Alert>
      )}
    </Stack>
  );
}

/** The strategy run on the CSV in the worker as the rules change, timed from the change to the answer. */
export function CsvResults({ csv, request }: { csv: LoadedCsv; request: StrategyParamsRequest | null }) {
  const run = useCsvBacktest(csv.previewId, request);
  const startedAt = useRef(0);
  const [elapsed, setElapsed] = useState<number | null>(null);
  const key = JSON.stringify(request);
  useEffect(() => {
    startedAt.current = performance.now();
  }, [key, csv.previewId]);
  useEffect(() => {
    if (run.data && !run.isPlaceholderData) setElapsed(Math.round(performance.now() - startedAt.current));
  }, [run.data, run.isPlaceholderData]);

  const error = run.error;
  return (
    <Stack component="section" aria-label="Instant results" spacing={1}>
      {run.isFetching && <LinearProgress aria-label="Running on the CSV" />}
      {request === null && <Alert severity="warning">Fix the marked fields and the results will update.</Alert>}
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      {run.data && (
        <>
          {elapsed !== null && (
            <Typography variant="caption" color="text.secondary" role="status">
              Updated in {elapsed} ms
            </Typography>
          )}
          <Suspense fallback={<LinearProgress aria-label="Loading the charts" />}>
            <BacktestResultView result={run.data} priceBars={csv.bars} title={`Instant backtest of ${csv.fileName}`} />
          </Suspense>
        </>
      )}
    </Stack>
  );
}
