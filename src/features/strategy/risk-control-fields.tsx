import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import type { StrategyFormValues } from './form-values.ts';
import { encodeRiskControl } from './risk-control.ts';
import { RISK_CONTROLS_ID } from './rule-block-editor.tsx';
import { TextInput } from './text-input.tsx';

const percent = { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } };

/** Stop-loss, take-profit and holding limit, each empty for "none", and the `stop/take/days` string they make. */
export function RiskControlFields() {
  const { control } = useFormContext<StrategyFormValues>();
  const risk = useWatch({ control, name: 'risk' });
  return (
    <Stack component="section" aria-labelledby={`${RISK_CONTROLS_ID}-title`} id={RISK_CONTROLS_ID} spacing={1.5}>
      <Typography variant="h6" component="h2" id={`${RISK_CONTROLS_ID}-title`}>
        Risk control
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextInput
          name="risk.stop"
          label="Stop-loss"
          helperText="Loss that closes the trade; empty = none"
          slotProps={{ ...percent, htmlInput: { inputMode: 'decimal' } }}
          fullWidth
        />
        <TextInput
          name="risk.take"
          label="Take-profit"
          helperText="Gain that closes the trade; empty = none"
          slotProps={{ ...percent, htmlInput: { inputMode: 'decimal' } }}
          fullWidth
        />
        <TextInput
          name="risk.days"
          label="Max bars held"
          helperText="Closes the trade after this many bars; empty = none"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          fullWidth
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Sent as risk_control{' '}
        <Box
          component="code"
          aria-label="Encoded risk control"
          sx={{ fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.75, py: 0.25, borderRadius: 0.5 }}
        >
          {encodeRiskControl(risk)}
        </Box>
      </Typography>
    </Stack>
  );
}
