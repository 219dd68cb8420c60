import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '../form/form-text-field.tsx';
import type { StrategyDetails, StrategyDetailsValues } from './strategy-details-schema.ts';
import { strategyDetailsSchema } from './strategy-details-schema.ts';
import { parseTagText, tagText } from './tag-text.ts';

const Text: typeof FormTextField<StrategyDetailsValues> = FormTextField;

export interface StrategyDetailsDialogProps {
  open: boolean;
  title: string;
  /** The verb on the submit button, e.g. "Save". */
  submitLabel: string;
  /** The values the fields start with each time the dialog opens. */
  initial: StrategyDetails;
  onSubmit: (details: StrategyDetails) => void;
  onClose: () => void;
  busy?: boolean;
  error?: string | null;
}

/** Name (required), tags and note of a library entry: used to save a new one and to rename one. */
export function StrategyDetailsDialog({ open, ...props }: StrategyDetailsDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={props.busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      {/* Mounted only while open, so every opening starts from `initial`. */}
      {open && <DetailsForm titleId={titleId} {...props} />}
    </Dialog>
  );
}

function DetailsForm({
  titleId,
  title,
  submitLabel,
  initial,
  onSubmit,
  onClose,
  busy = false,
  error,
}: Omit<StrategyDetailsDialogProps, 'open'> & { titleId: string }) {
  const form = useForm<StrategyDetailsValues, unknown, StrategyDetails>({
    defaultValues: { name: initial.name, tags: tagText(initial.tags), note: initial.note },
    resolver: zodResolver(strategyDetailsSchema),
    // The name is asked for once Save is pressed, then checked as it is typed.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const parsedTags = parseTagText(useWatch({ control: form.control, name: 'tags' }));

  const submit = (details: StrategyDetails) => {
    if (!busy) onSubmit(details);
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Text
              name="name"
              label="Name"
              required
              autoFocus
              helperText=" "
              onFocus={(event) => event.target.select()}
            />
            <Text name="tags" label="Tags" helperText="Separated by commas, e.g. mean reversion, SPX" />
            {parsedTags.length > 0 && (
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ flexWrap: 'wrap' }}
                aria-label="Tags to save"
                role="list"
              >
                {parsedTags.map((tag) => (
                  <Chip key={tag} label={tag} size="small" role="listitem" />
                ))}
              </Stack>
            )}
            <Text name="note" label="Note" multiline minRows={2} maxRows={6} />
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </FormProvider>
  );
}
