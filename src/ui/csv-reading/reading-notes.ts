import type { CsvReading } from '../../contract/index.ts';
import { formatNotes } from '../../csv/reading-notes.ts';
import { formatWhole } from '../table/format.ts';

/** "2010-01-04 to 2010-12-31" or nothing when the range is not known yet. */
function range(span: { first: string; last: string }): string {
  return span.first ? `, ${span.first} to ${span.last}` : '';
}

/** How the dates and numbers of the files were read (the same sentences a data folder's file gets on a server). */
export function formatReadingNotes(reading: CsvReading): string[] {
  return formatNotes({
    dates: reading.dates === 'ask' ? 'iso' : reading.dates,
    datesHow: reading.datesDetected ? 'found' : 'chosen',
    dateExample: reading.dateExample,
    thousands: reading.thousands,
    decimalComma: reading.decimalComma,
  });
}

/**
 * What the reader decided about dropped files, one sentence each, for the preview: how the dates were read (found or
 * chosen), thousands separators or a decimal comma, the files joined, and where the suggested symbol came from.
 */
export function readingNotes(reading: CsvReading): string[] {
  const notes = formatReadingNotes(reading);
  if (reading.files.length > 1) {
    const files = reading.files.map((f) => `${f.fileName} (${formatWhole(f.rows)} rows${range(f)})`).join('; ');
    const merged =
      reading.merged === 0
        ? 'no dates overlap'
        : `${formatWhole(reading.merged)} ${reading.merged === 1 ? 'date' : 'dates'} in two files with the same prices, kept once`;
    notes.push(`Joined ${reading.files.length} files into one history, sorted by date (${merged}): ${files}.`);
  }
  if (reading.symbolFrom === 'ticker-column' && reading.symbol) {
    notes.push(`The symbol ${reading.symbol} comes from the file's own ticker column.`);
  }
  return notes;
}
