import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useConnection } from '../../client/connection.tsx';
import { useScannerLatest, useScannerSignals } from '../../client/scanner-queries.ts';
import { LoadingStatus } from '../../ui/status/loading-status.tsx';
import { useAddressState } from '../../ui/address/use-address-state.ts';
import { PICK_FILTERS_ADDRESS } from './pick-filters-address.ts';
import { PicksError } from './picks-error.tsx';
import { PicksResult } from './picks-result.tsx';
import { ScannerControls } from './scanner-controls.tsx';
import { useScannerParams } from './use-scanner-params.ts';
import { SIGNALS_WITHOUT_DEFINITIONS } from '../../ui/form/signal-select.tsx';

/** The stock scanner (route `/scanner`): one day's picks of a pick list, filtered, sorted and opened in a drawer. */
export default function ScannerScreen() {
  const { kind } = useConnection();
  const { list, date, universe, setList, setDate, setUniverse } = useScannerParams();
  // Filters stay as they are when the day or the list changes: an analyst compares days under the same filters. They
  // live in the address (replaced, not pushed: typing a bound fills no history), so a reload or a link keeps them.
  const [filters, setFilters] = useAddressState(PICK_FILTERS_ADDRESS);
  // Without a date, the latest day with picks up to the newest day most scanned symbols reach (the fetched ones when
  // there are): one file's later days, or a day with bars and no pick, would open on a near-empty screen.
  const picks = useScannerLatest({
    category: list,
    ...(date ? { date } : { with_picks: true }),
    ...(universe && { universe }),
  });
  const signals = useScannerSignals();
  const signalList = signals.data?.signals.length ? signals.data.signals : SIGNALS_WITHOUT_DEFINITIONS;

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Box>
        <Typography variant="h5" component="h1">
          Scanner
        </Typography>
        <Typography variant="body2" color="text.secondary">
          The nightly picks of the stock scanner: each is one of 37 signals firing on a symbol at a day’s close, with a
          trade plan (profit target, stop loss, days in the market) and the statistics of that signal’s earlier trades
          on that symbol.{' '}
          {kind === 'browser'
            ? 'In this browser it scans the symbols with daily prices in the data library'
            : 'The server scans the symbols it has daily prices for'}
          {universe ? `, here the members of ${universe}.` : ', or the members of the universe picked.'}
        </Typography>
      </Box>
      <ScannerControls
        list={list}
        onListChange={setList}
        date={date}
        onDateChange={setDate}
        universe={universe}
        onUniverseChange={setUniverse}
      />
      {picks.isError ? (
        <PicksError error={picks.error} date={date} onRetry={() => void picks.refetch()} />
      ) : picks.data ? (
        <PicksResult
          answer={picks.data}
          list={list}
          latest={date === ''}
          loading={picks.isPlaceholderData}
          filters={filters}
          onFiltersChange={setFilters}
          signals={signalList}
          signalsError={signals.isError ? signals.error.message : undefined}
        />
      ) : (
        <LoadingStatus>{`Loading the ${list} picks of ${date || 'the latest day'}…`}</LoadingStatus>
      )}
    </Stack>
  );
}
