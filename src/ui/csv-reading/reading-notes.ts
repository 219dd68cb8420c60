import type { CsvReading } from '../../contract/index.ts';
import { formatWhole } from '../../ui/table/format.ts';

const ORDER_TEXT = { 'day-first': 'day first', 'month-first': 'month first' } as const;

/** "2010-01-04 to 2010-12-31" or nothing when the range is not known yet. */
function range(span: { first: string; last: string }): string {
  return span.first ? `, ${span.first} to ${span.last}` : '';
}

/**
 * What the reader decided about dropped files, one sentence each, for the preview: how the dates were read (found or
 * chosen), thousands separators, the files joined, and where the suggested symbol came from.
 */
export function readingNotes(reading: CsvReading): string[] {
  const notes: string[] = [];
  if (reading.dates === 'day-first' || reading.dates === 'month-first') {
    const how = reading.datesDetected ? 'found in the file' : 'as you chose';
    notes.push(`Dates read ${ORDER_TEXT[reading.dates]} (${reading.dateExample ?? ''}), ${how}.`);
  }
  if (reading.thousands !== null) {
    const plain = reading.thousands.replace(/,/g, '');
    notes.push(`Numbers have thousands separators: "${reading.thousands}" is read as ${plain}.`);
  }
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
