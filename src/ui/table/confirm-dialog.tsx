import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  /** A question naming the thing, e.g. `Delete the backtest "RSI dip"?` */
  title: string;
  /** What happens if the user confirms, in a sentence or two. */
  children: ReactNode;
  /** The verb on the confirm button, e.g. "Delete". */
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** The action is under way: both buttons wait. */
  busy?: boolean;
  /** Why the action failed; the dialog stays open so the user can retry or cancel. */
  error?: string | null;
}

/** Asks before a row action that cannot be undone (delete a task, remove or replace a dataset). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  busy = false,
  error,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div">
          {children}
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {/* Cancel takes the focus: Enter on an unread dialog must not destroy anything. */}
        <Button onClick={onClose} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={busy} color="error" variant="contained">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
