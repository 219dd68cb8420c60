import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface NameClashDialogProps {
  /** The name already in the library; null when closed. */
  name: string | null;
  /** What "Keep both" names the new one. */
  otherName: string;
  onReplace: () => void;
  onKeepBoth: () => void;
  onClose: () => void;
  busy: boolean;
  error: string | null;
}

/** Asks what a save under a name the library already has should do: replace that strategy, or keep both. */
export function NameClashDialog({
  name,
  otherName,
  onReplace,
  onKeepBoth,
  onClose,
  busy,
  error,
}: NameClashDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={name !== null} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>“{name}” is already in the library</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          Replace its strategy with this one, or keep both (this one as “{otherName}”). Either way the tags of both are
          kept, and the note you typed, or else the one it had.
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onKeepBoth} disabled={busy}>
          Keep both
        </Button>
        <Button variant="contained" onClick={onReplace} disabled={busy}>
          Replace
        </Button>
      </DialogActions>
    </Dialog>
  );
}
