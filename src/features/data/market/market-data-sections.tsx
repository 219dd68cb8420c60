import Alert from '@mui/material/Alert';
import { errorCode } from '../../../client/api-error.ts';
import { useSources } from '../../../client/market-data-queries.ts';
import { FetchPricesSection } from './fetch-prices-section.tsx';
import { SourcesSection } from './sources-section.tsx';
import { StoredSymbolsSection } from './stored-symbols-section.tsx';

/**
 * Fetching, the fetched symbols and the sources; a host without a market-data store (it answers 501) gets one note
 * instead of three sections that could only fail.
 */
export function MarketDataSections() {
  const sources = useSources();
  if (sources.isError && errorCode(sources.error) === 501)
    return (
      <Alert severity="info">
        This connection does not fetch market data ({sources.error.message}). The data it already has is used as before.
      </Alert>
    );
  return (
    <>
      <FetchPricesSection />
      <StoredSymbolsSection />
      <SourcesSection />
    </>
  );
}
