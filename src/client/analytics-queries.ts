import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AssetCorrRequest,
  DatasetSummary,
  PatternCorrRequest,
  SeasonalityRequest,
  SymbolCorrRequest,
} from '../contract/index.ts';
import type { AnalyticsClient } from './analytics-client.ts';
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

/** One submitted request of an analytics screen: no request yet (null) means nothing to load. */
function useSubmitted<B, T>(
  key: (body: B | null) => readonly unknown[],
  body: B | null,
  fetch: (client: AnalyticsClient, body: B) => Promise<T>,
) {
  const { analytics } = useConnection();
  return useQuery({
    queryKey: key(body),
    queryFn: () => fetch(analytics, body!),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export const useSeasonality = (request: SeasonalityRequest | null) =>
  useSubmitted(analyticsKeys.seasonality, request, (client, r) => client.seasonality(r));

export const useSymbolCorrelation = (body: SymbolCorrRequest | null) =>
  useSubmitted(analyticsKeys.symbolCorr, body, (client, b) => client.symbolCorrelation(b));

export const useSymbolBeta = (body: SymbolCorrRequest | null) =>
  useSubmitted(analyticsKeys.symbolBeta, body, (client, b) => client.symbolBeta(b));

export const useAssetCorrelation = (body: AssetCorrRequest | null) =>
  useSubmitted(analyticsKeys.assetCorr, body, (client, b) => client.assetCorrelation(b));

export const usePatternCorrelation = (body: PatternCorrRequest | null) =>
  useSubmitted(analyticsKeys.patternCorr, body, (client, b) => client.patternCorrelation(b));

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
