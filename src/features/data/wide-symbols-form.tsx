import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useDatasets } from '../../client/queries.ts';
import type { CsvReading, DatasetSymbolKind } from '../../contract/index.ts';
import { formatWhole } from '../../ui/table/format.ts';
import { SYMBOL_KIND_LABEL } from './dataset-kinds.ts';
import { symbolProblem } from './dataset-symbol.ts';
import { useSaveWide } from './use-save-wide.ts';

export interface WideSymbolsFormProps {
  reading: CsvReading;
  /** The file as dropped: the worker reads it again to keep the chosen columns. */
  text: string;
}

/** "EEM, EWG and TIP". */
function listed(symbols: readonly string[]): string {
  if (symbols.length <= 1) return symbols.join('');
  return `${symbols.slice(0, -1).join(', ')} and ${symbols[symbols.length - 1]}`;
}

/**
 * Which columns of a wide close file to keep, each as a symbol of its own, and their kind (ETF unless said: such
 * files hold fund closes). Names the symbols that keeping would replace in the library.
 */
export function WideSymbolsForm({ reading, text }: WideSymbolsFormProps) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(reading.symbols.map((s) => s.column)));
  const [symbolKind, setSymbolKind] = useState<DatasetSymbolKind>('etf');
  const datasets = useDatasets();
  const save = useSaveWide();
  const picked = reading.symbols.filter((s) => chosen.has(s.column));
  const invalid = picked.filter((s) => symbolProblem(s.symbol) !== null).map((s) => s.symbol);
  const inLibrary = new Set(datasets.data?.filter((d) => d.kind === 'price').map((d) => d.symbol.toUpperCase()));
  const replaced = picked.filter((s) => inLibrary.has(s.symbol)).map((s) => s.symbol);

  const toggle = (column: string) => {
    save.reset();
    setChosen((before) => {
      const next = new Set(before);
      if (!next.delete(column)) next.add(column);
      return next;
    });
  };
  const setAll = (all: boolean) => {
    save.reset();
    setChosen(new Set(all ? reading.symbols.map((s) => s.column) : []));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (picked.length === 0 || invalid.length > 0) return;
    save.mutate({
      fileName: reading.fileName,
      text,
      columns: picked.map((s) => ({ column: s.column, symbol: s.symbol })),
      symbolKind,
      ...(reading.dates === 'day-first' || reading.dates === 'month-first' ? { dateOrder: reading.dates } : {}),
      thousands: reading.thousands !== null,
    });
  };

  const count = picked.length === 1 ? '1 symbol' : `${formatWhole(picked.length)} symbols`;
  return (
    <Box component="form" noValidate aria-label="Keep symbols in the data library" onSubmit={onSubmit}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ mr: 1 }}>
          Symbols to keep ({formatWhole(picked.length)} of {formatWhole(reading.symbols.length)})
        </Typography>
        <Button size="small" onClick={() => setAll(true)}>
          Select all
        </Button>
        <Button size="small" onClick={() => setAll(false)}>
          Select none
        </Button>
      </Stack>
      <TableContainer sx={{ maxHeight: 360, maxWidth: 640, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label={`Symbols of ${reading.fileName}`}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">Keep</TableCell>
              <TableCell>Symbol</TableCell>
              <TableCell align="right">Rows</TableCell>
              <TableCell>First</TableCell>
              <TableCell>Last</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {reading.symbols.map((s) => (
              <TableRow key={s.column} hover>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={chosen.has(s.column)}
                    onChange={() => toggle(s.column)}
                    slotProps={{ input: { 'aria-label': `Keep ${s.symbol}` } }}
                  />
                </TableCell>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {s.symbol}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatWhole(s.rows)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{s.first}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{s.last}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {invalid.length > 0 && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {listed(invalid)} cannot be a symbol (1 to 20 capital letters, digits or . _ ^ -): leave{' '}
          {invalid.length === 1 ? 'it' : 'them'} out, or rename the column in the file.
        </Alert>
      )}
      {replaced.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {listed(replaced)} {replaced.length === 1 ? 'is' : 'are'} in the data library already: keeping replaces{' '}
          {replaced.length === 1 ? 'it' : 'them'} (a bundled sample comes back when you remove your file).
        </Alert>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 2, alignItems: { xs: 'stretch', sm: 'flex-start' } }}
      >
        <TextField
          select
          label="Symbol kind"
          value={symbolKind}
          onChange={(e) => setSymbolKind(e.target.value as DatasetSymbolKind)}
          helperText="Of every symbol kept; the scanners scan indices with the ETFs"
          sx={{ minWidth: 160, maxWidth: { sm: 260 } }}
        >
          {(Object.keys(SYMBOL_KIND_LABEL) as DatasetSymbolKind[]).map((k) => (
            <MenuItem key={k} value={k}>
              {SYMBOL_KIND_LABEL[k]}
            </MenuItem>
          ))}
        </TextField>
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending || picked.length === 0 || invalid.length > 0}
          sx={{ whiteSpace: 'nowrap' }}
        >
          Keep {count} in the data library
        </Button>
      </Stack>
      {save.isSuccess && (
        <Alert severity="success" role="status" sx={{ mt: 1.5 }}>
          Kept {save.data.length === 1 ? '1 symbol' : `${formatWhole(save.data.length)} symbols`} in the data library:{' '}
          {listed(save.data.map((d) => d.symbol))}. Strategies can now use them.
        </Alert>
      )}
      {save.isError && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          They could not be kept: {save.error.message}
        </Alert>
      )}
    </Box>
  );
}
