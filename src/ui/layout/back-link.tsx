import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A link back to the screen a page belongs to, with a back arrow. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, width: 'fit-content' }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden="true" />
      {children}
    </Link>
  );
}
