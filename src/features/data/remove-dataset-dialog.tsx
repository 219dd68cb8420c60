import { useRemoveDataset } from '../../client/queries.ts';
import type { DatasetSummary } from '../../contract/index.ts';
import { ConfirmDialog } from '../../ui/table/confirm-dialog.tsx';

export interface RemoveDatasetDialogProps {
  /** The kept dataset to remove; null keeps the dialog closed. */
  dataset: DatasetSummary | null;
  onClose: () => void;
}

/** Asks, then removes a dataset the user kept (useRemoveDataset refreshes the library and the catalogue). */
export function RemoveDatasetDialog({ dataset, onClose }: RemoveDatasetDialogProps) {
  const removal = useRemoveDataset();
  const close = () => {
    removal.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={dataset !== null}
      title={dataset ? `Remove ${dataset.symbol} from the data library?` : 'Remove from the data library?'}
      confirmLabel="Remove"
      busy={removal.isPending}
      error={removal.error ? `It could not be removed: ${removal.error.message}` : null}
      onClose={close}
      onConfirm={() => dataset && removal.mutate(dataset.symbol, { onSuccess: close })}
    >
      {dataset &&
        `The data kept from ${dataset.origin} is deleted from this browser. Strategies on ${dataset.symbol} will ` +
          'no longer find it (a bundled sample of that name is used again). Past backtests keep their results.'}
    </ConfirmDialog>
  );
}
