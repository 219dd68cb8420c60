import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useId } from 'react';
import type { CsvDateOrder, CsvReading } from '../../contract/index.ts';
import { formatWhole } from '../../ui/table/format.ts';
import { DateOrderField } from '../../ui/csv-reading/date-order-field.tsx';
import { KeepDatasetForm } from './keep-dataset-form.tsx';
import { ReadingNotesList } from '../../ui/csv-reading/reading-notes-list.tsx';
import { WideSymbolsForm } from './wide-symbols-form.tsx';

export interface ReadingPreviewPanelProps {
  reading: CsvReading;
  onChooseDateOrder: (order: CsvDateOrder) => void;
  onClose: () => void;
  busy: boolean;
}

/** The symbols a wide file holds, in a sentence: "23 symbols: EEM, EWG, TIP, … and DIA". */
export function wideSummary(symbols: readonly string[]): string {
  const shown = 8;
  const count = symbols.length === 1 ? '1 symbol' : `${formatWhole(symbols.length)} symbols`;
  if (symbols.length <= shown) return `${count}: ${symbols.join(', ')}`;
  return `${count}: ${symbols.slice(0, shown).join(', ')}, … and ${symbols[symbols.length - 1]}`;
}

function summary(reading: CsvReading): string {
  if (reading.dates === 'ask') return 'Waiting for how the dates are written';
  if (reading.layout === 'wide')
    return `Close prices, one column per symbol: ${wideSummary(reading.symbols.map((s) => s.symbol))}`;
  const rows = reading.files[0]?.rows ?? 0;
  return `Indicator series (Date, Value): ${formatWhole(rows)} rows`;
}

function help(reading: CsvReading): string | null {
  if (reading.dates === 'ask') return null;
  if (reading.layout === 'wide')
    return 'Each column you keep becomes a symbol of its own, with close-only bars (open = high = low = close, no volume), for strategies and the analytics screens.';
  return 'An indicator is a dated value series: once kept, the builder offers it as a signal (its name is the one below).';
}

/**
 * What the worker made of dropped files that are not one symbol's prices: a wide close file (which columns to keep
 * as symbols), an indicator series (keep it under a name), or a question first (how the dates are written).
 */
export function ReadingPreviewPanel({ reading, onChooseDateOrder, onClose, busy }: ReadingPreviewPanelProps) {
  const headingId = useId();
  const text = help(reading);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {reading.fileName}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{summary(reading)}</Typography>
          {text && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {text}
            </Typography>
          )}
        </Box>
        <IconButton aria-label={`Close the preview of ${reading.fileName}`} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <DateOrderField reading={reading} onChoose={onChooseDateOrder} busy={busy} />
      {reading.dates !== 'ask' && <ReadingNotesList reading={reading} />}
      {reading.dates !== 'ask' && (
        <>
          <Divider sx={{ my: 2 }} />
          {reading.layout === 'wide' ? (
            <WideSymbolsForm reading={reading} text={reading.text} />
          ) : (
            <KeepDatasetForm
              file={{ fileName: reading.fileName, text: reading.text }}
              defaultKind="indicator"
              defaultSymbol={reading.symbol}
            />
          )}
        </>
      )}
    </Paper>
  );
}
