import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorCode } from '../../../client/api-error.ts';
import { useUniverses } from '../../../client/universe-queries.ts';
import type { UniverseSummary } from '../../../contract/index.ts';
import { MarketSection } from '../market/section-frame.tsx';
import { DeleteUniverseDialog } from './delete-universe-dialog.tsx';
import { SaveUniverseForm } from './save-universe-form.tsx';
import { useUniverseRefresh } from './universe-refresh.tsx';
import { UniversesTable } from './universes-table.tsx';

/** The universes (named symbol lists) with their members, and a form to save one; a host without a store says so. */
export function UniversesSection() {
  const universes = useUniverses();
  const [toDelete, setToDelete] = useState<UniverseSummary | null>(null);
  const refresh = useUniverseRefresh();
  if (universes.isError && errorCode(universes.error) === 501)
    return <Alert severity="info">This connection keeps no universes ({universes.error.message}).</Alert>;
  return (
    <MarketSection
      title="Universes"
      intro="Named lists of symbols: the built-in S&P 500 (today's members, so a backtest over past years on them carries survivorship bias) and your own. Each universe adds its market internals to the indicator catalogue."
      query={universes}
      what="the universes"
    >
      {(data) => (
        <>
          {data.universes.length === 0 ? (
            <Typography sx={{ px: 2, pb: 2 }}>No universes yet: save one below.</Typography>
          ) : (
            <UniversesTable
              universes={data.universes}
              onDelete={setToDelete}
              onRefresh={(u) => refresh.start(u.name)}
              refreshing={refresh.busy}
            />
          )}
          {refresh.panel}
          <SaveUniverseForm />
          <DeleteUniverseDialog universe={toDelete} onClose={() => setToDelete(null)} />
        </>
      )}
    </MarketSection>
  );
}
