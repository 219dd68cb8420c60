import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** What an empty library says: where strategies come from. */
export function LibraryEmptyState() {
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center', borderStyle: 'dashed' }}>
      <Typography sx={{ fontWeight: 600 }} gutterBottom>
        No saved strategies yet
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Start from one of the templates below, or build a strategy in the{' '}
        <Link component={RouterLink} to="/strategy">
          strategy builder
        </Link>{' '}
        and press “Save to library”. Saved strategies stay in this browser.
      </Typography>
    </Paper>
  );
}
