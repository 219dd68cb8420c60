import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { RANK_CONDITIONS } from '../../contract/index.ts';
import type { FormTextFieldProps } from '../../ui/form/form-text-field.tsx';
import { FormTextField as TextField } from '../../ui/form/form-text-field.tsx';
import { RunTaskFooter } from '../../ui/tasks/run-task-footer.tsx';
import type { FindType, ScannerBacktestFormValues } from './form-values.ts';
import { DEFAULT_END_DATE, DEFAULT_START_DATE, FIELD_LABELS, FIND_TYPE_LABELS } from './form-values.ts';
import { RangeFields } from './range-fields.tsx';
import { SignalsField } from './signals-field.tsx';

export interface ScannerBacktestFormProps {
  onSubmit: () => void;
  submitting: boolean;
  /** A failure to start the task that no field explains, shown above the Run button. */
  notice?: ReactNode;
}

/** A text field of this form: its name checked against the form's values. */
function FormTextField(props: FormTextFieldProps<ScannerBacktestFormValues>) {
  return <TextField<ScannerBacktestFormValues> {...props} />;
}

const GRID = {
  display: 'grid',
  gap: 2,
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
} as const;

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography component="h2" variant="subtitle2" sx={{ mb: 1.5 }}>
      {children}
    </Typography>
  );
}

/** Spec 4.5's parameters, each with its default in place or named in its help; Run (or Enter) starts a task. */
export function ScannerBacktestForm({ onSubmit, submitting, notice }: ScannerBacktestFormProps) {
  const allocation = useWatch<ScannerBacktestFormValues, 'allocation'>({ name: 'allocation' });
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-label="Scanner backtest settings"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      sx={{ p: { xs: 1.5, md: 2 }, display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Box>
        <SectionTitle>What to test</SectionTitle>
        <Box sx={GRID}>
          <FormTextField
            name="start_date"
            label={FIELD_LABELS.start_date}
            type="date"
            recheck={['end_date']}
            helperText={`Default ${DEFAULT_START_DATE}`}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            name="end_date"
            label={FIELD_LABELS.end_date}
            type="date"
            recheck={['start_date']}
            helperText={`Default ${DEFAULT_END_DATE}: the last year of the five bundled stocks`}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            name="find_type"
            label={FIELD_LABELS.find_type}
            select
            helperText="Which symbols may be traded"
          >
            {(Object.entries(FIND_TYPE_LABELS) as [FindType, string][]).map(([value, label]) => (
              <option key={value} value={value}>
                {value === 'stock' ? `${label} (default)` : label}
              </option>
            ))}
          </FormTextField>
          <FormTextField
            name="name"
            label={FIELD_LABELS.name}
            helperText="Optional label for the task list"
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <SignalsField />
        </Box>
      </Box>
      <Divider />
      <Box>
        <SectionTitle>Portfolio</SectionTitle>
        <Box sx={GRID}>
          <FormTextField
            name="total_capital"
            label={FIELD_LABELS.total_capital}
            numeric
            helperText="Starting money; default 100000"
          />
          <FormTextField
            name="long_share"
            label={FIELD_LABELS.long_share}
            numeric
            helperText="Most of equity in longs, 0 to 1; default 1.0"
          />
          <FormTextField
            name="short_share"
            label={FIELD_LABELS.short_share}
            numeric
            recheck={['long_share']}
            helperText="Most of equity in shorts, 0 to 1; default 0.0 (the two add up to at most 1)"
          />
          <FormTextField
            name="commission"
            label={FIELD_LABELS.commission}
            numeric
            helperText="Of each trade’s value, on entry and on exit; default 0"
          />
          <FormTextField
            name="allocation"
            label={FIELD_LABELS.allocation}
            select
            recheck={['fixed_ratio']}
            helperText="How much of equity each trade gets"
          >
            <option value="Kelly">Kelly fraction of the pick (default)</option>
            <option value="fixed">A fixed share of equity</option>
          </FormTextField>
          {allocation === 'fixed' && (
            <FormTextField
              name="fixed_ratio"
              label={FIELD_LABELS.fixed_ratio}
              numeric
              helperText="Above 0 and at most 1, e.g. 0.6"
            />
          )}
          <FormTextField
            name="daily_limit"
            label={FIELD_LABELS.daily_limit}
            numeric
            helperText="Most new trades a day, 1 to 100; default 3"
          />
          <FormTextField
            name="rank_condition"
            label={FIELD_LABELS.rank_condition}
            select
            helperText="Which of a day’s picks are taken first"
          >
            {RANK_CONDITIONS.map((r) => (
              <option key={r} value={r}>
                {r === 'StdDev' ? 'StdDev (default)' : r}
              </option>
            ))}
          </FormTextField>
        </Box>
      </Box>
      <Divider />
      <Box>
        <SectionTitle>Pick filters</SectionTitle>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Only picks inside every range are traded. A blank side has no limit; by default every range is blank.
        </Typography>
        <RangeFields />
      </Box>
      {notice}
      <RunTaskFooter label="Run scanner backtest" submitting={submitting} />
    </Paper>
  );
}
