import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController } from 'react-hook-form';
import { useDatasets } from '../../client/queries.ts';
import type { DatasetSummary } from '../../contract/index.ts';
import type { StrategyFormValues } from './form-values.ts';
import { TextInput } from './text-input.tsx';

function SymbolPicker({ datasets }: { datasets: readonly DatasetSummary[] }) {
  const { field, fieldState } = useController<StrategyFormValues, 'symbol'>({ name: 'symbol' });
  const prices = datasets.filter((d) => d.kind === 'price');
  const origin = new Map(prices.map((d) => [d.symbol, `${d.origin} · ${d.first} to ${d.last}`]));
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      options={prices.map((d) => d.symbol)}
      value={field.value}
      inputValue={field.value}
      // Tickers are upper case everywhere in the service; typing "spx" means SPX.
      onInputChange={(_event, text) => field.onChange(text.toUpperCase())}
      onChange={(_event, symbol) => field.onChange((symbol ?? '').toUpperCase())}
      onBlur={field.onBlur}
      renderOption={({ key, ...props }, symbol) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography variant="body2">{symbol}</Typography>
          <Typography variant="caption" color="text.secondary">
            {origin.get(symbol)}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Symbol"
          inputRef={field.ref}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? 'Ticker of the price data, e.g. SPX'}
        />
      )}
    />
  );
}

function LibrarySymbolPicker() {
  const datasets = useDatasets();
  return <SymbolPicker datasets={datasets.data ?? []} />;
}

/** Symbol, name and description. The data library's symbols are offered only where there is a library. */
export function StrategyDetails({ hasLibrary }: { hasLibrary: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 2fr)' } }}>
      {hasLibrary ? <LibrarySymbolPicker /> : <SymbolPicker datasets={[]} />}
      <TextInput name="name" label="Strategy name" helperText="Shown in the task list" />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput
          name="description"
          label="Description"
          helperText="What the strategy is about; sent as description.introduction"
          multiline
          minRows={2}
          fullWidth
        />
      </Box>
    </Box>
  );
}
