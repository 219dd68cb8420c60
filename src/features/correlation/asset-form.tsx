import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormProvider, useWatch } from 'react-hook-form';
import { useConnection } from '../../client/connection.tsx';
import type { AssetCorrRequest } from '../../contract/index.ts';
import { ASSET_UNIVERSE } from '../../contract/index.ts';
import type { AssetFormValues } from './asset-form-values.ts';
import { ASSET_FIELD_LABELS } from './asset-form-values.ts';
import { FormDateField, FormTickersField } from './bound-fields.tsx';
import { useLibraryTickers } from '../../ui/form/library-tickers.ts';
import { UniverseFill } from '../../ui/universe/universe-fill.tsx';

export interface AssetFormProps {
  form: UseFormReturn<AssetFormValues, unknown, AssetCorrRequest>;
  onRun: () => void;
}

const UNIVERSE = new Set<string>(ASSET_UNIVERSE);

/**
 * The period of the asset-correlation matrix and, in this browser, symbols of the data library to add to the spec's
 * universe (a server answers for its universe alone).
 */
export function AssetForm({ form, onRun }: AssetFormProps) {
  const { library, label } = useConnection();
  const tickers = useLibraryTickers();
  const added = useWatch({ control: form.control, name: 'symbols' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRun();
  };
  const absent = tickers.known ? added.filter((s) => !tickers.info(s)) : [];
  return (
    <FormProvider {...form}>
      <Paper
        component="form"
        variant="outlined"
        noValidate
        aria-label="Asset correlation settings"
        onSubmit={submit}
        sx={{ p: 2 }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          <FormDateField<AssetFormValues> name="start_date" label={ASSET_FIELD_LABELS.start_date} />
          <FormDateField<AssetFormValues> name="end_date" label={ASSET_FIELD_LABELS.end_date} deps={['start_date']} />
          {library && (
            <Box sx={{ flex: '1 1 280px', display: 'flex', minWidth: 0 }}>
              <FormTickersField<AssetFormValues>
                name="symbols"
                label={ASSET_FIELD_LABELS.symbols}
                tickers={tickers}
                options={tickers.symbols.filter((s) => !UNIVERSE.has(s))}
                placeholder="AAPL, SPY"
                helperText={
                  absent.length
                    ? `${absent.join(', ')} ${absent.length === 1 ? 'is' : 'are'} not in this browser's data library: keep ${absent.length === 1 ? 'it' : 'them'} on the Data screen first.`
                    : 'From the data library: bundled samples and files kept on the Data screen'
                }
              />
            </Box>
          )}
          {library && (
            <UniverseFill
              current={added}
              exclude={UNIVERSE}
              onFill={(symbols) => form.setValue('symbols', symbols, { shouldDirty: true, shouldValidate: true })}
              sx={{ flex: '0 1 280px', minWidth: 0 }}
            />
          )}
          <Button type="submit" variant="contained" sx={{ mt: { sm: 0.25 }, width: { xs: '100%', sm: 'auto' } }}>
            Run asset correlation
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          The spec’s universe: {ASSET_UNIVERSE.join(', ')}.{' '}
          {library
            ? 'Add any symbol of the data library to it; symbols without prices in the period are listed with the reason.'
            : `${label} answers for this universe only: adding symbols needs this browser’s data library.`}
        </Typography>
      </Paper>
    </FormProvider>
  );
}
