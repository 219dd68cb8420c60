import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ScannerSignalInfo } from '../../contract/index.ts';
import { SCANNER_SIGNAL_CATEGORIES } from '../../contract/index.ts';
import type { DirectionFilter, PickFilters, RangeField } from './pick-filters.ts';
import { activeFilterCount, DIRECTION_FILTERS, NO_FILTERS, RANGE_FIELDS, rangeMessages } from './pick-filters.ts';
import { RangeFilterFields } from './range-filter-fields.tsx';
import { SignalSelect } from '../../ui/form/signal-select.tsx';

const SCALES: Record<RangeField, string> = {
  TrendScore: '0 to 10',
  RelTrendScore: '0 to 10 vs SPX',
  WinRate: 'percent',
  Z_Score: 'signal quality',
};

export interface PickFilterBarProps {
  filters: PickFilters;
  onChange: (filters: PickFilters) => void;
  signals: readonly ScannerSignalInfo[];
  signalsError?: string;
}

/** The filters over the day's picks; every change applies at once (nothing is sent to the service). */
export function PickFilterBar({ filters, onChange, signals, signalsError }: PickFilterBarProps) {
  const directionId = useId();
  const messages = rangeMessages(filters.ranges);
  const active = activeFilterCount(filters);
  const patch = (p: Partial<PickFilters>) => onChange({ ...filters, ...p });

  return (
    <Paper
      variant="outlined"
      component="form"
      role="search"
      aria-label="Filter the picks"
      onSubmit={(e) => e.preventDefault()}
      sx={{ p: { xs: 1.5, md: 2 }, display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <SignalSelect
          label="Signals"
          placeholder="All signals"
          size="small"
          signals={signals}
          value={filters.signals}
          onChange={(names) => patch({ signals: names })}
          loadError={signalsError}
          sx={{ flex: { xs: '1 1 100%', md: '2 1 340px' }, minWidth: 0 }}
        />
        <TextField
          select
          size="small"
          label="Signal category"
          value={filters.category}
          onChange={(e) => patch({ category: e.target.value })}
          sx={{ flex: { xs: '1 1 100%', sm: '1 1 220px' }, minWidth: 0 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">All categories</MenuItem>
          {SCANNER_SIGNAL_CATEGORIES.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: '0 0 auto' }}>
          <Typography id={directionId} variant="caption" color="text.secondary" component="div" sx={{ mb: 0.25 }}>
            Direction
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={filters.direction}
            onChange={(_, next: DirectionFilter | null) => next && patch({ direction: next })}
            aria-labelledby={directionId}
          >
            {DIRECTION_FILTERS.map((d) => (
              <ToggleButton key={d} value={d} sx={{ px: 2 }}>
                {d}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          // A caption that wraps on a phone must not push its fields below their neighbours'.
          alignItems: 'end',
        }}
      >
        {RANGE_FIELDS.map((field) => (
          <RangeFilterFields
            key={field}
            field={field}
            scale={SCALES[field]}
            value={filters.ranges[field]}
            messages={messages[field]}
            onChange={(range) => patch({ ranges: { ...filters.ranges, [field]: range } })}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          Filters apply to the day’s picks as you change them. A pick without a figure (shown as –) is left out once a
          range is set on it.
        </Typography>
        <Button size="small" onClick={() => onChange(NO_FILTERS)} disabled={active === 0}>
          Clear filters{active ? ` (${active})` : ''}
        </Button>
      </Box>
    </Paper>
  );
}
