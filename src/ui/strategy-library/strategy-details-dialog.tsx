import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { parseTagText, tagText } from './tag-text.ts';

export interface StrategyDetails {
  name: string;
  tags: string[];
  note: string;
}

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
  const [name, setName] = useState(initial.name);
  const [tags, setTags] = useState(tagText(initial.tags));
  const [note, setNote] = useState(initial.note);
  const [tried, setTried] = useState(false);
  const nameMissing = name.trim() === '';
  const parsedTags = parseTagText(tags);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (nameMissing || busy) return;
    onSubmit({ name: name.trim(), tags: parsedTags, note: note.trim() });
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            autoFocus
            error={tried && nameMissing}
            helperText={tried && nameMissing ? 'Give the strategy a name.' : ' '}
            onFocus={(event) => event.target.select()}
          />
          <TextField
            label="Tags"
            value={tags}
            onChange={(event) => setTags(event.target.value)}
            helperText="Separated by commas, e.g. mean reversion, SPX"
          />
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
          <TextField
            label="Note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            maxRows={6}
          />
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
  );
}
