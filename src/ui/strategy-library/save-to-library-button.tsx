import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { StrategyParamsRequest } from '../../contract/index.ts';
import type { SavedStrategy } from '../../client/strategy-library.ts';
import { useSaveStrategy } from '../../client/strategy-library-queries.ts';
import { StrategyDetailsDialog } from './strategy-details-dialog.tsx';
import type { StrategyDetails } from './strategy-details-schema.ts';

export interface SaveToLibraryButtonProps {
  /** The builder's strategy at the moment the user saves (read then, not when the button renders). */
  getRequest: () => StrategyParamsRequest;
  /** The name the dialog starts with, e.g. the strategy's own name. */
  suggestedName: string;
}

/** "Save to library": keeps the builder's strategy under a name, with tags and a note, on this device. */
export function SaveToLibraryButton({ getRequest, suggestedName }: SaveToLibraryButtonProps) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<SavedStrategy | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const save = useSaveStrategy();

  const submit = (details: StrategyDetails) => {
    let request: StrategyParamsRequest;
    try {
      request = getRequest();
    } catch (error) {
      // The builder could not turn its form into a request: said in the dialog, which stays open.
      setReadError(error instanceof Error ? error.message : String(error));
      return;
    }
    setReadError(null);
    save.mutate(
      { ...details, request },
      {
        onSuccess: (strategy) => {
          setOpen(false);
          setSaved(strategy);
        },
      },
    );
  };

  const problem = readError ?? save.error?.message ?? null;

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<BookmarkAddIcon />}
        onClick={() => {
          save.reset();
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
        onSubmit={submit}
        onClose={() => setOpen(false)}
        busy={save.isPending}
        error={problem === null ? null : `Not saved: ${problem}`}
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
