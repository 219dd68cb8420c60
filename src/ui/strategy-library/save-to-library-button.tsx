import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { StrategyParamsRequest } from '../../contract/index.ts';
import type { SavedStrategy } from '../../client/strategy-library.ts';
import { listSavedStrategies } from '../../client/strategy-library.ts';
import { useSaveStrategy, useUpdateSavedStrategy } from '../../client/strategy-library-queries.ts';
import { carriedDetails, keepBothName, sameName } from './name-clash.ts';
import { NameClashDialog } from './name-clash-dialog.tsx';
import { StrategyDetailsDialog } from './strategy-details-dialog.tsx';
import type { StrategyDetails } from './strategy-details-schema.ts';

export interface SaveToLibraryButtonProps {
  /** The builder's strategy at the moment the user saves (read then, not when the button renders). */
  getRequest: () => StrategyParamsRequest;
  /** The name the dialog starts with, e.g. the strategy's own name. */
  suggestedName: string;
}

interface Clash {
  existing: SavedStrategy;
  otherName: string;
  request: StrategyParamsRequest;
  details: StrategyDetails;
}

/** "Save to library": keeps the builder's strategy under a name, with tags and a note, on this device. */
export function SaveToLibraryButton({ getRequest, suggestedName }: SaveToLibraryButtonProps) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<SavedStrategy | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const save = useSaveStrategy();
  const update = useUpdateSavedStrategy();
  // A save under a name the library has waits for the user's choice: replace that strategy or keep both.
  const [clash, setClash] = useState<Clash | null>(null);
  const done = (strategy: SavedStrategy) => {
    setOpen(false);
    setClash(null);
    setSaved(strategy);
  };

  const submit = async (details: StrategyDetails) => {
    let request: StrategyParamsRequest;
    try {
      request = getRequest();
    } catch (error) {
      // The builder could not turn its form into a request: said in the dialog, which stays open.
      setReadError(error instanceof Error ? error.message : String(error));
      return;
    }
    setReadError(null);
    // Read now, not from a cached list: another tab may have saved under this name a moment ago.
    const entries = await listSavedStrategies();
    const existing = sameName(entries, details.name);
    if (existing) setClash({ existing, otherName: keepBothName(entries, details.name), request, details });
    else save.mutate({ ...details, request }, { onSuccess: done });
  };
  const replace = () => {
    if (!clash) return;
    const patch = { request: clash.request, ...carriedDetails(clash.existing, clash.details) };
    update.mutate({ id: clash.existing.id, patch }, { onSuccess: done });
  };
  const keepBoth = () => {
    if (!clash) return;
    const carried = carriedDetails(clash.existing, clash.details);
    save.mutate({ name: clash.otherName, request: clash.request, ...carried }, { onSuccess: done });
  };
  const clashError = save.error ?? update.error;

  const problem = readError ?? save.error?.message ?? null;

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<BookmarkAddIcon />}
        onClick={() => {
          save.reset();
          update.reset();
          setReadError(null);
          setOpen(true);
        }}
      >
        Save to library
      </Button>
      <StrategyDetailsDialog
        open={open}
        title="Save to library"
        submitLabel="Save"
        initial={{ name: suggestedName, tags: [], note: '' }}
        onSubmit={(details) => void submit(details)}
        onClose={() => setOpen(false)}
        busy={save.isPending}
        error={problem === null ? null : `Not saved: ${problem}`}
      />
      <NameClashDialog
        name={clash?.existing.name ?? null}
        otherName={clash?.otherName ?? ''}
        onReplace={replace}
        onKeepBoth={keepBoth}
        onClose={() => setClash(null)}
        busy={save.isPending || update.isPending}
        error={clashError ? `Not saved: ${clashError.message}` : null}
      />
      <Snackbar open={saved !== null} autoHideDuration={8000} onClose={() => setSaved(null)}>
        <Alert severity="success" variant="filled" onClose={() => setSaved(null)} sx={{ alignItems: 'center' }}>
          Saved “{saved?.name}” to the library.{' '}
          <Link component={RouterLink} to="/library" color="inherit" sx={{ fontWeight: 600 }}>
            Open the library
          </Link>
        </Alert>
      </Snackbar>
    </>
  );
}
