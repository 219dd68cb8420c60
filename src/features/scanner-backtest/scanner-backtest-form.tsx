import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { RANK_CONDITIONS } from '../../contract/index.ts';
import { RunTaskFooter } from '../../ui/tasks/run-task-footer.tsx';
import { FormTextField } from './form-fields.tsx';
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
            name="startDate"
            label={FIELD_LABELS.startDate}
            type="date"
            recheck={['endDate']}
            helperText={`Default ${DEFAULT_START_DATE}`}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            name="endDate"
            label={FIELD_LABELS.endDate}
            type="date"
            recheck={['startDate']}
            helperText={`Default ${DEFAULT_END_DATE}: the last year of the five bundled stocks`}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField name="findType" label={FIELD_LABELS.findType} select helperText="Which symbols may be traded">
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
            name="totalCapital"
            label={FIELD_LABELS.totalCapital}
            numeric
            helperText="Starting money; default 100000"
          />
          <FormTextField
            name="longShare"
            label={FIELD_LABELS.longShare}
            numeric
            helperText="Most of equity in longs, 0 to 1; default 1.0"
          />
          <FormTextField
            name="shortShare"
            label="Short share"
            numeric
            recheck={['longShare']}
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
            label="Capital per trade"
            select
            recheck={['fixedRatio']}
            helperText="How much of equity each trade gets"
          >
            <option value="Kelly">Kelly fraction of the pick (default)</option>
            <option value="fixed">A fixed share of equity</option>
          </FormTextField>
          {allocation === 'fixed' && (
            <FormTextField
              name="fixedRatio"
              label={FIELD_LABELS.fixedRatio}
              numeric
              helperText="Above 0 and at most 1, e.g. 0.6"
            />
          )}
          <FormTextField
            name="dailyLimit"
            label={FIELD_LABELS.dailyLimit}
            numeric
            helperText="Most new trades a day, 1 to 100; default 3"
          />
          <FormTextField
            name="rankCondition"
            label={FIELD_LABELS.rankCondition}
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
