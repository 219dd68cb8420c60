import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useDeferredValue } from 'react';
import { errorText } from '../../client/api-error.ts';
import { setDroppedCsv } from '../../client/dropped-csv.ts';
import type { DroppedCsv } from '../../client/dropped-csv.ts';
import type { LoadedCsv } from '../../client/library-client.ts';
import type { StrategyParamsRequest } from '../../contract/index.ts';
import { STRATEGY_DEFAULTS } from '../../contract/index.ts';
import { CsvDropZone } from '../../ui/file-drop/csv-drop-zone.tsx';
import { ResampleOffer } from '../../ui/file-drop/resample-offer.tsx';
import { DateOrderField } from '../../ui/csv-reading/date-order-field.tsx';
import type { PricesDrop } from '../../ui/file-drop/use-drop-prices.ts';
import { useDropPrices } from '../../ui/file-drop/use-drop-prices.ts';
import { formatWhole } from '../../ui/table/format.ts';
import { CsvKeyFigures } from './csv-key-figures.tsx';
import { useCsvLiveRun } from './csv-live-run.ts';
import type { CsvModeRestore } from './use-restored-csv-mode.ts';
import { asSentence } from '../../ui/csv-reading/as-sentence.ts';

// The charts are only needed once a CSV is in use: they load then, not with the builder.
const CsvResultDetails = lazy(() => import('./csv-result-details.tsx'));

const BAR_WORDS = { Hourly: 'hourly', Daily: 'daily', Weekly: 'weekly', Monthly: 'monthly' } as const;

/** "aapl.csv, 1,260 daily bars, 2013-05-13 to 2018-05-11": the file's label (the Symbol stays the user's). */
export function csvLabel(csv: LoadedCsv): string {
  return `${csv.fileName}, ${formatWhole(csv.rows)} ${BAR_WORDS[csv.frequency]} bars, ${csv.first} to ${csv.last}`;
}

/** Which file is in use, how it was read, and the way out of CSV mode. */
export function CsvBanner({ csv }: { csv: DroppedCsv }) {
  const notes = csv.readingNotes ?? csv.warnings;
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
      {notes.length > 0 && (
        <Box
          component="ul"
          aria-label="How the file was read"
          sx={{ m: 0, mt: 0.5, pl: 2.5, overflowWrap: 'anywhere' }}
        >
          {notes.map((n) => (
            <li key={n}>{asSentence(n)}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}

/**
 * The builder's own drop area; a shared strategy that ran on a CSV names the file it wants. The file is read as the
 * Data screen reads it: a question about its dates is asked here, and CSV mode starts once it is answered.
 */
export function CsvDropArea({ wantedFile }: { wantedFile: string | undefined }) {
  const drop = useDropPrices();
  const asked = drop.data?.kind === 'ask' ? drop.data.reading : null;
  const tried = drop.variables;
  const use = (next: PricesDrop) =>
    drop.mutate(next, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'loaded') setDroppedCsv(outcome.csv, outcome.kept);
      },
    });
  return (
    <Stack spacing={1}>
      {wantedFile && (
        <Alert severity="info">
          This strategy was shared for the CSV file <strong>{wantedFile}</strong>. Drop that file here to run it.
        </Alert>
      )}
      <CsvDropZone dense title="Drop a CSV to test instantly" busy={drop.isPending} onFile={(file) => use({ file })} />
      {asked && tried && (
        <DateOrderField
          reading={asked}
          busy={drop.isPending}
          onChoose={(dateOrder) => use({ file: tried.file, dateOrder })}
        />
      )}
      {drop.error && tried && (
        <Alert severity="error">
          <strong>{tried.file.fileName}</strong> could not be used: {drop.error.detail}
          <ResampleOffer error={drop.error} onResample={() => use({ ...tried, resample: 'Hourly' })} />
        </Alert>
      )}
    </Stack>
  );
}

/** CSV mode starting again after a reload, or why it did not. */
export function CsvModeRestoreNote({ restore }: { restore: CsvModeRestore }) {
  if (restore.restoring) {
    return (
      <Alert severity="info" role="status">
        Starting CSV mode again on <strong>{restore.restoring}</strong>…
      </Alert>
    );
  }
  if (!restore.ended) return null;
  return (
    <Alert severity="warning" onClose={restore.dismiss}>
      {restore.ended}
    </Alert>
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
