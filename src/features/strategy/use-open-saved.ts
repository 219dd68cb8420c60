import { useEffect } from 'react';
import { getSavedStrategy } from '../../client/strategy-library.ts';
import { fromRequest } from './form-model.ts';
import type { StrategyFormValues } from './form-values.ts';
import type { Notice } from './starting-point.ts';

export interface OpenSavedActions {
  /** Puts the strategy in the form as one undoable step. */
  apply: (values: StrategyFormValues) => void;
  setNotice: (notice: Notice) => void;
  /** Takes `open` out of the address once it has been read. */
  done: () => void;
}

/** `?open=<id>` (from the library): opens that saved strategy over the form, as a change Undo takes back. */
export function useOpenSaved(id: string | null, { apply, setNotice, done }: OpenSavedActions): void {
  useEffect(() => {
    if (!id) return;
    let cancelled = false;
    getSavedStrategy(id).then(
      (saved) => {
        if (cancelled) return;
        if (!saved) {
          setNotice({ severity: 'error', text: 'That saved strategy is no longer in the library.' });
        } else {
          const loaded = fromRequest(saved.request);
          if (!loaded.ok) {
            setNotice({ severity: 'error', text: `“${saved.name}” cannot be read: ${loaded.message}` });
          } else {
            // The library's name is the one the analyst chose for it; the request may carry none.
            apply(loaded.values.name ? loaded.values : { ...loaded.values, name: saved.name });
            setNotice({ severity: 'success', text: `Opened “${saved.name}” from the library.`, undoable: true });
          }
        }
        done();
      },
      (error: unknown) => {
        if (cancelled) return;
        setNotice({
          severity: 'error',
          text: `The saved strategy could not be opened: ${error instanceof Error ? error.message : String(error)}`,
        });
        done();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, apply, setNotice, done]);
}
