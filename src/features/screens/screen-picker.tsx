import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { ScreenKey, ScreenListItem } from '../../contract/index.ts';
import { isIdeasScreen, SCREEN_CATEGORIES, screenTakesUniverse } from '../../contract/index.ts';
import { UniverseSelect } from '../../ui/universe/universe-select.tsx';
import { CATEGORY_NAMES, SCREEN_NAMES, SCREEN_UNIVERSES } from './screen-labels.ts';

export interface ScreenPickerProps {
  screens: readonly ScreenListItem[];
  value: ScreenKey;
  onChange: (key: ScreenKey) => void;
  date: string | undefined;
  onDateChange: (date: string | undefined) => void;
  universe: string | undefined;
  onUniverseChange: (universe: string | undefined) => void;
}

/**
 * The predefined screens grouped by category (a native select), the universe of those computed over one, and the day
 * for the long/short ideas screens.
 */
export function ScreenPicker({
  screens,
  value,
  onChange,
  date,
  onDateChange,
  universe,
  onUniverseChange,
}: ScreenPickerProps) {
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
      {screenTakesUniverse(value) && (
        <UniverseSelect
          label="Universe"
          value={universe ?? ''}
          onChange={(name) => onUniverseChange(name || undefined)}
          emptyLabel="The screen's own"
          helperText={universe ? ' ' : `Empty: ${SCREEN_UNIVERSES[value]}`}
        />
      )}
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
