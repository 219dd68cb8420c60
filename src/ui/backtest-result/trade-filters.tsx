import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ExitReason } from '../../contract/index.ts';
import { EXIT_REASONS } from '../../contract/index.ts';
import { exitReasonLabel } from './trade-labels.ts';
import type { TradeFilter } from './trade-filter.ts';
import { isFiltering, NO_TRADE_FILTER } from './trade-filter.ts';

export interface TradeFiltersProps {
  filter: TradeFilter;
  onChange: (next: TradeFilter) => void;
  /** The exit reasons the trades have: only those are offered. */
  reasons: ReadonlySet<ExitReason>;
}

/** Which trades the table shows: winners or losers, one exit reason, entries within dates. */
export function TradeFilters({ filter, onChange, reasons }: TradeFiltersProps) {
  const set = (patch: Partial<TradeFilter>) => onChange({ ...filter, ...patch });
  return (
    <Box
      role="group"
      aria-label="Filter the trades"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filter.outcome}
        onChange={(_, v: TradeFilter['outcome'] | null) => v && set({ outcome: v })}
        aria-label="Outcome"
      >
        <ToggleButton value="all">All</ToggleButton>
        <ToggleButton value="winners">Winners</ToggleButton>
        <ToggleButton value="losers">Losers</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label="Exit reason"
        value={filter.reason}
        onChange={(e) => set({ reason: e.target.value as TradeFilter['reason'] })}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 160 }}
      >
        <option value="all">All</option>
        {EXIT_REASONS.filter((r) => reasons.has(r)).map((r) => (
          <option key={r} value={r}>
            {exitReasonLabel({ exit_reason: r, open: false })}
          </option>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        label="Entered from"
        value={filter.from}
        onChange={(e) => set({ from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label="Entered to"
        value={filter.to}
        onChange={(e) => set({ to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {isFiltering(filter) && (
        <Button size="small" onClick={() => onChange(NO_TRADE_FILTER)}>
          Clear the filters
        </Button>
      )}
    </Box>
  );
}
