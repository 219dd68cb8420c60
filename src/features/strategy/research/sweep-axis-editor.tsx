import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { usePriceSymbols } from '../../../client/analytics-queries.ts';
import { SWEEP_MAX_AXES } from '../../../contract/index.ts';
import type { AxesCheck, AxisDraft } from './sweep-axes.ts';
import { combinationsText, newDraft, valueText } from './sweep-axes.ts';
import type { SweepableField } from '../../../ui/research/sweepable-fields.ts';
import { UniverseFill } from '../../../ui/universe/universe-fill.tsx';

export interface SweepAxisEditorProps {
  /** What the strategy on screen lets a sweep vary. */
  fields: readonly SweepableField[];
  drafts: readonly AxisDraft[];
  onChange: (drafts: AxisDraft[]) => void;
  check: AxesCheck;
  /** A service's words on an axis (a 400 naming `axes.0.path`), by the axis's index. */
  serviceErrors?: Record<number, string>;
  disabled?: boolean;
}

let nextKey = 0;
const newKey = () => `axis-${Date.now().toString(36)}-${++nextKey}`;

/** The fields as menu items, each with its value now (labels already say Entry, Exit, Stop-loss...). */
function fieldOptions(fields: readonly SweepableField[]) {
  return fields.map((f) => (
    <MenuItem key={f.id} value={f.id}>
      {f.label}
      {f.current !== null && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
          {' '}
          (now {valueText(f.current)})
        </Typography>
      )}
    </MenuItem>
  ));
}

function SymbolsField({
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  value: string[];
  onChange: (symbols: string[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const symbols = usePriceSymbols();
  const options = useMemo(() => (symbols.data ?? []).map((d) => d.symbol), [symbols.data]);
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      disabled={disabled}
      options={options}
      value={value}
      // A typed comma list ("SPX, NDX") is split into symbols.
      onChange={(_, next) =>
        onChange([
          ...new Set(
            next
              .flatMap((s) => s.split(','))
              .map((s) => s.trim().toUpperCase())
              .filter(Boolean),
          ),
        ])
      }
      filterSelectedOptions
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={
            error ??
            (options.length
              ? 'Pick symbols of the data library, or type tickers (Enter or a comma after each)'
              : 'Type tickers, Enter or a comma after each')
          }
        />
      )}
      sx={{ gridColumn: { xs: '1 / -1', sm: 'span 3' }, gridRow: { xs: 2, sm: 'auto' }, minWidth: 0 }}
    />
  );
}

/**
 * The ranges of a sweep (or walk-forward): up to three, each a field of the strategy and the values it takes
 * (from, to, step; or a list of symbols), with the number of combinations they make, live.
 */
export function SweepAxisEditor({
  fields,
  drafts,
  onChange,
  check,
  serviceErrors = {},
  disabled,
}: SweepAxisEditorProps) {
  const used = new Set(drafts.map((d) => d.fieldId));
  const add = () => {
    const field = fields.find((f) => !used.has(f.id) && f.kind !== 'symbol') ?? fields.find((f) => !used.has(f.id));
    if (field) onChange([...drafts, newDraft(field, newKey())]);
  };
  const update = (i: number, draft: AxisDraft) => onChange(drafts.map((d, j) => (j === i ? draft : d)));
  const remove = (i: number) => onChange(drafts.filter((_, j) => j !== i));
  const byId = new Map(fields.map((f) => [f.id, f]));
  const countLine =
    drafts.length === 0 ? 'No range yet: add one to sweep a field.' : `${combinationsText(check.count)} to run.`;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {drafts.map((draft, i) => {
        const field = byId.get(draft.fieldId);
        const problem = check.problems[draft.key] ?? serviceErrors[i];
        const number = field?.kind !== 'symbol';
        const count = check.axes.find((a) => a.draft.key === draft.key)?.count;
        const title = `Range ${i + 1}`;
        return (
          <Box
            key={draft.key}
            component="fieldset"
            aria-label={title}
            disabled={disabled}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, px: 1.5, pt: 0.5, pb: 1.5, minWidth: 0 }}
          >
            <Box component="legend" sx={{ px: 0.5, typography: 'subtitle2' }}>
              {title}
            </Box>
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                alignItems: 'start',
                gridTemplateColumns: {
                  xs: 'repeat(3, minmax(0, 1fr)) auto',
                  sm: 'minmax(0, 2fr) repeat(3, minmax(0, 1fr)) auto',
                },
              }}
            >
              <TextField
                select
                label="Field"
                value={field ? draft.fieldId : ''}
                onChange={(e) => {
                  const next = byId.get(e.target.value);
                  if (next) update(i, newDraft(next, draft.key));
                }}
                error={!field}
                helperText={
                  field
                    ? count !== undefined
                      ? `${count.toLocaleString('en-US')} value${count === 1 ? '' : 's'}`
                      : ' '
                    : 'No longer in the strategy'
                }
                slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } } } }}
                sx={{ minWidth: 0, gridColumn: { xs: '1 / 4', sm: 'auto' } }}
              >
                {fieldOptions(fields)}
              </TextField>
              {number ? (
                (['from', 'to', 'step'] as const).map((key) => (
                  <TextField
                    key={key}
                    label={key === 'from' ? 'From' : key === 'to' ? 'To' : 'Step'}
                    value={draft[key]}
                    onChange={(e) => update(i, { ...draft, [key]: e.target.value })}
                    slotProps={{ htmlInput: { inputMode: 'decimal', spellCheck: false } }}
                    sx={{ minWidth: 0 }}
                  />
                ))
              ) : (
                <SymbolsField
                  label="Symbols"
                  value={draft.symbols}
                  onChange={(symbols) => update(i, { ...draft, symbols })}
                  disabled={disabled}
                />
              )}
              <IconButton
                aria-label={`Remove range ${i + 1}`}
                onClick={() => remove(i)}
                sx={{ mt: 1, gridColumn: { xs: 4, sm: 'auto' }, gridRow: { xs: 1, sm: 'auto' } }}
              >
                <DeleteOutlineIcon />
              </IconButton>
              {!number && (
                <UniverseFill
                  current={draft.symbols}
                  onFill={(symbols) => update(i, { ...draft, symbols })}
                  {...(disabled !== undefined && { disabled })}
                  sx={{ gridColumn: '1 / -1', maxWidth: 480, minWidth: 0 }}
                />
              )}
            </Box>
            {problem && (
              <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
                {problem}
              </Typography>
            )}
          </Box>
        );
      })}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={add}
          disabled={disabled || drafts.length >= SWEEP_MAX_AXES || fields.length === 0}
        >
          Add range
        </Button>
        <Typography variant="body2" role="status" aria-label="Combinations" sx={{ fontWeight: 600 }}>
          {countLine}
        </Typography>
        {drafts.length >= SWEEP_MAX_AXES && (
          <Typography variant="body2" color="text.secondary">
            At most {SWEEP_MAX_AXES} ranges.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
