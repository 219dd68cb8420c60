import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLibrary } from '../../client/connection.tsx';
import { libraryChanged } from '../../client/queries.ts';
import type { CsvDateOrder, DatasetSymbolKind } from '../../contract/index.ts';

export interface WideToKeep {
  fileName: string;
  text: string;
  columns: { column: string; symbol: string }[];
  symbolKind: DatasetSymbolKind;
  dateOrder?: CsvDateOrder;
  thousands: boolean;
}

/** Keeps chosen columns of a wide close file as symbols; the library and the catalogue are read again after. */
export function useSaveWide() {
  const library = useLibrary();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: WideToKeep) => library.saveWide(v),
    onSuccess: () => libraryChanged(client),
  });
}
