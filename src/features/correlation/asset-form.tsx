import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useState } from 'react';
import type { AssetCorrRequest } from '../../contract/index.ts';
import { ASSET_UNIVERSE } from '../../contract/index.ts';
import type { AssetFormValues } from './asset-form-values.ts';
import { ASSET_FIELD_LABELS, checkAssetForm } from './asset-form-values.ts';
import { DateField } from './date-field.tsx';

export interface AssetFormProps {
  values: AssetFormValues;
  onChange: (values: AssetFormValues) => void;
  onRun: (body: AssetCorrRequest) => void;
}

/** The period of the asset-correlation matrix; the universe is fixed. */
export function AssetForm({ values, onChange, onRun }: AssetFormProps) {
  const [checked, setChecked] = useState(false);
  const check = checkAssetForm(values);
  const errors = checked ? (check.errors ?? {}) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (check.body) onRun(check.body);
  };
  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      aria-label="Asset correlation settings"
      onSubmit={submit}
      sx={{ p: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <DateField
          label={ASSET_FIELD_LABELS.startDate}
          value={values.startDate}
          onChange={(startDate) => onChange({ ...values, startDate })}
          error={errors.startDate}
        />
        <DateField
          label={ASSET_FIELD_LABELS.endDate}
          value={values.endDate}
          onChange={(endDate) => onChange({ ...values, endDate })}
          error={errors.endDate}
        />
        <Button type="submit" variant="contained" sx={{ mt: { sm: 0.25 }, width: { xs: '100%', sm: 'auto' } }}>
          Run asset correlation
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        The universe: {ASSET_UNIVERSE.join(', ')}. Symbols without prices in the period are greyed, with the reason.
      </Typography>
    </Paper>
  );
}
