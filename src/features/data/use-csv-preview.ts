import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../client/api-error.ts';
import { useLibrary } from '../../client/connection.tsx';
import { getDroppedCsv } from '../../client/dropped-csv.ts';
import type { LoadedCsv } from '../../client/library-client.ts';
import type { DroppedFile } from '../../ui/file-drop/dropped-file.ts';
import { useLoadCsv } from '../../ui/file-drop/use-load-csv.ts';

export interface CsvPreviewState {
  /** The last file that was read, with its text (kept for "Keep in the data library"). */
  preview: { file: DroppedFile; loaded: LoadedCsv } | null;
  /** The last file that could not be read; the preview above it, if any, stays as it was. */
  failure: { file: DroppedFile; error: ApiError } | null;
  loading: boolean;
  load: (file: DroppedFile) => void;
  closePreview: () => void;
  dismissFailure: () => void;
}

/**
 * The Data screen's dropped file. Each loaded file holds its rows in the worker's memory; a preview that is replaced,
 * closed or left behind is forgotten there, unless it was handed to the builder (which then owns it).
 */
export function useCsvPreview(): CsvPreviewState {
  const library = useLibrary();
  const loadCsv = useLoadCsv();
  const [preview, setPreview] = useState<CsvPreviewState['preview']>(null);
  const [failure, setFailure] = useState<CsvPreviewState['failure']>(null);
  const current = useRef<LoadedCsv | null>(null);

  const release = (loaded: LoadedCsv | null) => {
    if (loaded && getDroppedCsv()?.previewId !== loaded.previewId) void library.forgetCsv(loaded.previewId);
  };

  // On leaving the screen: the release of that moment (it reads the ref), not of the first render.
  useEffect(() => () => release(current.current), []);

  const show = (next: CsvPreviewState['preview']) => {
    release(current.current);
    current.current = next?.loaded ?? null;
    setPreview(next);
  };

  return {
    preview,
    failure,
    loading: loadCsv.isPending,
    load: (file) =>
      loadCsv.mutate(file, {
        onSuccess: (loaded) => {
          show({ file, loaded });
          setFailure(null);
        },
        onError: (error) => setFailure({ file, error }),
      }),
    closePreview: () => show(null),
    dismissFailure: () => setFailure(null),
  };
}
