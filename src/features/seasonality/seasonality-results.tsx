import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { SeasonalityAll, SeasonalityRequest } from '../../contract/index.ts';
import { SymbolsProvenanceLine } from '../../ui/data-provenance/symbols-provenance-line.tsx';
import type { ViewId } from './seasonality-tabs.ts';
import { VIEWS } from './seasonality-tabs.ts';
import { SeasonalityView } from './seasonality-view.tsx';
import { yearsUsed } from './years-used.ts';

export interface SeasonalityResultsProps {
  /** The request the answer is of. */
  request: SeasonalityRequest;
  answer: SeasonalityAll;
  /** The years the request asked for (the service's defaults where it named none). */
  asked: { start: number; end: number };
  /** A new answer is on its way: this one is dimmed until it comes. */
  busy: boolean;
  /** The form differs from the request: the figures are dimmed until it runs. */
  stale: boolean;
  view: ViewId;
  onViewChange: (view: ViewId) => void;
}

/** Which ticker and years the figures are of, then one tab per view. */
export function SeasonalityResults({
  request,
  answer,
  asked,
  busy,
  stale,
  view,
  onViewChange,
}: SeasonalityResultsProps) {
  const { ticker } = request;
  const years = yearsUsed(answer) ?? asked;
  const clipped = years.start !== asked.start || years.end !== asked.end;
  return (
    <Box
      component="section"
      aria-label="Seasonality results"
      aria-busy={busy}
      sx={{ opacity: busy || stale ? 0.5 : 1, transition: 'opacity 150ms', minWidth: 0 }}
    >
      <Typography variant="h6" component="h2">
        {ticker}, {years.start} to {years.end}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {clipped
          ? `The years with data among those asked for (${asked.start} to ${asked.end}); every view uses these years.`
          : 'Every view uses these years, both included; returns are close to close.'}
      </Typography>
      <SymbolsProvenanceLine symbols={[ticker]} />
      <Tabs
        value={view}
        onChange={(_, next: ViewId) => onViewChange(next)}
        aria-label="Seasonality views"
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mt: 1, mb: 2 }}
      >
        {VIEWS.map((v) => (
          <Tab
            key={v.id}
            value={v.id}
            label={v.label}
            id={`seasonality-tab-${v.id}`}
            aria-controls={`seasonality-panel-${v.id}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`seasonality-panel-${view}`} aria-labelledby={`seasonality-tab-${view}`}>
        <SeasonalityView view={view} request={request} years={years} answer={answer} />
      </Box>
    </Box>
  );
}
