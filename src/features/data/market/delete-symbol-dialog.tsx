import { useDeleteSymbol } from '../../../client/market-data-queries.ts';
import type { StoredSymbol } from '../../../contract/index.ts';
import { ConfirmDialog } from '../../../ui/table/confirm-dialog.tsx';
import { formatWhole } from '../../../ui/table/format.ts';

export interface DeleteSymbolDialogProps {
  /** The fetched symbol to delete; null keeps the dialog closed. */
  symbol: StoredSymbol | null;
  onClose: () => void;
}

/** Asks, then deletes a fetched symbol from the store (the fetched symbols are read again). */
export function DeleteSymbolDialog({ symbol, onClose }: DeleteSymbolDialogProps) {
  const removal = useDeleteSymbol();
  const close = () => {
    removal.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={symbol !== null}
      title={symbol ? `Delete ${symbol.symbol} from the store?` : 'Delete from the store?'}
      confirmLabel="Delete"
      busy={removal.isPending}
      error={removal.error ? `It could not be deleted: ${removal.error.message}` : null}
      onClose={close}
      onConfirm={() => symbol && removal.mutate(symbol.symbol, { onSuccess: close })}
    >
      {symbol &&
        `The ${formatWhole(symbol.rows)} rows fetched from ${symbol.source} (${symbol.first} to ${symbol.last}) are ` +
          `deleted. Fetching ${symbol.symbol} again brings its whole history back. Past backtests keep their results.`}
    </ConfirmDialog>
  );
}
