import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatWhole } from '../table/format.ts';
import { formatAge } from './format-age.ts';
import { useNow } from './use-now.ts';

export interface CatalogueStatusProps {
  /** Null while the first load is on its way or failed. */
  snapshot: { items: readonly unknown[]; fetchedAt: number } | null;
  loading: boolean;
  refreshing: boolean;
  /** Why the load or the refresh failed. */
  error: string | null;
  onRefresh: () => void;
}

/** "Catalogue: 22,005 names, fetched 3 h ago" and a Refresh button; the list itself is searched locally. */
export function CatalogueStatus({ snapshot, loading, refreshing, error, onRefresh }: CatalogueStatusProps) {
  const now = useNow(60_000);
  const text = snapshot
    ? `Catalogue: ${formatWhole(snapshot.items.length)} ${snapshot.items.length === 1 ? 'name' : 'names'}, fetched ${formatAge(now - snapshot.fetchedAt)}`
    : loading
      ? 'Catalogue: loading…'
      : 'Catalogue: not loaded';
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="body2" role="status" aria-label="Indicator catalogue">
          {refreshing ? 'Catalogue: fetching it again…' : text}
        </Typography>
        <Button
          size="small"
          startIcon={<RefreshIcon />}
          onClick={onRefresh}
          disabled={loading || refreshing}
          aria-label="Refresh the indicator catalogue"
        >
          Refresh
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" variant="outlined">
          The indicator catalogue could not be fetched: {error}
        </Alert>
      )}
    </Stack>
  );
}
