import { useDeleteUniverse } from '../../../client/universe-queries.ts';
import type { UniverseSummary } from '../../../contract/index.ts';
import { ConfirmDialog } from '../../../ui/table/confirm-dialog.tsx';
import { formatWhole } from '../../../ui/table/format.ts';

export interface DeleteUniverseDialogProps {
  /** The user universe to delete; null keeps the dialog closed. */
  universe: UniverseSummary | null;
  onClose: () => void;
}

/** Asks, then deletes a user universe (the universes and the catalogue are read again). */
export function DeleteUniverseDialog({ universe, onClose }: DeleteUniverseDialogProps) {
  const removal = useDeleteUniverse();
  const close = () => {
    removal.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={universe !== null}
      title={universe ? `Delete the universe ${universe.name}?` : 'Delete the universe?'}
      confirmLabel="Delete"
      busy={removal.isPending}
      error={removal.error ? `It could not be deleted: ${removal.error.message}` : null}
      onClose={close}
      onConfirm={() => universe && removal.mutate(universe.name, { onSuccess: close })}
    >
      {universe &&
        `The list of ${formatWhole(universe.members)} symbols and its market internals go; the symbols' fetched ` +
          `prices stay in the store. Past backtests keep their results.`}
    </ConfirmDialog>
  );
}
