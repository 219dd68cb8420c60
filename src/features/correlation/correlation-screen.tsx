import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation, useParams } from 'react-router';
import { AssetView } from './asset-view.tsx';
import { BetaView } from './beta-view.tsx';
import { CorrelationTabs } from './correlation-tabs.tsx';
import { isCorrelationView } from './correlation-views.ts';
import { PatternView } from './pattern-view.tsx';
import { SymbolCorrelationView } from './symbol-correlation-view.tsx';

/**
 * Correlation, rolling beta, the asset universe's matrix and pattern similarity, one tab each (`/correlation/:view`).
 * Each form keeps its values in the address under its own prefix, so one URL holds every tab's inputs.
 */
export default function CorrelationScreen() {
  const { view } = useParams();
  const { search } = useLocation();
  if (!isCorrelationView(view)) return <Navigate to={{ pathname: '/correlation/symbols', search }} replace />;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Correlation
      </Typography>
      <CorrelationTabs view={view} search={search} />
      {view === 'symbols' && <SymbolCorrelationView />}
      {view === 'beta' && <BetaView />}
      {view === 'assets' && <AssetView />}
      {view === 'pattern' && <PatternView />}
    </Stack>
  );
}
