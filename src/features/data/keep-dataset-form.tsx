import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useDatasets, useSaveDataset } from '../../client/queries.ts';
import type { DatasetKind, DatasetSummary, DatasetSymbolKind } from '../../contract/index.ts';
import type { DroppedFile } from '../../ui/file-drop/dropped-file.ts';
import { ConfirmDialog } from '../../ui/table/confirm-dialog.tsx';
import { formatWhole } from '../../ui/table/format.ts';
import { KIND_HELP, KIND_LABEL, SYMBOL_KIND_LABEL } from './dataset-kinds.ts';
import { likelySymbolKind, symbolFromFileName } from './dataset-symbol.ts';
import type { KeepDatasetValues } from './keep-dataset-schema.ts';
import { keepDatasetSchema } from './keep-dataset-schema.ts';

type Kind = DatasetKind;

export interface KeepDatasetFormProps {
  file: DroppedFile;
  /** Indicator for a file without price columns (a date and a value per row), options for an option chain. */
  defaultKind?: Kind;
  /** The symbol to suggest (the file's own ticker column, or a clean name from the file name); else from the name. */
  defaultSymbol?: string;
}

/**
 * What keeping under `symbol` would replace: a kept file of any kind (they share one name space), or a sample price or
 * indicator of that symbol. Not a sample of another kind or a sample chain: a chain named SPY leaves the SPY prices
 * alone, and the sample chain steps aside for any kept chain, whatever its name (keptText says so).
 */
function replaced(datasets: DatasetSummary[] | undefined, symbol: string, kind: Kind): DatasetSummary | undefined {
  return datasets?.find(
    (d) => d.symbol.toUpperCase() === symbol && (d.source === 'user' || (d.kind === kind && kind !== 'options')),
  );
}

function keptText(kept: DatasetSummary): string {
  return kept.kind === 'options'
    ? 'The option scanner now reads the chains you kept (the made-up sample chain is set aside while you keep any).'
    : `Strategies can now use the symbol ${kept.symbol}.`;
}

function replaceText(existing: DatasetSummary, symbol: string): string {
  if (existing.source === 'sample')
    return `${symbol} is a bundled sample. While you keep your file, strategies on ${symbol} use it instead of the sample; removing your file brings the sample back.`;
  return `${symbol} already holds ${existing.origin} (${formatWhole(existing.rows)} rows, ${existing.first} to ${existing.last}). It will be replaced by this file.`;
}

/** Keeps a dropped file in the data library under a symbol the user confirms (asking before replacing one). */
export function KeepDatasetForm({ file, defaultKind = 'price', defaultSymbol }: KeepDatasetFormProps) {
  const [defaultValues] = useState((): KeepDatasetValues => {
    const symbol = defaultSymbol || symbolFromFileName(file.fileName, defaultKind !== 'price');
    // Scanners pick stocks or ETFs by it; most files analysts drop are single stocks, an index says so by its name.
    return { symbol, kind: defaultKind, symbolKind: likelySymbolKind(symbol) };
  });
  const form = useForm<KeepDatasetValues>({
    defaultValues,
    resolver: zodResolver(keepDatasetSchema),
    // Checked when the field is left, then as it is typed.
    mode: 'onTouched',
  });
  const symbolField = useController({ control: form.control, name: 'symbol' });
  const kindField = useController({ control: form.control, name: 'kind' });
  const symbolKindField = useController({ control: form.control, name: 'symbolKind' });
  const symbol = useWatch({ control: form.control, name: 'symbol' });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const [replacing, setReplacing] = useState<(KeepDatasetValues & { existing: DatasetSummary }) | null>(null);
  const datasets = useDatasets();
  const save = useSaveDataset();
  const problem = symbolField.fieldState.error?.message;

  const keep = ({ symbol, kind, symbolKind }: KeepDatasetValues) => {
    setReplacing(null);
    save.mutate({
      symbol,
      kind,
      fileName: file.fileName,
      text: file.text,
      ...(kind === 'price' ? { symbolKind } : {}),
    });
  };

  const onValid = (values: KeepDatasetValues) => {
    const existing = replaced(datasets.data, values.symbol, values.kind);
    if (existing) setReplacing({ ...values, existing });
    else keep(values);
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Keep in the data library"
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={kind === 'options' ? 'Chain name' : 'Symbol'}
          name={symbolField.field.name}
          value={symbolField.field.value}
          inputRef={symbolField.field.ref}
          onChange={(e) => {
            // Symbols are upper case; typing "spx" should just work.
            symbolField.field.onChange(e.target.value.toUpperCase().trim());
            save.reset();
          }}
          onBlur={symbolField.field.onBlur}
          error={problem !== undefined}
          helperText={
            problem ??
            (kind === 'options' ? 'A name for this chain in the library' : 'The name strategies use for this data')
          }
          slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters', spellCheck: false } }}
          sx={{ minWidth: 180 }}
        />
        <TextField
          select
          label="Kind"
          name={kindField.field.name}
          value={kindField.field.value}
          inputRef={kindField.field.ref}
          onChange={kindField.field.onChange}
          helperText={KIND_HELP[kind]}
          sx={{ minWidth: 160 }}
        >
          {(Object.keys(KIND_LABEL) as Kind[]).map((k) => (
            <MenuItem key={k} value={k}>
              {KIND_LABEL[k]}
            </MenuItem>
          ))}
        </TextField>
        {kind === 'price' && (
          <TextField
            select
            label="Symbol kind"
            name={symbolKindField.field.name}
            value={symbolKindField.field.value}
            inputRef={symbolKindField.field.ref}
            onChange={symbolKindField.field.onChange}
            helperText="The scanners scan indices with the ETFs"
            sx={{ minWidth: 140 }}
          >
            {(Object.keys(SYMBOL_KIND_LABEL) as DatasetSymbolKind[]).map((k) => (
              <MenuItem key={k} value={k}>
                {SYMBOL_KIND_LABEL[k]}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ whiteSpace: 'nowrap' }}>
          Keep in the data library
        </Button>
      </Stack>
      {save.isSuccess && (
        <Alert severity="success" role="status" sx={{ mt: 1.5 }}>
          Kept as {save.data.symbol} in the data library ({formatWhole(save.data.rows)} rows). {keptText(save.data)}
        </Alert>
      )}
      {save.isError && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          It could not be kept: {save.error.message}
        </Alert>
      )}
      <ConfirmDialog
        open={replacing !== null}
        title={`Replace ${replacing?.symbol ?? symbol}?`}
        confirmLabel="Replace"
        onConfirm={() => replacing && keep(replacing)}
        onClose={() => setReplacing(null)}
      >
        {replacing && replaceText(replacing.existing, replacing.symbol)}
      </ConfirmDialog>
    </Box>
  );
}
