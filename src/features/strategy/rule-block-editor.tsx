import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import type { RuleType } from '../../contract/index.ts';
import { RULE_TYPES } from '../../contract/index.ts';
import { ConditionEditor } from './condition-editor.tsx';
import { ConditionList } from './condition-list.tsx';
import type { Side, StrategyFormValues } from './form-values.ts';
import { newCondition } from './form-values.ts';
import { TextInput } from './text-input.tsx';

export const RULE_TYPE_LABEL: Record<RuleType, string> = {
  SingleCondition: 'Single condition',
  Scoring: 'Scoring: enough of several conditions',
  TimeOrder: 'Time order: steps in sequence',
  RiskControlOnly: 'Risk controls only',
};

export const RISK_CONTROLS_ID = 'strategy-risk-controls';

/** Entry or exit: the rule type decides which of the inputs below are shown. */
export function RuleBlockEditor({ side }: { side: Side }) {
  const { control, getValues, setValue } = useFormContext<StrategyFormValues>();
  const ruleType = useWatch({ control, name: `${side}.rule_type` });
  const conditionCount = useWatch({ control, name: `${side}.conditions` }).length;
  const word = side === 'entry' ? 'Entry' : 'Exit';
  // RiskControlOnly is exit only (spec 2.2): the entry never offers it.
  const types = RULE_TYPES.filter((t) => side === 'exit' || t !== 'RiskControlOnly');

  const onRuleType = (next: string) => {
    if (next !== 'RiskControlOnly' && getValues(`${side}.conditions`).length === 0)
      setValue(`${side}.conditions`, [newCondition()], { shouldDirty: true });
    if (next === 'Scoring') {
      const count = Math.max(1, getValues(`${side}.conditions`).length);
      if (Number(getValues(`${side}.score_threshold`)) > count)
        setValue(`${side}.score_threshold`, String(count), { shouldDirty: true });
    }
  };

  return (
    <Stack component="section" aria-label={`${word} rule`} spacing={1.5}>
      <Typography variant="h6" component="h2">
        {word}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextInput
          select
          name={`${side}.rule_type`}
          label={`${word} rule type`}
          onValueChange={onRuleType}
          sx={{ flex: 2 }}
        >
          {types.map((t) => (
            <MenuItem key={t} value={t}>
              {RULE_TYPE_LABEL[t]}
            </MenuItem>
          ))}
        </TextInput>
        <TextInput
          name={`${side}.delay_bars`}
          label={`${word} delay (bars)`}
          helperText="0 = act on the signal bar"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ flex: 1 }}
        />
      </Stack>
      {ruleType === 'SingleCondition' && (
        <ConditionEditor path={`${side}.conditions.0`} label={`${word} condition`} title="Condition" />
      )}
      {ruleType === 'Scoring' && (
        <>
          <ConditionList side={side} ordered={false} />
          <TextInput
            name={`${side}.score_threshold`}
            label="Conditions that must be true"
            helperText={`1 to ${conditionCount}: the ${side} fires when at least this many hold on the same bar`}
            slotProps={{ htmlInput: { inputMode: 'numeric', min: 1, max: conditionCount } }}
            sx={{ maxWidth: 360 }}
          />
        </>
      )}
      {ruleType === 'TimeOrder' && (
        <>
          <ConditionList side={side} ordered />
          <TextInput
            name={`${side}.signals_in_market`}
            label="All steps within (bars)"
            helperText="Empty = no limit"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ maxWidth: 360 }}
          />
        </>
      )}
      {ruleType === 'RiskControlOnly' && (
        <Alert
          severity="info"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                const target = document.getElementById(RISK_CONTROLS_ID);
                target?.scrollIntoView({ behavior: 'smooth', block: 'center' });
                target?.querySelector('input')?.focus({ preventScroll: true });
              }}
            >
              Go to risk control
            </Button>
          }
        >
          Trades close only by the risk control below: stop-loss, take-profit and max bars held.
        </Alert>
      )}
    </Stack>
  );
}
