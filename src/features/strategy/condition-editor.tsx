import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { OperatorName, SignalType } from '../../contract/index.ts';
import { OperatorNameSchema, QUALIFIER_NAMES } from '../../contract/index.ts';
import { useIndicatorMetadata } from '../../client/queries.ts';
import { useBuilder } from './builder-context.tsx';
import {
  COMPARISON_LABEL,
  conditionLayout,
  DEFAULT_MA_PERIOD,
  OPERATOR_GROUPS,
  OPERATOR_HELP,
  operatorNeedsPeriod,
  TYPICAL_PERIOD,
} from './condition-layout.ts';
import type { ConditionValues, Side } from './form-values.ts';
import { newCondition } from './form-values.ts';
import type { SignalInfo } from './signal-kind.ts';
import { IndicatorInfo } from './indicator-info.tsx';
import { SignalAutocomplete } from './signal-autocomplete.tsx';
import { TextInput } from './text-input.tsx';

export type ConditionPath = `${Side}.conditions.${number}`;

const NO_CONDITION = newCondition();

/** The form viewed from one condition (keeps the path types short). */
type ConditionFormShape = { entry: { conditions: ConditionValues[] }; exit: { conditions: ConditionValues[] } };

export interface ConditionEditorProps {
  path: ConditionPath;
  /** The accessible name of the group, e.g. "Entry condition 1". */
  label: string;
  /** The visible heading, e.g. "Step 2". */
  title: string;
  /** Buttons for the list the condition is in (move, remove). */
  actions?: ReactNode;
}

const TYPE_CHIP_COLOR: Record<SignalType, 'secondary' | 'primary' | 'default'> = {
  Sentiment: 'secondary',
  Technical: 'primary',
  Symbol: 'default',
};

function SignalTypeChip({ type, info }: { type: SignalType | null; info: SignalInfo }) {
  const text = type === null ? 'Unknown' : info.type === null ? `${type} (CSV column)` : type;
  return (
    <Chip
      size="small"
      label={text}
      aria-label={`Detected type: ${text}`}
      color={type === null ? 'warning' : TYPE_CHIP_COLOR[type]}
      variant={type === null ? 'outlined' : 'filled'}
    />
  );
}

function SignalField({ path, info }: { path: ConditionPath; info: SignalInfo }) {
  const { options, classify } = useBuilder();
  const { getValues, setValue } = useFormContext<ConditionFormShape>();
  const { field, fieldState } = useController<ConditionFormShape, `${ConditionPath}.signal`>({
    name: `${path}.signal`,
  });
  const described = info.technical?.title ?? info.catalogueItem?.market_symbol;
  return (
    <SignalAutocomplete
      value={field.value}
      onChange={(name) => {
        field.onChange(name);
        // MA compares with a moving-average indicator only: another signal falls back to the plain value.
        if (getValues(`${path}.comparison_type`) === 'MA' && !classify(name).movingAverage)
          setValue(`${path}.comparison_type`, 'SV', { shouldDirty: true });
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      options={options}
      error={fieldState.error?.message}
      helperText={described ? `${info.type}: ${described}` : 'Symbol Close, RSI(14), SMA(50) or a catalogue name'}
    />
  );
}

function ExtremeFields({ path, info }: { path: ConditionPath; info: SignalInfo }) {
  const url = info.catalogueItem?.url ?? null;
  const metadata = useIndicatorMetadata(url);
  const entry = url ? metadata.data?.[url] : undefined;
  const hint = (value: number | undefined) =>
    value === undefined ? 'Empty = the indicator’s default' : `Empty = the indicator’s default, ${value}`;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <TextInput
        name={`${path}.eo`}
        label="Extreme optimism"
        placeholder={entry ? String(entry.opt_extreme) : undefined}
        helperText={hint(entry?.opt_extreme)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'decimal' } }}
        fullWidth
      />
      <TextInput
        name={`${path}.ep`}
        label="Extreme pessimism"
        placeholder={entry ? String(entry.pess_extreme) : undefined}
        helperText={hint(entry?.pess_extreme)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'decimal' } }}
        fullWidth
      />
    </Stack>
  );
}

/**
 * A qualifier-class operator (Range Rank, MA Ratio, ...) chosen as the operator already transforms the signal over its
 * own period, so it is offered in one place only: the qualifier list shows it disabled, saying where it is set.
 */
function QualifierFields({
  path,
  showMaType,
  operator,
}: {
  path: ConditionPath;
  showMaType: boolean;
  operator: OperatorName;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <TextInput select name={`${path}.qualifier_operator`} label="Qualifier" fullWidth>
        {QUALIFIER_NAMES.map((name) => (
          <MenuItem key={name} value={name} disabled={name === operator}>
            {name === operator ? `${name} (set as the operator)` : name}
          </MenuItem>
        ))}
      </TextInput>
      <TextInput
        name={`${path}.qualifier_period`}
        label="Qualifier period (bars)"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        fullWidth
      />
      {showMaType && (
        <TextInput select name={`${path}.qualifier_ma_type`} label="Qualifier average" fullWidth>
          <MenuItem value="S">Simple</MenuItem>
          <MenuItem value="E">Exponential</MenuItem>
        </TextInput>
      )}
    </Stack>
  );
}

/**
 * One `{signal, rule}`: the signal with its detected type, then only the inputs its choices use. Hidden inputs keep
 * their text (switching back restores it) but are left out of the request.
 */
export function ConditionEditor({ path, label, title, actions }: ConditionEditorProps) {
  const { classify, csvMode, ready } = useBuilder();
  const { getValues, setValue, control } = useFormContext<ConditionFormShape>();
  // Undo can take a block back to no conditions a render before the editor for its first one is removed.
  const condition = useWatch<ConditionFormShape, ConditionPath>({ control, name: path }) ?? NO_CONDITION;
  const info = classify(condition.signal);
  const layout = conditionLayout(condition, info, csvMode);
  const qualifierSwitch = useController<ConditionFormShape, `${ConditionPath}.use_qualifier`>({
    name: `${path}.use_qualifier`,
  });

  /** A choice that starts needing a period fills an empty one with a typical value rather than an error. */
  const fillPeriod = (period: string | undefined) => {
    if (period && getValues(`${path}.period`).trim() === '')
      setValue(`${path}.period`, period, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.25, sm: 1.5 } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5, minHeight: 32 }}>
        <Typography variant="subtitle2" component="h3">
          {title}
        </Typography>
        {ready && <SignalTypeChip type={layout.signalType} info={info} />}
        {info.catalogueItem && <IndicatorInfo item={info.catalogueItem} path={path} canFill={layout.showExtremes} />}
        <Box sx={{ flexGrow: 1 }} />
        {actions}
      </Stack>
      <Stack spacing={1.5}>
        <SignalField path={path} info={info} />
        {layout.showExtremes && <ExtremeFields path={path} info={info} />}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextInput
            select
            name={`${path}.comparison_type`}
            label="Compare with"
            fullWidth
            onValueChange={(next) => {
              if (next === 'SVMA' || next === 'SVEMA') fillPeriod(DEFAULT_MA_PERIOD);
            }}
          >
            {layout.comparisonTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {COMPARISON_LABEL[type]}
              </MenuItem>
            ))}
          </TextInput>
          <TextInput
            select
            name={`${path}.type_name`}
            label="Operator"
            fullWidth
            helperText={OPERATOR_HELP[condition.type_name]}
            onValueChange={(next) => {
              const operator = OperatorNameSchema.safeParse(next);
              if (operator.success && operatorNeedsPeriod(operator.data)) fillPeriod(TYPICAL_PERIOD[operator.data]);
            }}
          >
            {OPERATOR_GROUPS.flatMap((group) => [
              // MUI's Select marks every child as an option; aria-disabled tells a screen reader a heading is not one.
              <ListSubheader key={group.label} aria-disabled="true">
                {group.label}
              </ListSubheader>,
              ...group.operators.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              )),
            ])}
          </TextInput>
        </Stack>
        {(layout.showValue || layout.showPeriod) && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {layout.showValue && (
              <TextInput
                name={`${path}.comparison_value`}
                label="Value"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                fullWidth
              />
            )}
            {layout.showPeriod && (
              <TextInput
                name={`${path}.period`}
                label="Period (bars)"
                helperText={
                  layout.showValue
                    ? undefined
                    : `Bars of the ${condition.comparison_type === 'SVEMA' ? 'exponential' : 'simple'} moving average`
                }
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                fullWidth
              />
            )}
          </Stack>
        )}
        {layout.offerQualifier && (
          <FormControlLabel
            control={
              <Switch
                checked={qualifierSwitch.field.value}
                onChange={(event) => {
                  qualifierSwitch.field.onChange(event.target.checked);
                  // The operator's own transform is not offered again: a new qualifier starts on another one.
                  const operator = getValues(`${path}.type_name`);
                  if (event.target.checked && getValues(`${path}.qualifier_operator`) === operator)
                    setValue(
                      `${path}.qualifier_operator`,
                      QUALIFIER_NAMES.find((name) => name !== operator) ?? operator,
                      { shouldDirty: true },
                    );
                }}
              />
            }
            label="Add a qualifier"
          />
        )}
        {layout.showQualifier && (
          <QualifierFields path={path} showMaType={layout.showQualifierMaType} operator={condition.type_name} />
        )}
      </Stack>
    </Box>
  );
}
