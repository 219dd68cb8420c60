import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { CPM_LOOKBACKS, CPM_TIMEFRAMES } from '../../contract/index.ts';
import type { CpmField, CpmFieldErrors, CpmFormValues } from './cpm-form-values.ts';
import { CPM_FIELD_LABELS, DEFAULT_PATTERN_BARS } from './cpm-form-values.ts';

export interface CpmParameterFieldsProps {
  values: CpmFormValues;
  errors: CpmFieldErrors;
  onChange: (patch: Partial<CpmFormValues>) => void;
}

type TextFieldName = 'corrPer' | 'timeInMarket' | 'patternBars' | 'ma' | 'name';
type SelectFieldName = 'timeframe' | 'lookback' | 'direction' | 'maCondition' | 'runAs';

const FIELD_SX = { minWidth: 0 };

const LOOKBACK_LABELS: Record<string, string> = { '10': '10 years', '20': '20 years', All: 'All years' };

/** The search and trade settings of spec 4.3, each with its range as help (its error in place of it). */
export function CpmParameterFields({ values, errors, onChange }: CpmParameterFieldsProps) {
  const help = (field: CpmField, text: string) => ({
    error: errors[field] !== undefined,
    helperText: errors[field] ?? text,
  });
  const text = (field: TextFieldName, hint: string, numeric = true) => (
    <TextField
      label={CPM_FIELD_LABELS[field]}
      value={values[field]}
      onChange={(e) => onChange({ [field]: e.target.value })}
      {...help(field, hint)}
      slotProps={numeric ? { htmlInput: { inputMode: 'numeric' } } : undefined}
      sx={FIELD_SX}
    />
  );
  const select = (field: SelectFieldName, hint: string, options: readonly [string, string][]): ReactNode => (
    <TextField
      select
      label={CPM_FIELD_LABELS[field]}
      value={values[field]}
      onChange={(e) => onChange({ [field]: e.target.value })}
      {...help(field, hint)}
      slotProps={{ select: { native: true } }}
      sx={FIELD_SX}
    >
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </TextField>
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {text('corrPer', 'Whole number, 0 to 100; 75 and up is the useful range')}
      {text('timeInMarket', 'Bars held after each match, 3 to 252')}
      {select(
        'timeframe',
        'Bars the search and the trades run on',
        CPM_TIMEFRAMES.map((t) => [t, t]),
      )}
      {select(
        'lookback',
        'How far back matches are searched',
        CPM_LOOKBACKS.map((l) => [l, LOOKBACK_LABELS[l]]),
      )}
      {values.source === 'pattern' &&
        text(
          'patternBars',
          `5 to 520; blank: ${DEFAULT_PATTERN_BARS[values.timeframe]} (${values.timeframe.toLowerCase()})`,
        )}
      {select('direction', 'Which way each trade goes', [
        ['Long', 'Long'],
        ['Short', 'Short'],
      ])}
      {select('maCondition', 'Compare each match’s last close with a moving average', [
        ['0', 'None'],
        ['1', 'Close above the MA'],
        ['2', 'Close below the MA'],
      ])}
      {values.maCondition !== '0' && text('ma', 'Simple moving average, 1 to 252 bars')}
      {select('runAs', 'A backtest also trades each match', [
        ['backtest', 'Scan and backtest'],
        ['scan', 'Scan only'],
      ])}
      {text('name', 'Optional label for the backtest', false)}
      <FormControlLabel
        control={
          <Checkbox checked={values.excludeOverlap} onChange={(e) => onChange({ excludeOverlap: e.target.checked })} />
        }
        label={CPM_FIELD_LABELS.excludeOverlap}
        sx={{ alignSelf: 'center', mr: 0 }}
      />
    </Box>
  );
}
