import type { UseQueryResult } from '@tanstack/react-query';
import type { LoadedCsv } from '../../client/library-client.ts';
import { useValidate } from '../../client/queries.ts';
import type { StrategyParamsRequest, ValidateResponse } from '../../contract/index.ts';
import { useCsvValidate } from './csv-validate.ts';

/**
 * Validate for the builder. With a dropped CSV the strategy is checked in CSV mode against the file the worker holds
 * (no rows are sent or checked again): an unknown name is then a column of the file, not an error, and the lookback
 * warning counts the file's bars.
 */
export function useBuilderValidate(
  request: StrategyParamsRequest | null,
  csv: LoadedCsv | null,
): UseQueryResult<ValidateResponse, Error> {
  const plain = useValidate(csv ? null : request);
  const withCsv = useCsvValidate(csv, request);
  return csv ? withCsv : plain;
}
