import { useCatalogueFreshness } from '../../client/queries.ts';
import { CatalogueStatus } from '../../ui/status/catalogue-status.tsx';

/** The signal names' source on a server: how many, how old (kept in IndexedDB), and a refresh. */
export function CatalogueLine() {
  return <CatalogueStatus {...useCatalogueFreshness()} />;
}
