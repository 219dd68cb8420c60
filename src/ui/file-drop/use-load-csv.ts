import { useMutation } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ApiError } from '../../client/api-error.ts';
import { toApiError } from '../../client/api-error.ts';
import { useLibrary } from '../../client/connection.tsx';
import type { LoadedCsv } from '../../client/library-client.ts';
import type { DroppedFile } from './dropped-file.ts';

/** A file to load; `resample: 'Hourly'` folds intraday bars into hours (after the worker refused them as intraday). */
export type CsvToLoad = DroppedFile & { resample?: 'Hourly' };

export type LoadCsvMutation = UseMutationResult<LoadedCsv, ApiError, CsvToLoad>;

/**
 * Parses a dropped CSV in the worker. The error is always an ApiError, so a screen can read `.detail` (the sentence
 * naming the row and column), `.row` (line of the file, header = 1) and `.column` without checking its type; a file of
 * intraday bars fails with a CsvNeedsResampleError (load it again with `resample`).
 */
export function useLoadCsv(): LoadCsvMutation {
  const library = useLibrary();
  return useMutation<LoadedCsv, ApiError, CsvToLoad>({
    mutationFn: async ({ fileName, text, resample }) => {
      try {
        return await library.loadCsv(fileName, text, resample);
      } catch (error) {
        // A worker that crashed or an answer that failed its schema is not a CSV problem, but the screen shows it
        // in the same place.
        throw toApiError(error);
      }
    },
  });
}
