import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Notice } from './starting-point.ts';

export interface BuilderNoticeProps {
  notice: Notice;
  /** Takes back the strategy the notice announced; absent when there is nothing to take back. */
  onUndo?: () => void;
  onClose: () => void;
}

/** What just happened to the form (a share link, a task or a saved strategy opened, a Reset), with its Undo. */
export function BuilderNotice({ notice, onUndo, onClose }: BuilderNoticeProps) {
  return (
    <Alert
      severity={notice.severity}
      onClose={onClose}
      action={
        notice.undoable && onUndo ? (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              onUndo();
              onClose();
            }}
          >
            Undo
          </Button>
        ) : undefined
      }
    >
      {notice.text}
    </Alert>
  );
}
