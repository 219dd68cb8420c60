import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useStoredSymbols } from '../../../client/market-data-queries.ts';
import type { StoredSymbol } from '../../../contract/index.ts';
import { DeleteSymbolDialog } from './delete-symbol-dialog.tsx';
import { MarketSection } from './section-frame.tsx';
import { StoredSymbolsTable } from './stored-symbols-table.tsx';

/** What the store holds of fetched symbols, read again after a refresh ends or a delete. */
export function StoredSymbolsSection() {
  const symbols = useStoredSymbols();
  const [toDelete, setToDelete] = useState<StoredSymbol | null>(null);
  return (
    <MarketSection
      title="Fetched symbols"
      intro="The symbols fetched into the store: where each came from, how far it reaches, and its splits and dividends. Stale marks one whose last date is more than 5 trading days older than the newest in the store."
      query={symbols}
      what="the fetched symbols"
    >
      {(data) => (
        <>
          {data.symbols.length === 0 ? (
            <Typography sx={{ px: 2, pb: 2 }}>Nothing fetched yet: fetch prices above.</Typography>
          ) : (
            <StoredSymbolsTable symbols={data.symbols} onDelete={setToDelete} />
          )}
          <DeleteSymbolDialog symbol={toDelete} onClose={() => setToDelete(null)} />
        </>
      )}
    </MarketSection>
  );
}
