import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useConnection } from '../../client/connection.tsx';
import type { LoadedCsv } from '../../client/library-client.ts';
import type { StrategyParamsRequest, ValidateResponse } from '../../contract/index.ts';

/**
 * Validate in CSV mode against the file the worker holds: only the strategy is sent (no rows to clone or re-check),
 * so it costs the worker a few milliseconds and never holds up the live run of the same edit. An unknown name is a
 * column of the file, and the lookback warning counts the file's bars. Disabled without a CSV or a request.
 */
export function useCsvValidate(
  csv: LoadedCsv | null,
  request: StrategyParamsRequest | null,
): UseQueryResult<ValidateResponse, Error> {
  const { library } = useConnection();
  return useQuery({
    queryKey: ['validate-csv', csv?.previewId ?? '', request],
    queryFn: () => library!.validateCsv(csv!.previewId, request!),
    enabled: library !== null && csv !== null && request !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
