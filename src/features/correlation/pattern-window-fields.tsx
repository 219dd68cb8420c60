import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DateField } from './date-field.tsx';
import type { PatternField, PatternSide, PatternWindow } from './pattern-form-values.ts';
import { patternFieldLabel, SIDE_LABELS } from './pattern-form-values.ts';
import { TickerField } from './ticker-field.tsx';
import type { TickerOptions } from './use-ticker-options.ts';
import { dataSpan } from './use-ticker-options.ts';
import { WindowPicker } from './window-picker.tsx';

export interface PatternWindowFieldsProps {
  side: PatternSide;
  value: PatternWindow;
  onChange: (value: PatternWindow) => void;
  errors: Partial<Record<PatternField, string>>;
  tickers: TickerOptions;
  /** Whether price charts can be shown to drag on (the browser's data library exists). */
  canDrag: boolean;
  colour: string;
}

/** One side of the comparison: its symbol, its window by dates, and (in this browser) its price chart to drag on. */
export function PatternWindowFields({
  side,
  value,
  onChange,
  errors,
  tickers,
  canDrag,
  colour,
}: PatternWindowFieldsProps) {
  const info = tickers.info(value.symbol);
  const label = SIDE_LABELS[side];
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, p: 1.5, pt: 1, minWidth: 0, flex: '1 1 340px' }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 1.5 }}>
        <Box sx={{ flex: '1 1 100%' }}>
          <TickerField
            label={patternFieldLabel(side, 'symbol')}
            value={value.symbol}
            onChange={(symbol) => onChange({ ...value, symbol })}
            tickers={tickers}
            error={errors[`${side}.symbol`]}
            helperText={info ? `Prices from ${dataSpan(info)}` : undefined}
          />
        </Box>
        <DateField
          label={patternFieldLabel(side, 'startDate')}
          value={value.startDate}
          onChange={(startDate) => onChange({ ...value, startDate })}
          error={errors[`${side}.startDate`]}
        />
        <DateField
          label={patternFieldLabel(side, 'endDate')}
          value={value.endDate}
          onChange={(endDate) => onChange({ ...value, endDate })}
          error={errors[`${side}.endDate`]}
        />
      </Box>
      {canDrag && (
        <WindowPicker
          sideLabel={label}
          symbol={info ? info.symbol : null}
          typedSymbol={value.symbol}
          start={value.startDate}
          end={value.endDate}
          onPick={(startDate, endDate) => onChange({ ...value, startDate, endDate })}
          colour={colour}
        />
      )}
    </Box>
  );
}
