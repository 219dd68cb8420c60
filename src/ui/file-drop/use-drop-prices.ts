import { useMutation } from '@tanstack/react-query';
import { ApiError, toApiError } from '../../client/api-error.ts';
import { useLibrary } from '../../client/connection.tsx';
import type { DroppedCsv } from '../../client/dropped-csv.ts';
import type { KeptCsvMode } from '../../client/kept-csv-mode.ts';
import type { CsvDateOrder, CsvReading } from '../../contract/index.ts';
import { previewWarnings } from '../csv-reading/preview-warnings.ts';
import { formatReadingNotes } from '../csv-reading/reading-notes.ts';
import type { DroppedFile } from './dropped-file.ts';

/** A dropped file to use for CSV mode, with the user's answers so far (how to read its dates, resample it). */
export interface PricesDrop {
  file: DroppedFile;
  dateOrder?: CsvDateOrder;
  resample?: 'Hourly';
}

export type PricesDropOutcome =
  { kind: 'ask'; reading: CsvReading } | { kind: 'loaded'; csv: DroppedCsv; kept: KeptCsvMode };

const LAYOUT_WORDS = { values: 'an indicator series (Date, Value)', wide: 'closes of several symbols' } as const;

/**
 * Reads a file dropped for CSV mode exactly as the Data screen reads it (the worker's reading first: the date order
 * found or asked, thousands separators, a decimal comma, written out plainly), then loads it for instant runs. The
 * outcome asks how to read the dates when the file does not tell; the error is an ApiError naming the row and column.
 */
export function useDropPrices() {
  const library = useLibrary();
  return useMutation<PricesDropOutcome, ApiError, PricesDrop>({
    mutationFn: async ({ file, dateOrder, resample }) => {
      try {
        const reading = await library.readCsv([file], dateOrder ? { dateOrder } : {});
        if (reading.dates === 'ask') return { kind: 'ask', reading };
        if (reading.layout !== 'prices') {
          throw new ApiError(
            400,
            `${reading.fileName} holds ${LAYOUT_WORDS[reading.layout]}, not one symbol's prices (Date, Open, High, Low, Close): keep it on the Data screen and use it in the rules by name.`,
          );
        }
        const loaded = await library.loadCsv(reading.fileName, reading.text, resample);
        const notes = [...formatReadingNotes(reading), ...previewWarnings(loaded, reading)];
        return {
          kind: 'loaded',
          csv: { ...loaded, readingNotes: notes },
          kept: { fileName: reading.fileName, text: reading.text, ...(resample && { resample }), notes },
        };
      } catch (error) {
        throw toApiError(error);
      }
    },
  });
}
