import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { ScreenKey, ScreenListItem } from '../../contract/index.ts';
import { isIdeasScreen, SCREEN_CATEGORIES } from '../../contract/index.ts';
import { CATEGORY_NAMES, SCREEN_NAMES } from './screen-labels.ts';

export interface ScreenPickerProps {
  screens: readonly ScreenListItem[];
  value: ScreenKey;
  onChange: (key: ScreenKey) => void;
  date: string | undefined;
  onDateChange: (date: string | undefined) => void;
}

/** The predefined screens grouped by category (a native select), and the day for the long/short ideas screens. */
export function ScreenPicker({ screens, value, onChange, date, onDateChange }: ScreenPickerProps) {
  const groups = SCREEN_CATEGORIES.map((category) => ({
    category,
    screens: screens.filter((s) => s.category === category),
  })).filter((g) => g.screens.length > 0);
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        label="Screen"
        value={value}
        onChange={(e) => onChange(e.target.value as ScreenKey)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 280, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        {groups.map((g) => (
          <optgroup key={g.category} label={`${g.category} · ${CATEGORY_NAMES[g.category]}`}>
            {g.screens.map((s) => (
              <option key={s.key} value={s.key}>
                {SCREEN_NAMES[s.key]}
              </option>
            ))}
          </optgroup>
        ))}
      </TextField>
      {isIdeasScreen(value) && (
        <>
          <TextField
            size="small"
            type="date"
            label="Date"
            value={date ?? ''}
            onChange={(e) => onDateChange(e.target.value || undefined)}
            helperText={date ? ' ' : 'Empty: the latest day'}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button size="small" onClick={() => onDateChange(undefined)} disabled={!date} sx={{ mt: 0.5 }}>
            Latest day
          </Button>
        </>
      )}
    </Box>
  );
}
