import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useConnection } from '../../client/connection.tsx';
import { useOptionOpportunities } from '../../client/scanner-queries.ts';
import { LoadingStatus } from '../../ui/status/loading-status.tsx';
import { ChainProvenance } from './chain-provenance.tsx';
import { ColumnGuide } from './column-guide.tsx';
import { OpportunitiesPanel } from './opportunities-panel.tsx';
import { OptionsError } from './options-error.tsx';
import { PayoffPanel } from './payoff-panel.tsx';
import { SnapshotBar } from './snapshot-bar.tsx';
import { SnapshotSummary } from './snapshot-summary.tsx';
import { useSnapshotDate } from './use-snapshot-date.ts';
import { contractKey, useOptionsView } from './use-options-view.ts';

/** The browser's chain is the bundled sample unless the user kept one: its numbers must not pass for market data. */
function MadeUpNotice() {
  return (
    // A note, not an alert: it is there from the start and needs no announcing.
    <Alert severity="info" role="note">
      <AlertTitle>The bundled chain is made up</AlertTitle>
      No option chain was fetched or kept here, so the scanner reads the bundled sample. Fetch chains with a refresh
      from yahoo (on a server), or keep a chain of your own, on the{' '}
      <Link component={RouterLink} to="/data">
        Data screen
      </Link>
      . The sample&rsquo;s prices, volumes and Greeks are invented to try the scanner: they are not market data.
    </Alert>
  );
}

/** The option scanner (spec 4.6): the short puts of a chain snapshot, ranked by ev_score, filtered and explained. */
export default function OptionsScreen() {
  const { kind } = useConnection();
  const [date, setDate] = useSnapshotDate();
  const query = useOptionOpportunities(date);
  // Filters, order and the chosen contract live in the address and outlive a change of day.
  const view = useOptionsView();
  const answer = query.isError ? undefined : query.data;
  const chosen = useMemo(
    () => answer?.option_data.find((r) => contractKey(r) === view.contract) ?? null,
    [answer, view.contract],
  );

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h1">
          Options
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Short-put opportunities of an option-chain snapshot: each put&rsquo;s probability of profit, return on margin,
          expected-value score and its annualised figure, best expected value first.
        </Typography>
      </Box>
      {(answer?.chain ? answer.chain.origin === 'demo' : kind === 'browser') && <MadeUpNotice />}
      <SnapshotBar date={date} onDateChange={setDate}>
        {answer && <SnapshotSummary answer={answer} />}
      </SnapshotBar>
      {answer && <ChainProvenance answer={answer} />}
      {query.isError ? (
        <OptionsError
          error={query.error}
          date={date}
          onLatest={() => setDate(undefined)}
          onRetry={() => void query.refetch()}
        />
      ) : answer ? (
        <Box sx={{ position: 'relative', opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {query.isFetching && (
            <LinearProgress
              aria-label="Loading the put opportunities"
              sx={{ position: 'absolute', top: -8, left: 0, right: 0 }}
            />
          )}
          <OpportunitiesPanel
            answer={answer}
            filters={view.filters}
            onFiltersChange={view.setFilters}
            onClearFilters={view.clearFilters}
            sort={view.sort}
            onSortChange={view.setSort}
            selected={view.contract}
            onSelect={(row) => view.setContract(contractKey(row))}
          />
        </Box>
      ) : (
        <LoadingStatus>Loading the put opportunities&hellip;</LoadingStatus>
      )}
      {answer && <PayoffPanel row={chosen} onClose={() => view.setContract(null)} />}
      <ColumnGuide />
    </Stack>
  );
}
