import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AssetCorrRequest,
  DatasetSummary,
  PatternCorrRequest,
  SeasonalityRequest,
  SymbolCorrRequest,
} from '../contract/index.ts';
import { useConnection } from './connection.tsx';

export const analyticsKeys = {
  holidays: ['analytics', 'holidays'] as const,
  seasonality: (request: SeasonalityRequest | null) => ['analytics', 'seasonality', request] as const,
  symbolCorr: (body: SymbolCorrRequest | null) => ['analytics', 'symbol_corr', body] as const,
  symbolBeta: (body: SymbolCorrRequest | null) => ['analytics', 'symbol_beta', body] as const,
  assetCorr: (body: AssetCorrRequest | null) => ['analytics', 'asset_corr', body] as const,
  patternCorr: (body: PatternCorrRequest | null) => ['analytics', 'pattern_corr', body] as const,
  symbols: ['analytics', 'symbols'] as const,
};

/*
 * Each analytics screen submits a form; the submitted request is the query's key, so a new run replaces the answer
 * and the previous answer stays on screen (dimmed by the screen) while the next one loads. A 4xx is an answer, not a
 * hiccup: no retries.
 */

export function useHolidays() {
  const { analytics } = useConnection();
  return useQuery({ queryKey: analyticsKeys.holidays, queryFn: () => analytics.holidays(), staleTime: Infinity });
}

export function useSeasonality(request: SeasonalityRequest | null) {
  const { analytics } = useConnection();
  return useQuery({
    queryKey: analyticsKeys.seasonality(request),
    queryFn: () => analytics.seasonality(request!),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSymbolCorrelation(body: SymbolCorrRequest | null) {
  const { analytics } = useConnection();
  return useQuery({
    queryKey: analyticsKeys.symbolCorr(body),
    queryFn: () => analytics.symbolCorrelation(body!),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSymbolBeta(body: SymbolCorrRequest | null) {
  const { analytics } = useConnection();
  return useQuery({
    queryKey: analyticsKeys.symbolBeta(body),
    queryFn: () => analytics.symbolBeta(body!),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useAssetCorrelation(body: AssetCorrRequest | null) {
  const { analytics } = useConnection();
  return useQuery({
    queryKey: analyticsKeys.assetCorr(body),
    queryFn: () => analytics.assetCorrelation(body!),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function usePatternCorrelation(body: PatternCorrRequest | null) {
  const { analytics } = useConnection();
  return useQuery({
    queryKey: analyticsKeys.patternCorr(body),
    queryFn: () => analytics.patternCorrelation(body!),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * Price datasets the connection knows, for symbol pickers: the browser's data library. A server publishes no symbol
 * list, so there the pickers take any typed symbol and this is empty.
 */
export function usePriceSymbols() {
  const { library } = useConnection();
  return useQuery({
    queryKey: analyticsKeys.symbols,
    queryFn: async (): Promise<DatasetSummary[]> =>
      library ? (await library.list()).filter((d) => d.kind === 'price') : [],
    staleTime: 60_000,
  });
}
