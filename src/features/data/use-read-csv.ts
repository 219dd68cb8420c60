import { useMutation } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ApiError } from '../../client/api-error.ts';
import { toApiError } from '../../client/api-error.ts';
import { useLibrary } from '../../client/connection.tsx';
import type { CsvDateOrder, CsvReading } from '../../contract/index.ts';
import type { DroppedFile } from '../../ui/file-drop/dropped-file.ts';

/** Files to read together, and what the user said about them. */
export interface CsvToRead {
  files: DroppedFile[];
  asIndicator: boolean;
  dateOrder?: CsvDateOrder;
}

export type ReadCsvMutation = UseMutationResult<CsvReading, ApiError, CsvToRead>;

/** Reads dropped files in the worker (layout, date order, thousands, a default symbol; several files joined). */
export function useReadCsv(): ReadCsvMutation {
  const library = useLibrary();
  return useMutation<CsvReading, ApiError, CsvToRead>({
    mutationFn: async ({ files, asIndicator, dateOrder }) => {
      try {
        return await library.readCsv(files, { asIndicator, ...(dateOrder && { dateOrder }) });
      } catch (error) {
        throw toApiError(error);
      }
    },
  });
}
