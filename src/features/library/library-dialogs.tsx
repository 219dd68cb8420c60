import { isDamaged } from '../../client/strategy-library.ts';
import type { LibraryEntry } from '../../client/strategy-library.ts';
import { useDeleteSavedStrategy, useUpdateSavedStrategy } from '../../client/strategy-library-queries.ts';
import { StrategyDetailsDialog } from '../../ui/strategy-library/strategy-details-dialog.tsx';
import { ConfirmDialog } from '../../ui/table/confirm-dialog.tsx';

/** Which entry a dialog is open for, and which dialog. */
export type LibraryDialog = { kind: 'rename' | 'delete'; entry: LibraryEntry } | null;

export interface LibraryDialogsProps {
  dialog: LibraryDialog;
  onClose: () => void;
  /** Said once an action is done, e.g. "Deleted “RSI dip”.". */
  onDone: (message: string) => void;
}

/** Rename (name, tags, note) and delete-with-confirmation of one library entry. */
export function LibraryDialogs({ dialog, onClose, onDone }: LibraryDialogsProps) {
  const update = useUpdateSavedStrategy();
  const remove = useDeleteSavedStrategy();
  const entry = dialog?.entry;
  const close = () => {
    update.reset();
    remove.reset();
    onClose();
  };

  return (
    <>
      <StrategyDetailsDialog
        open={dialog?.kind === 'rename' && !isDamaged(dialog.entry)}
        title={`Rename “${entry?.name ?? ''}”`}
        submitLabel="Save"
        initial={{ name: entry?.name ?? '', tags: entry?.tags ?? [], note: entry?.note ?? '' }}
        onSubmit={(patch) =>
          entry &&
          update.mutate(
            { id: entry.id, patch },
            {
              onSuccess: (saved) => {
                close();
                onDone(
                  saved.name === entry.name ? `Saved “${saved.name}”.` : `Renamed “${entry.name}” to “${saved.name}”.`,
                );
              },
            },
          )
        }
        onClose={close}
        busy={update.isPending}
        error={update.error ? `Not saved: ${update.error.message}` : null}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={`Delete “${entry?.name ?? ''}”?`}
        confirmLabel="Delete"
        onConfirm={() =>
          entry &&
          remove.mutate(entry.id, {
            onSuccess: () => {
              close();
              onDone(`Deleted “${entry.name}”.`);
            },
          })
        }
        onClose={close}
        busy={remove.isPending}
        error={remove.error ? `Not deleted: ${remove.error.message}` : null}
      >
        The strategy is removed from the library in this browser. Backtests already run with it stay in the task list.
      </ConfirmDialog>
    </>
  );
}
