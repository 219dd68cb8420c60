import { useDeleteTask } from '../../client/queries.ts';
import type { TaskListItem } from '../../contract/index.ts';
import { ConfirmDialog } from '../../ui/table/confirm-dialog.tsx';
import { formatCreatedAt } from '../../ui/status/created-at.ts';
import { taskName } from './task-name.ts';

export interface DeleteTaskDialogProps {
  /** The task to delete; null keeps the dialog closed. */
  task: TaskListItem | null;
  onClose: () => void;
}

/** Asks, then deletes the task; the list refreshes itself (useDeleteTask invalidates it). */
export function DeleteTaskDialog({ task, onClose }: DeleteTaskDialogProps) {
  const deletion = useDeleteTask();
  const close = () => {
    deletion.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={task !== null}
      title={task ? `Delete the backtest "${taskName(task)}"?` : 'Delete the backtest?'}
      confirmLabel="Delete"
      busy={deletion.isPending}
      error={deletion.error ? `It could not be deleted: ${deletion.error.message}` : null}
      onClose={close}
      onConfirm={() => task && deletion.mutate(task.task_id, { onSuccess: close })}
    >
      {task &&
        `The ${task.symbol} backtest created ${formatCreatedAt(task.created_at)} and its results are removed from ` +
          'this browser. This cannot be undone; the strategy can be built and run again.'}
    </ConfirmDialog>
  );
}
