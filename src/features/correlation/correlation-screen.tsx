import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, useParams } from 'react-router';
import { AssetView } from './asset-view.tsx';
import { BetaView } from './beta-view.tsx';
import { CorrelationTabs } from './correlation-tabs.tsx';
import { isCorrelationView } from './correlation-views.ts';
import { PatternView } from './pattern-view.tsx';
import { SymbolCorrelationView } from './symbol-correlation-view.tsx';
import { useCorrelationState } from './use-correlation-state.ts';

/** Correlation, rolling beta, the asset universe's matrix and pattern similarity, one tab each (`/correlation/:view`). */
export default function CorrelationScreen() {
  const { view } = useParams();
  const state = useCorrelationState();
  if (!isCorrelationView(view)) return <Navigate to="/correlation/symbols" replace />;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Correlation
      </Typography>
      <CorrelationTabs view={view} />
      {view === 'symbols' && <SymbolCorrelationView {...state.symbols} />}
      {view === 'beta' && <BetaView {...state.beta} />}
      {view === 'assets' && <AssetView {...state.assets} />}
      {view === 'pattern' && <PatternView {...state.pattern} />}
    </Stack>
  );
}
