import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';
import type { CorrelationView } from './correlation-views.ts';
import { CORRELATION_VIEWS } from './correlation-views.ts';

/**
 * The four views as tabs; each is a link, so the address names the view and back/forward move between them. A link
 * carries the address's parameters along: every tab's form stays as it was run.
 */
export function CorrelationTabs({ view, search }: { view: CorrelationView; search: string }) {
  return (
    <Tabs
      value={view}
      aria-label="Correlation views"
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {CORRELATION_VIEWS.map((v) => (
        <Tab
          key={v.path}
          value={v.path}
          label={v.label}
          component={RouterLink}
          to={{ pathname: `/correlation/${v.path}`, search }}
        />
      ))}
    </Tabs>
  );
}
