import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormDateField, FormTickerField } from './bound-fields.tsx';
import type { PatternFormValues, PatternSide } from './pattern-form-values.ts';
import { patternField, patternFieldLabel, SIDE_LABELS } from './pattern-form-values.ts';
import type { TickerOptions } from '../../ui/form/library-tickers.ts';
import { dataSpan } from '../../ui/form/library-tickers.ts';
import { WindowPicker } from './window-picker.tsx';

export interface PatternWindowFieldsProps {
  side: PatternSide;
  tickers: TickerOptions;
  /** Whether price charts can be shown to drag on (the browser's data library exists). */
  canDrag: boolean;
  colour: string;
}

/** One side of the comparison: its symbol, its window by dates, and (in this browser) its price chart to drag on. */
export function PatternWindowFields({ side, tickers, canDrag, colour }: PatternWindowFieldsProps) {
  const form = useFormContext<PatternFormValues>();
  const [symbolName, startName, endName] = [
    patternField(side, 'Symbol'),
    patternField(side, 'StartDate'),
    patternField(side, 'EndDate'),
  ];
  const [symbol, start, end] = useWatch({ control: form.control, name: [symbolName, startName, endName] });
  const info = tickers.info(symbol);
  const label = SIDE_LABELS[side];
  const pick = (startDate: string, endDate: string) => {
    // Once Run was pressed, errors follow every change, a dragged window included.
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue(startName, startDate, options);
    form.setValue(endName, endDate, options);
  };
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
          <FormTickerField<PatternFormValues>
            name={symbolName}
            label={patternFieldLabel(side, 'Symbol')}
            tickers={tickers}
            helperText={info ? `Prices from ${dataSpan(info)}` : undefined}
          />
        </Box>
        <FormDateField<PatternFormValues> name={startName} label={patternFieldLabel(side, 'StartDate')} />
        <FormDateField<PatternFormValues>
          name={endName}
          label={patternFieldLabel(side, 'EndDate')}
          deps={[startName]}
        />
      </Box>
      {canDrag && (
        <WindowPicker
          sideLabel={label}
          symbol={info ? info.symbol : null}
          typedSymbol={symbol}
          loading={tickers.loading}
          start={start}
          end={end}
          onPick={pick}
          colour={colour}
        />
      )}
    </Box>
  );
}
