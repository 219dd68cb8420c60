import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { CsvReading } from '../../contract/index.ts';
import { readingNotes } from './reading-notes.ts';
import { asSentence } from './as-sentence.ts';

/**
 * How the files were read, when anything about them needed deciding, and what was read leniently (unless the caller
 * shows `warnings` itself); nothing for a plain file.
 */
export function ReadingNotesList({ reading, withWarnings = true }: { reading: CsvReading; withWarnings?: boolean }) {
  const notes = readingNotes(reading);
  const warnings = withWarnings ? reading.warnings : [];
  if (notes.length === 0 && warnings.length === 0) return null;
  return (
    <>
      {notes.length > 0 && (
        <Alert severity="info" sx={{ mt: 1.5 }} aria-label="How the file was read">
          <AlertTitle>How {reading.files.length > 1 ? 'the files were' : 'the file was'} read</AlertTitle>
          <Box component="ul" aria-label="Notes of the reading" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
            {notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </Box>
        </Alert>
      )}
      {warnings.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          <AlertTitle>Read with {warnings.length === 1 ? 'a warning' : 'warnings'}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
            {warnings.map((w) => (
              <li key={w}>{asSentence(w)}</li>
            ))}
          </Box>
        </Alert>
      )}
    </>
  );
}
