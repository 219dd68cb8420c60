import { useDataProvenance } from '../../client/provenance-queries.ts';
import { DataProvenanceLine } from './data-provenance-line.tsx';

/**
 * The provenance of the symbols a screen's result computed from, asked in one request; nothing while it loads, when
 * the connection cannot say (an older server), or when it has none of them.
 */
export function SymbolsProvenanceLine({ symbols }: { symbols: readonly string[] | undefined }) {
  const { data } = useDataProvenance(symbols);
  return <DataProvenanceLine data={data?.symbols} />;
}
