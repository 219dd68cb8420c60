import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useController, useFormState } from 'react-hook-form';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useLibraryTickers } from '../../ui/form/library-tickers.ts';
import { TickerField } from '../../ui/form/ticker-field.tsx';
import { AroundFields } from './around-fields.tsx';
import { CurveFields } from './curve-fields.tsx';
import type { SeasonalityFormValues } from './form-values.ts';
import { MonthFields } from './month-fields.tsx';

/** The fields inside the settings of each view (opened when one of them has an error). */
const VIEW_FIELDS: readonly (keyof SeasonalityFormValues)[] = [
  'holiday_name',
  'shift',
  'month',
  'day',
  'target_month',
  'category',
  'entry_day',
  'holding_days',
  'exit_day',
];

const Text: typeof FormTextField<SeasonalityFormValues> = FormTextField;

export interface SeasonalityFormProps {
  onSubmit: () => void;
}

/** Ticker and years, the settings of each view, and Run (Enter in any field runs too); inside a FormProvider. */
export function SeasonalityForm({ onSubmit }: SeasonalityFormProps) {
  const { errors } = useFormState<SeasonalityFormValues>();
  const ticker = useController<SeasonalityFormValues, 'ticker'>({ name: 'ticker' });
  const library = useLibraryTickers();
  // Open on a wide screen; on a phone the ticker, years and results come first.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState(wide);
  const expanded = open || VIEW_FIELDS.some((f) => errors[f] !== undefined);
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-label="Seasonality settings"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      sx={{ overflow: 'hidden' }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ p: { xs: 1.5, md: 2 }, alignItems: { sm: 'flex-start' } }}
      >
        <TickerField
          name="ticker"
          label="Ticker"
          value={ticker.field.value}
          onChange={ticker.field.onChange}
          library={library}
          error={ticker.fieldState.error?.message}
          sx={{ minWidth: 200, flex: { sm: '1 1 200px' } }}
        />
        <Stack direction="row" spacing={1.5} sx={{ flex: { sm: '1 1 300px' } }}>
          <Text
            numeric
            name="start_year"
            label="From year"
            helperText="Blank: 20 years back"
            recheck={['end_year']}
            fullWidth
          />
          <Text
            numeric
            name="end_year"
            label="To year"
            helperText="Blank: this year"
            recheck={['start_year']}
            fullWidth
          />
        </Stack>
        <Button type="submit" variant="contained" size="large" sx={{ minWidth: 96, mt: { sm: 0.5 } }}>
          Run
        </Button>
      </Stack>
      <Accordion
        expanded={expanded}
        onChange={(_, next) => setOpen(next)}
        disableGutters
        elevation={0}
        // MUI wraps the summary in an h3; under the screen's h1 that skips a level.
        slotProps={{ heading: { component: 'h2' } }}
        square
        sx={{ borderTop: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ px: { xs: 1.5, md: 2 } }}>
          <Typography variant="subtitle2" component="span">
            Settings of each view
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ ml: 1, display: { xs: 'none', sm: 'block' } }}>
            holiday, date, month, one-dollar curve
          </Typography>
        </AccordionSummary>
        <AccordionDetails sx={{ px: { xs: 1.5, md: 2 }, pb: 2 }}>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
            <AroundFields />
            <MonthFields />
            <CurveFields />
          </Box>
        </AccordionDetails>
      </Accordion>
    </Paper>
  );
}
