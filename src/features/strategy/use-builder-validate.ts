import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useConnection } from '../../client/connection.tsx';
import type { LoadedCsv } from '../../client/library-client.ts';
import { useValidate } from '../../client/queries.ts';
import type { StrategyParamsRequest, ValidateResponse } from '../../contract/index.ts';
import { csvRowsOf } from './csv-rows.ts';

/**
 * Validate for the builder. With a dropped CSV the strategy is checked in CSV mode on the file's rows: an unknown
 * name is then a column of the file, not an error, and the lookback warning counts the file's rows. The rows go
 * only into the request body, never into the query key (which is hashed on every render).
 */
export function useBuilderValidate(
  request: StrategyParamsRequest | null,
  csv: LoadedCsv | null,
): UseQueryResult<ValidateResponse, Error> {
  const { backtest } = useConnection();
  const plain = useValidate(csv ? null : request);
  const withCsv = useQuery({
    queryKey: ['validate-csv', csv?.previewId ?? '', request],
    queryFn: () => backtest.validate({ ...request!, csv_mode: true, csv_data: csvRowsOf(csv!.bars) }),
    enabled: csv !== null && request !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return csv ? withCsv : plain;
}
