import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type {
  ScannerItem,
  ScannerLatestResponse,
  ScannerPickCategory,
  ScannerSignalInfo,
} from '../../contract/index.ts';
import { SymbolsProvenanceLine } from '../../ui/data-provenance/symbols-provenance-line.tsx';
import { PickDrawer } from './pick-drawer.tsx';
import { PickFilterBar } from './pick-filter-bar.tsx';
import type { PickFilters } from './pick-filters.ts';
import { activeFilterCount, filterPicks } from './pick-filters.ts';
import { PicksTable } from './picks-table.tsx';

export interface PicksResultProps {
  answer: ScannerLatestResponse['data'];
  list: ScannerPickCategory;
  /** No day was asked for: the answer is the latest day with picks. */
  latest: boolean;
  /** A newer day or list is loading: the answer on screen is the previous one. */
  loading: boolean;
  filters: PickFilters;
  onFiltersChange: (filters: PickFilters) => void;
  signals: readonly ScannerSignalInfo[];
  signalsError?: string;
}

/** Why a day is empty: how many symbols had a bar (a data library's files end on different days). */
function tradedThatDay(scanned: number | undefined): string {
  if (scanned === undefined) return 'no signal fired on any symbol that day';
  const symbols = scanned === 1 ? '1 symbol has' : `${scanned} symbols have`;
  return `${symbols} a bar that day and no signal fired on ${scanned === 1 ? 'it' : 'them'}`;
}

/** One day's picks: the filters, the "N of M" count, the table and the drawer of the pick opened from it. */
export function PicksResult({
  answer,
  list,
  latest,
  loading,
  filters,
  onFiltersChange,
  signals,
  signalsError,
}: PicksResultProps) {
  const [open, setOpen] = useState<ScannerItem | null>(null);
  const items = answer.scanner_data;
  const shown = useMemo(() => filterPicks(items, filters), [items, filters]);
  const definitions = useMemo(() => new Map(signals.map((s) => [s.name, s.description])), [signals]);
  const day = answer.as_of_date;
  const filtered = activeFilterCount(filters) > 0;

  const empty =
    items.length === 0 ? (
      <Alert severity="info">
        {`No picks on ${day} in the ${list} list: ${tradedThatDay(answer.symbols_scanned)}. Pick another date above, or the other list.`}
      </Alert>
    ) : (
      <Alert severity="info">No picks on this day match the filters. Loosen them, or clear them above.</Alert>
    );

  return (
    <Stack spacing={2} sx={{ minWidth: 0, opacity: loading ? 0.6 : 1, transition: 'opacity 0.2s' }}>
      {loading && <LinearProgress aria-label="Loading the picks" />}
      <Box>
        <Typography variant="h6" component="h2">
          Picks of {day}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {latest && answer.count > 0 && (
            <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
              Latest day with picks: {day} ·{' '}
            </Box>
          )}
          {list} list · {answer.count} {answer.count === 1 ? 'pick' : 'picks'} on {answer.tickers.length}{' '}
          {answer.tickers.length === 1 ? 'symbol' : 'symbols'}
        </Typography>
        <SymbolsProvenanceLine symbols={answer.tickers} />
      </Box>
      <PickFilterBar filters={filters} onChange={onFiltersChange} signals={signals} signalsError={signalsError} />
      <PicksTable
        items={shown}
        definitions={definitions}
        onOpen={setOpen}
        fileName={`scanner-${list}-${day}${filtered ? '-filtered' : ''}.csv`}
        note={
          <>
            <Box component="span" aria-live="polite" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {shown.length} of {items.length} picks
            </Box>
            {shown.length > 0 && ' · click a row, or press Enter on it, for the chart and past trades'}
          </>
        }
        empty={empty}
      />
      <PickDrawer item={open} definitions={definitions} list={list} onClose={() => setOpen(null)} />
    </Stack>
  );
}
