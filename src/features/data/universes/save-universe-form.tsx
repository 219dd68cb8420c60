import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useSaveUniverse } from '../../../client/universe-queries.ts';
import { CsvDropZone } from '../../../ui/file-drop/csv-drop-zone.tsx';
import type { DroppedFile } from '../../../ui/file-drop/dropped-file.ts';
import { FormTextField } from '../../../ui/form/form-text-field.tsx';
import { placeSubmitFailure } from '../../../ui/tasks/submit-failure.ts';
import type { SaveUniverseRequest, SaveUniverseValues } from './save-universe-schema.ts';
import { SAVE_UNIVERSE_DEFAULTS, saveUniverseSchema } from './save-universe-schema.ts';
import { nameFromFile, parseUniverseCsv } from './universe-csv.ts';

const FIELDS = ['name', 'symbols'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = { name: 'Name', symbols: 'Symbols' };
const fieldOf = (path: string): Field | undefined => FIELDS.find((f) => path === f || path.startsWith(`${f}.`));

/**
 * Saves a user universe from a name and a pasted list, or a CSV file read into those fields for review first; the
 * service's refusal shows on the field it names.
 */
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

  const [fileNote, setFileNote] = useState<{ ok: boolean; lines: string[] } | null>(null);

  // A file fills the fields without losing what was typed: its members go after the typed ones, its name only
  // into an empty Name.
  const readFile = ({ fileName, text }: DroppedFile) => {
    const read = parseUniverseCsv(text);
    if (!read.ok) {
      setFileNote({ ok: false, lines: [`${fileName} was not read:`, ...read.problems] });
      return;
    }
    const { symbols, sectors } = read.universe;
    const typed = form.getValues('symbols').trim();
    form.setValue('symbols', typed === '' ? symbols.join(', ') : `${typed}\n${symbols.join(', ')}`, {
      shouldDirty: true,
    });
    form.setValue('sectors', { ...form.getValues('sectors'), ...sectors });
    if (form.getValues('name').trim() === '') form.setValue('name', nameFromFile(fileName), { shouldDirty: true });
    const withSectors = Object.keys(sectors).length;
    setFileNote({
      ok: true,
      lines: [
        `Read ${symbols.length} symbols${withSectors ? ` (${withSectors} with a sector)` : ''} from ${fileName}` +
          `${typed === '' ? '' : ', after the ones typed'}: review them and save.`,
      ],
    });
  };

  const submit = form.handleSubmit((request) => {
    setFailure([]);
    setSaved(null);
    save.mutate(request, {
      onSuccess: (universe) => {
        setSaved(`Saved ${universe.name} with ${universe.symbols.length} symbols.`);
        setFileNote(null);
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
            <CsvDropZone
              dense
              inputLabel="Universe CSV file"
              chooseLabel="Choose a universe CSV"
              title="Or drop a universe CSV here"
              hint="A column named Symbol or Ticker (any case), optionally a Sector column; the fields above are filled for you to review."
              onFile={readFile}
            />
            {fileNote && (
              <Alert severity={fileNote.ok ? 'info' : 'error'} aria-label="Universe file">
                {fileNote.lines.map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </Alert>
            )}
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
