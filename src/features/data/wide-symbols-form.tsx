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
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useDatasets } from '../../client/queries.ts';
import type { CsvReading, DatasetSymbolKind } from '../../contract/index.ts';
import { formatWhole } from '../../ui/table/format.ts';
import { SYMBOL_KIND_LABEL } from './dataset-kinds.ts';
import { useSaveWide } from './use-save-wide.ts';
import type { WideSymbolsRequest, WideSymbolsValues } from './wide-symbols-schema.ts';
import { listed, pickedSymbols, unusableMessage, unusableSymbols, wideSymbolsSchema } from './wide-symbols-schema.ts';

export interface WideSymbolsFormProps {
  reading: CsvReading;
  /** The file as dropped: the worker reads it again to keep the chosen columns. */
  text: string;
}

/**
 * Which columns of a wide close file to keep, each as a symbol of its own, and their kind (ETF unless said: such
 * files hold fund closes). Names the symbols that keeping would replace in the library.
 */
export function WideSymbolsForm({ reading, text }: WideSymbolsFormProps) {
  const [schema] = useState(() => wideSymbolsSchema(reading.symbols));
  const form = useForm<WideSymbolsValues, unknown, WideSymbolsRequest>({
    defaultValues: { columns: reading.symbols.map((s) => s.column), symbolKind: 'etf' },
    resolver: zodResolver(schema),
  });
  const columnsField = useController({ control: form.control, name: 'columns' });
  const symbolKindField = useController({ control: form.control, name: 'symbolKind' });
  const columns = useWatch({ control: form.control, name: 'columns' });
  const datasets = useDatasets();
  const save = useSaveWide();
  // Said and checked as the boxes are ticked, not only on Keep: the button says how many would be kept.
  const picked = pickedSymbols(reading.symbols, columns);
  const invalid = unusableSymbols(picked);
  const inLibrary = new Set(datasets.data?.filter((d) => d.kind === 'price').map((d) => d.symbol.toUpperCase()));
  const replaced = picked.filter((s) => inLibrary.has(s.symbol)).map((s) => s.symbol);

  const setColumns = (next: string[]) => {
    save.reset();
    columnsField.field.onChange(next);
  };
  const toggle = (column: string) =>
    setColumns(columns.includes(column) ? columns.filter((c) => c !== column) : [...columns, column]);
  const setAll = (all: boolean) => setColumns(all ? reading.symbols.map((s) => s.column) : []);

  const keep = ({ columns, symbolKind }: WideSymbolsRequest) => {
    save.mutate({
      fileName: reading.fileName,
      text,
      columns,
      symbolKind,
      ...(reading.dates === 'day-first' || reading.dates === 'month-first' ? { dateOrder: reading.dates } : {}),
      thousands: reading.thousands !== null,
    });
  };

  const count = picked.length === 1 ? '1 symbol' : `${formatWhole(picked.length)} symbols`;
  return (
    <Box
      component="form"
      noValidate
      aria-label="Keep symbols in the data library"
      onSubmit={(event) => void form.handleSubmit(keep)(event)}
    >
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
                    checked={columns.includes(s.column)}
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
          {unusableMessage(invalid)}
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
          name={symbolKindField.field.name}
          value={symbolKindField.field.value}
          inputRef={symbolKindField.field.ref}
          onChange={symbolKindField.field.onChange}
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
