import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import { useState } from 'react';
import { errorFields, errorText } from '../../../client/api-error.ts';
import { useSignalStudy } from '../../../client/signal-study-queries.ts';
import type { SignalStudyRequest } from '../../../contract/index.ts';
import { MAX_STUDY_HORIZON_BARS, MAX_STUDY_HORIZONS } from '../../../contract/index.ts';
import type { ResearchProps } from './research-context.ts';
import type { StudyFieldErrors, StudyFormText } from './signal-study-form.ts';
import { DEFAULT_STUDY_FORM, NO_FIELD_ERRORS, studyFieldErrors, studyRequest } from './signal-study-form.ts';
import { SignalStudyResult } from './signal-study-result.tsx';

/**
 * The signal study of the builder's entry rule: what the price did 1 week to 1 year after each bar where the entry
 * fired, against every bar of the window. It reads the strategy on screen when it runs; the exit and risk control
 * play no part.
 */
export function SignalStudyTab({ getRequest }: ResearchProps) {
  const [form, setForm] = useState<StudyFormText>(DEFAULT_STUDY_FORM);
  const [checked, setChecked] = useState<StudyFieldErrors>(NO_FIELD_ERRORS);
  const [asked, setAsked] = useState<SignalStudyRequest | null>(null);
  const study = useSignalStudy();

  const run = () => {
    const built = studyRequest(getRequest(), form);
    if (!built.ok) {
      setChecked(built.errors);
      study.reset();
      return;
    }
    setChecked(NO_FIELD_ERRORS);
    setAsked(built.request);
    study.mutate(built.request);
  };

  const answered = study.error ? studyFieldErrors(errorFields(study.error), asked?.horizons ?? []) : NO_FIELD_ERRORS;
  const horizonsError = checked.horizons ?? answered.horizons;
  const gapError = checked.minGap ?? answered.minGap;
  const edit = (key: keyof StudyFormText) => (event: ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));

  return (
    <Stack spacing={2} sx={{ pt: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        What the price did after each bar where the entry rule fires, against every bar of the strategy’s window. The
        exit and risk control play no part.
      </Typography>
      <Stack
        component="form"
        aria-label="Signal study settings"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          run();
        }}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          label="Horizons (bars)"
          name="horizons"
          value={form.horizons}
          onChange={edit('horizons')}
          error={horizonsError !== undefined}
          helperText={
            horizonsError ??
            `Whole numbers of bars after the signal, separated by commas: at most ${MAX_STUDY_HORIZONS}, each up to ${MAX_STUDY_HORIZON_BARS.toLocaleString('en-US')}`
          }
          size="small"
          sx={{ flex: 2, minWidth: 0 }}
        />
        <TextField
          label="Minimum gap (bars)"
          name="min_gap"
          value={form.minGap}
          onChange={edit('minGap')}
          error={gapError !== undefined}
          helperText={gapError ?? 'A signal within this many bars after the last counted one is skipped'}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <Box sx={{ flexShrink: 0 }}>
          <Button type="submit" variant="contained" disabled={study.isPending}>
            {study.isPending ? 'Running…' : 'Run signal study'}
          </Button>
        </Box>
      </Stack>
      {study.isPending && <LinearProgress aria-label="Running the signal study" />}
      {study.isError && (
        <Alert severity="error">
          The signal study could not run: {errorText(study.error)}
          {answered.other.length > 0 && (
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {answered.other.map((e) => (
                <li key={`${e.path}:${e.message}`}>
                  <strong>{e.path || 'request'}</strong>: {e.message}
                </li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      {study.isSuccess && asked && <SignalStudyResult study={study.data} request={asked} />}
    </Stack>
  );
}
