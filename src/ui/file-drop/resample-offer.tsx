import Button from '@mui/material/Button';
import { CsvNeedsResampleError } from '../../client/library-client.ts';

/**
 * For a file refused as intraday (bars less than an hour apart): the way to use it anyway, folded into hourly bars.
 * Nothing for any other error.
 */
export function ResampleOffer({ error, onResample }: { error: unknown; onResample: () => void }) {
  if (!(error instanceof CsvNeedsResampleError)) return null;
  return (
    <Button variant="outlined" color="inherit" size="small" onClick={onResample} sx={{ mt: 1 }}>
      Resample to hourly bars
    </Button>
  );
}
