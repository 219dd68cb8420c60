import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useDeferredValue } from 'react';
import { errorText } from '../../client/api-error.ts';
import { setDroppedCsv } from '../../client/dropped-csv.ts';
import type { LoadedCsv } from '../../client/library-client.ts';
import type { StrategyParamsRequest } from '../../contract/index.ts';
import { STRATEGY_DEFAULTS } from '../../contract/index.ts';
import { CsvDropZone } from '../../ui/file-drop/csv-drop-zone.tsx';
import { ResampleOffer } from '../../ui/file-drop/resample-offer.tsx';
import { useLoadCsv } from '../../ui/file-drop/use-load-csv.ts';
import { formatWhole } from '../../ui/table/format.ts';
import { CsvKeyFigures } from './csv-key-figures.tsx';
import { useCsvLiveRun } from './csv-live-run.ts';

// The charts are only needed once a CSV is in use: they load then, not with the builder.
const CsvResultDetails = lazy(() => import('./csv-result-details.tsx'));

const BAR_WORDS = { Hourly: 'hourly', Daily: 'daily', Weekly: 'weekly', Monthly: 'monthly' } as const;

/** "aapl.csv, 1,260 daily bars, 2013-05-13 to 2018-05-11": the file's label (the Symbol stays the user's). */
export function csvLabel(csv: LoadedCsv): string {
  return `${csv.fileName}, ${formatWhole(csv.rows)} ${BAR_WORDS[csv.frequency]} bars, ${csv.first} to ${csv.last}`;
}

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
      Running on <strong>{csvLabel(csv)}</strong>. The results redraw as you edit the rules; no task is queued.
    </Alert>
  );
}

/** The builder's own drop area; a shared strategy that ran on a CSV names the file it wants. */
export function CsvDropArea({ wantedFile }: { wantedFile: string | undefined }) {
  const load = useLoadCsv();
  const onLoaded = { onSuccess: (loaded: LoadedCsv) => setDroppedCsv(loaded) };
  const refused = load.variables;
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
        onFile={(file) => load.mutate(file, onLoaded)}
      />
      {load.error && refused && (
        <Alert severity="error">
          <strong>{refused.fileName}</strong> could not be used: {load.error.detail}
          <ResampleOffer
            error={load.error}
            onResample={() => load.mutate({ ...refused, resample: 'Hourly' }, onLoaded)}
          />
        </Alert>
      )}
    </Stack>
  );
}

/** Why a run cannot be compared with the file's own spacing, before the worker says it in its words. */
function frequencyNote(csv: LoadedCsv, request: StrategyParamsRequest | null): string | null {
  if (!request) return null;
  // A request that leaves the frequency out runs at the service's default.
  const asked = request.frequency ?? STRATEGY_DEFAULTS.frequency;
  if (asked === csv.frequency) return null;
  if (csv.frequency === 'Hourly' && asked === 'Daily')
    return `${csv.fileName} holds hourly bars: set Frequency to Hourly (or Weekly or Monthly) to backtest it.`;
  return null;
}

/**
 * The strategy run on the CSV in the worker as the rules change: every new request runs at once (one per animation
 * frame), the last figures stay while the next run is in flight, and the charts and trades follow a moment later so
 * the figures are never held up by them. Sized for a column 400-560 px wide as well as a phone.
 */
export function CsvResults({ csv, request }: { csv: LoadedCsv; request: StrategyParamsRequest | null }) {
  const run = useCsvLiveRun(csv.previewId, request);
  const details = useDeferredValue(run.result);
  const note = frequencyNote(csv, request);
  return (
    <Stack component="section" aria-label="Instant results" spacing={1.5} sx={{ minWidth: 0 }}>
      <Box>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          Instant backtest of {csv.fileName}
        </Typography>
        <Typography variant="caption" color="text.secondary" role="status" sx={{ display: 'block', minHeight: 20 }}>
          {run.elapsed !== null ? `Updated in ${run.elapsed} ms` : run.running ? 'Running…' : ''}
        </Typography>
        {/* Always there, shown only while running: the figures below must not jump as runs come and go. */}
        <LinearProgress
          aria-hidden={!run.running}
          aria-label="Running on the CSV"
          sx={{ height: 2, visibility: run.running ? 'visible' : 'hidden' }}
        />
      </Box>
      {request === null && <Alert severity="warning">Fix the marked fields and the results will update.</Alert>}
      {note && <Alert severity="warning">{note}</Alert>}
      {run.error && !note && <Alert severity="error">{errorText(run.error)}</Alert>}
      {run.result && <CsvKeyFigures result={run.result} />}
      {details && (
        <Suspense fallback={<LinearProgress aria-label="Loading the charts" />}>
          <CsvResultDetails result={details} bars={csv.bars} />
        </Suspense>
      )}
    </Stack>
  );
}
