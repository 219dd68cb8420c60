import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { setDroppedCsv } from '../../client/dropped-csv.ts';
import type { LoadedCsv } from '../../client/library-client.ts';
import type { CsvDateOrder, CsvReading } from '../../contract/index.ts';
import type { CsvToLoad } from '../../ui/file-drop/use-load-csv.ts';
import { formatReadingNotes } from '../../ui/csv-reading/reading-notes.ts';
import { formatWhole } from '../../ui/table/format.ts';
import { CsvRowsTable } from './csv-rows-table.tsx';
import { DateOrderField } from '../../ui/csv-reading/date-order-field.tsx';
import { previewWarnings } from '../../ui/csv-reading/preview-warnings.ts';
import { ReadingNotesList } from '../../ui/csv-reading/reading-notes-list.tsx';
import { KeepDatasetForm } from './keep-dataset-form.tsx';
import { asSentence } from '../../ui/csv-reading/as-sentence.ts';

const ClosePriceChart = lazy(() => import('./close-price-chart.tsx'));

export interface CsvPreviewPanelProps {
  file: CsvToLoad;
  loaded: LoadedCsv;
  /** How the worker read the file(s) first: notes, the date order asked, the symbol to suggest. */
  reading?: CsvReading;
  onChooseDateOrder?: (order: CsvDateOrder) => void;
  busy?: boolean;
  onClose: () => void;
}

/** What a dropped file holds, and the two things to do with it: keep it, or backtest it at once. */
export function CsvPreviewPanel({ file, loaded, reading, onChooseDateOrder, busy, onClose }: CsvPreviewPanelProps) {
  const navigate = useNavigate();
  const headingId = `preview-${loaded.previewId}`;
  const warnings = previewWarnings(loaded, reading);
  const openInBuilder = () => {
    const notes = [...(reading ? formatReadingNotes(reading) : []), ...warnings];
    const kept = {
      fileName: loaded.fileName,
      text: file.text,
      ...(file.resample && { resample: file.resample }),
      notes,
    };
    setDroppedCsv({ ...loaded, readingNotes: notes }, kept);
    navigate('/strategy');
  };
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {loaded.fileName}
          </Typography>
          <Typography>
            {formatWhole(loaded.rows)} rows from {loaded.first} to {loaded.last}
          </Typography>
        </Box>
        <IconButton aria-label={`Close the preview of ${loaded.fileName}`} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {loaded.extraColumns.length > 0 && (
        <Stack
          direction="row"
          component="ul"
          aria-label="Extra columns"
          sx={{ flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0, mt: 1, alignItems: 'center' }}
        >
          <Typography component="li" variant="body2" color="text.secondary" aria-hidden>
            Extra columns:
          </Typography>
          {loaded.extraColumns.map((c) => (
            <li key={c}>
              <Chip size="small" label={c} />
            </li>
          ))}
        </Stack>
      )}
      {reading && onChooseDateOrder && <DateOrderField reading={reading} onChoose={onChooseDateOrder} busy={busy} />}
      {reading && <ReadingNotesList reading={reading} withWarnings={false} />}
      {warnings.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          <AlertTitle>Read with {warnings.length === 1 ? 'a warning' : 'warnings'}</AlertTitle>
          <Box component="ul" aria-label="Warnings of the reading" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
            {warnings.map((w) => (
              <li key={w}>{asSentence(w)}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Box sx={{ mt: 2 }}>
        <Suspense fallback={<Skeleton variant="rectangular" height={260} aria-label="Loading the chart" />}>
          <ClosePriceChart
            dates={loaded.bars.dates}
            close={loaded.bars.close}
            png={{
              name: 'the close price chart',
              screen: 'data',
              subject: loaded.fileName.replace(/\.[^.]+$/, ''),
              view: 'close',
            }}
          />
        </Suspense>
      </Box>
      <Box sx={{ mt: 2 }}>
        <CsvRowsTable fileName={loaded.fileName} bars={loaded.bars} />
      </Box>
      <Divider sx={{ my: 2 }} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <KeepDatasetForm key={loaded.previewId} file={file} defaultSymbol={reading?.symbol} />
        <Box>
          <Button variant="outlined" startIcon={<PlayArrowIcon />} onClick={openInBuilder}>
            Backtest it in the builder
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 320 }}>
            Runs your strategy on this file at once, without keeping it.
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
}
