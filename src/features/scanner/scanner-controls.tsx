import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import type { ScannerPickCategory } from '../../contract/index.ts';
import { SCANNER_PICK_CATEGORIES } from '../../contract/index.ts';
import { UniverseSelect } from '../../ui/universe/universe-select.tsx';

export interface ScannerControlsProps {
  list: ScannerPickCategory;
  onListChange: (list: ScannerPickCategory) => void;
  /** The day asked for: YYYY-MM-DD, or empty for the latest. */
  date: string;
  onDateChange: (date: string) => void;
  /** The universe scanned: a name, or empty for every symbol. */
  universe: string;
  onUniverseChange: (universe: string) => void;
}

const LIST_HINTS: Record<ScannerPickCategory, string> = {
  SwingAI: 'swing trades of one or two weeks',
  MidTermAI: 'mid-term trades of one to three months',
};

/* Typing a year digit by digit passes through years like 0002 and 0020: wait for a pause before asking for a day. */
const DATE_SETTLE_MS = 500;

/** Which pick list, which day and which universe: what the service is asked; everything else filters its answer. */
export function ScannerControls({
  list,
  onListChange,
  date,
  onDateChange,
  universe,
  onUniverseChange,
}: ScannerControlsProps) {
  const listLabel = useId();
  const [text, setText] = useState(date);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The address changed (Back, a link): show its day.
  const [shownDate, setShownDate] = useState(date);
  if (date !== shownDate) {
    setShownDate(date);
    setText(date);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (value: string) => {
    clearTimeout(timer.current);
    if (value !== date) onDateChange(value);
  };
  const onType = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(value), DATE_SETTLE_MS);
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <Box>
        <Typography id={listLabel} variant="caption" color="text.secondary" component="div" sx={{ mb: 0.25 }}>
          Pick list
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          color="primary"
          value={list}
          onChange={(_, next: ScannerPickCategory | null) => next && onListChange(next)}
          aria-labelledby={listLabel}
        >
          {SCANNER_PICK_CATEGORIES.map((c) => (
            <ToggleButton key={c} value={c} sx={{ px: 2 }}>
              {c}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
          {list}: {LIST_HINTS[list]}
        </Typography>
      </Box>
      <UniverseSelect
        label="Universe"
        value={universe}
        onChange={onUniverseChange}
        emptyLabel="All symbols"
        helperText="Its members with prices"
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 240px' }, minWidth: 0 }}
      />
      <Box
        component="form"
        aria-label="Day of the picks"
        onSubmit={(e) => {
          e.preventDefault();
          commit(text);
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        <TextField
          type="date"
          size="small"
          label="Date"
          value={text}
          onChange={(e) => onType(e.target.value)}
          onBlur={() => commit(text)}
          helperText="Empty: the latest day"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '1900-01-01', max: '2200-12-31' } }}
          sx={{ flex: { xs: '1 1 auto', sm: '0 0 180px' }, minWidth: 0 }}
        />
        <Button
          size="small"
          sx={{ mt: 0.5 }}
          disabled={text === ''}
          onClick={() => {
            setText('');
            commit('');
          }}
        >
          Latest day
        </Button>
      </Box>
    </Box>
  );
}
