import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { errorFields, errorText } from '../../../client/api-error.ts';
import { useSignalStudy } from '../../../client/signal-study-queries.ts';
import type { SignalStudyRequest } from '../../../contract/index.ts';
import { MAX_STUDY_HORIZON_BARS, MAX_STUDY_HORIZONS } from '../../../contract/index.ts';
import { FormTextField } from '../../../ui/form/form-text-field.tsx';
import type { ResearchProps } from './research-context.ts';
import { DEFAULT_STUDY_FORM, NO_FIELD_ERRORS, studyFieldErrors } from './signal-study-form.ts';
import type { SignalStudyFormOptions, SignalStudyValues } from './signal-study-schema.ts';
import { signalStudySchema } from './signal-study-schema.ts';
import { SignalStudyResult } from './signal-study-result.tsx';

const Text: typeof FormTextField<SignalStudyValues> = FormTextField;

/**
 * The signal study of the builder's entry rule: what the price did 1 week to 1 year after each bar where the entry
 * fired, against every bar of the window. It reads the strategy on screen when it runs; the exit and risk control
 * play no part.
 */
export function SignalStudyTab({ getRequest }: ResearchProps) {
  const form = useForm<SignalStudyValues, unknown, SignalStudyFormOptions>({
    defaultValues: DEFAULT_STUDY_FORM,
    resolver: zodResolver(signalStudySchema),
    // A message stays until the next run, as the service's do.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const [asked, setAsked] = useState<SignalStudyRequest | null>(null);
  const study = useSignalStudy();

  const run = (options: SignalStudyFormOptions) => {
    const request = { ...getRequest(), ...options };
    setAsked(request);
    study.mutate(request, {
      onError: (error) => {
        const answered = studyFieldErrors(errorFields(error), request.horizons ?? []);
        if (answered.horizons) form.setError('horizons', { type: 'server', message: answered.horizons });
        if (answered.minGap) form.setError('minGap', { type: 'server', message: answered.minGap });
      },
    });
  };

  const answered = study.error ? studyFieldErrors(errorFields(study.error), asked?.horizons ?? []) : NO_FIELD_ERRORS;

  return (
    <Stack spacing={2} sx={{ pt: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        What the price did after each bar where the entry rule fires, against every bar of the strategy’s window. The
        exit and risk control play no part.
      </Typography>
      <FormProvider {...form}>
        <Stack
          component="form"
          aria-label="Signal study settings"
          noValidate
          onSubmit={(event) => void form.handleSubmit(run, () => study.reset())(event)}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <Text
            label="Horizons (bars)"
            name="horizons"
            helperText={`Whole numbers of bars after the signal, separated by commas: at most ${MAX_STUDY_HORIZONS}, each up to ${MAX_STUDY_HORIZON_BARS.toLocaleString('en-US')}`}
            size="small"
            sx={{ flex: 2 }}
          />
          <Text
            label="Minimum gap (bars)"
            name="minGap"
            helperText="A signal within this many bars after the last counted one is skipped"
            size="small"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ flex: 1 }}
          />
          <Box sx={{ flexShrink: 0 }}>
            <Button type="submit" variant="contained" disabled={study.isPending}>
              {study.isPending ? 'Running…' : 'Run signal study'}
            </Button>
          </Box>
        </Stack>
      </FormProvider>
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
