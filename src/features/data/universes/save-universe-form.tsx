import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useSaveUniverse } from '../../../client/universe-queries.ts';
import { FormTextField } from '../../../ui/form/form-text-field.tsx';
import { placeSubmitFailure } from '../../../ui/tasks/submit-failure.ts';
import type { SaveUniverseRequest, SaveUniverseValues } from './save-universe-schema.ts';
import { SAVE_UNIVERSE_DEFAULTS, saveUniverseSchema } from './save-universe-schema.ts';

const FIELDS = ['name', 'symbols'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = { name: 'Name', symbols: 'Symbols' };
const fieldOf = (path: string): Field | undefined => FIELDS.find((f) => path === f || path.startsWith(`${f}.`));

/** Saves a user universe from a name and a pasted list; the service's refusal shows on the field it names. */
export function SaveUniverseForm() {
  const form = useForm<SaveUniverseValues, unknown, SaveUniverseRequest>({
    defaultValues: SAVE_UNIVERSE_DEFAULTS,
    resolver: zodResolver(saveUniverseSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const save = useSaveUniverse();
  const [failure, setFailure] = useState<string[]>([]);
  const [saved, setSaved] = useState<string | null>(null);

  const submit = form.handleSubmit((request) => {
    setFailure([]);
    setSaved(null);
    save.mutate(request, {
      onSuccess: (universe) => {
        setSaved(`Saved ${universe.name} with ${universe.symbols.length} symbols.`);
        form.reset(SAVE_UNIVERSE_DEFAULTS);
      },
      onError: (error) => {
        const setError = (field: (typeof FIELDS)[number], message: string) =>
          form.setError(field, { type: 'server', message });
        setFailure(placeSubmitFailure(error, { fieldOf, labels: LABELS, fields: FIELDS }, setError));
      },
    });
  });

  return (
    <Box sx={{ p: 2 }}>
      <FormProvider {...form}>
        <Box component="form" noValidate aria-label="Save a universe" onSubmit={(event) => void submit(event)}>
          <Stack spacing={1.5}>
            <FormTextField<SaveUniverseValues>
              name="name"
              label="Name"
              helperText="Letters, digits, spaces and & - _ . (at most 60); saving under a name you used replaces it"
              sx={{ maxWidth: 420 }}
            />
            <FormTextField<SaveUniverseValues>
              name="symbols"
              label="Symbols"
              multiline
              minRows={2}
              maxRows={8}
              helperText="Paste or type symbols, separated by commas, spaces or new lines (e.g. AAPL, MSFT, BRK-B)"
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
              fullWidth
            />
            <Box>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {save.isPending ? 'Saving…' : 'Save universe'}
              </Button>
            </Box>
          </Stack>
        </Box>
      </FormProvider>
      {failure.length > 0 && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          The universe could not be saved: {failure.join(' ')}
        </Alert>
      )}
      {saved && (
        <Alert severity="success" sx={{ mt: 1.5 }}>
          {saved}
        </Alert>
      )}
    </Box>
  );
}
