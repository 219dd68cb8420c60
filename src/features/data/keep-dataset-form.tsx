import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useDatasets, useSaveDataset } from '../../client/queries.ts';
import type { DatasetSummary } from '../../contract/index.ts';
import type { DroppedFile } from '../../ui/file-drop/dropped-file.ts';
import { ConfirmDialog } from '../../ui/table/confirm-dialog.tsx';
import { formatCount } from '../../ui/table/format.ts';
import { symbolFromFileName, symbolProblem } from './dataset-symbol.ts';

type Kind = DatasetSummary['kind'];

export interface KeepDatasetFormProps {
  file: DroppedFile;
  /** Indicator for a file without price columns (a date and a value per row). */
  defaultKind?: Kind;
}

function replaceText(existing: DatasetSummary, symbol: string): string {
  if (existing.source === 'sample')
    return `${symbol} is a bundled sample. While you keep your file, strategies on ${symbol} use it instead of the sample; removing your file brings the sample back.`;
  return `${symbol} already holds ${existing.origin} (${formatCount(existing.rows)} rows, ${existing.first} to ${existing.last}). It will be replaced by this file.`;
}

/** Keeps a dropped file in the data library under a symbol the user confirms (asking before replacing one). */
export function KeepDatasetForm({ file, defaultKind = 'price' }: KeepDatasetFormProps) {
  const [symbol, setSymbol] = useState(() => symbolFromFileName(file.fileName));
  const [kind, setKind] = useState<Kind>(defaultKind);
  const [checked, setChecked] = useState(false);
  const [replacing, setReplacing] = useState<DatasetSummary | null>(null);
  const datasets = useDatasets();
  const save = useSaveDataset();
  const problem = symbolProblem(symbol);
  const showProblem = checked && problem !== null;

  const keep = () => {
    setReplacing(null);
    save.mutate({ symbol, kind, fileName: file.fileName, text: file.text });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem) return;
    const existing = datasets.data?.find((d) => d.symbol.toUpperCase() === symbol);
    if (existing) setReplacing(existing);
    else keep();
  };

  return (
    <Box component="form" noValidate aria-label="Keep in the data library" onSubmit={onSubmit}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Symbol"
          value={symbol}
          onChange={(e) => {
            // Symbols are upper case; typing "spx" should just work.
            setSymbol(e.target.value.toUpperCase().trim());
            save.reset();
          }}
          onBlur={() => setChecked(true)}
          error={showProblem}
          helperText={showProblem ? problem : 'The name strategies use for this data'}
          slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters', spellCheck: false } }}
          sx={{ minWidth: 180 }}
        />
        <TextField
          select
          label="Kind"
          value={kind}
          onChange={(e) => setKind(e.target.value as Kind)}
          helperText={kind === 'price' ? 'Open, high, low, close prices' : 'A dated value series'}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="price">Price</MenuItem>
          <MenuItem value="indicator">Indicator</MenuItem>
        </TextField>
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ whiteSpace: 'nowrap' }}>
          Keep in the data library
        </Button>
      </Stack>
      {save.isSuccess && (
        <Alert severity="success" role="status" sx={{ mt: 1.5 }}>
          Kept as {save.data.symbol} in the data library ({formatCount(save.data.rows)} rows). Strategies can now use
          the symbol {save.data.symbol}.
        </Alert>
      )}
      {save.isError && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          It could not be kept: {save.error.message}
        </Alert>
      )}
      <ConfirmDialog
        open={replacing !== null}
        title={`Replace ${symbol}?`}
        confirmLabel="Replace"
        onConfirm={keep}
        onClose={() => setReplacing(null)}
      >
        {replacing && replaceText(replacing, symbol)}
      </ConfirmDialog>
    </Box>
  );
}
