import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../client/api-error.ts';
import { useLibrary } from '../../client/connection.tsx';
import { csvKindOf } from '../../client/csv-kind.ts';
import { getDroppedCsv } from '../../client/dropped-csv.ts';
import type { LoadedCsv } from '../../client/library-client.ts';
import type { OptionChainPreview } from '../../contract/index.ts';
import type { DroppedFile } from '../../ui/file-drop/dropped-file.ts';
import { useLoadCsv } from '../../ui/file-drop/use-load-csv.ts';
import { useLoadOptionChain } from './use-load-option-chain.ts';

export interface CsvPreviewState {
  /** The last file that was read, with its text (kept for "Keep in the data library"). */
  preview: { file: DroppedFile; loaded: LoadedCsv } | null;
  /** Or the last option-chain file that was read: one preview at a time, of either sort. `id` is new per read. */
  chain: { id: number; file: DroppedFile; preview: OptionChainPreview } | null;
  /** The last file that could not be read (`optionChain` when it was read as one); the preview stays as it was. */
  failure: { file: DroppedFile; error: ApiError; optionChain: boolean } | null;
  loading: boolean;
  load: (file: DroppedFile) => void;
  closePreview: () => void;
  dismissFailure: () => void;
  /** Loads the refused file again folded into hourly bars (after it was refused as intraday). */
  resampleFailure: () => void;
}

/**
 * The Data screen's dropped file: an option chain when its header says so (csvKindOf), else a price file.
 * Each loaded price file holds its rows in the worker's memory; a preview that is replaced, closed or left behind is
 * forgotten there, unless it was handed to the builder (which then owns it). A chain's preview holds nothing there.
 */
export function useCsvPreview(): CsvPreviewState {
  const library = useLibrary();
  const loadCsv = useLoadCsv();
  const loadChain = useLoadOptionChain();
  const [preview, setPreview] = useState<CsvPreviewState['preview']>(null);
  const [chain, setChain] = useState<CsvPreviewState['chain']>(null);
  const [failure, setFailure] = useState<CsvPreviewState['failure']>(null);
  const current = useRef<LoadedCsv | null>(null);
  const chainReads = useRef(0);

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

  const loadAsChain = (file: DroppedFile) =>
    loadChain.mutate(file, {
      onSuccess: (read) => {
        show(null);
        setChain({ id: ++chainReads.current, file, preview: read });
        setFailure(null);
      },
      onError: (error) => setFailure({ file, error, optionChain: true }),
    });

  const loadAsPrices = (file: DroppedFile, resample?: 'Hourly') =>
    loadCsv.mutate(resample ? { ...file, resample } : file, {
      onSuccess: (loaded) => {
        show({ file, loaded });
        setChain(null);
        setFailure(null);
      },
      onError: (error) => setFailure({ file, error, optionChain: false }),
    });

  return {
    preview,
    chain,
    failure,
    loading: loadCsv.isPending || loadChain.isPending,
    load: (file) => (csvKindOf(file.text) === 'option-chain' ? loadAsChain(file) : loadAsPrices(file)),
    closePreview: () => {
      show(null);
      setChain(null);
    },
    dismissFailure: () => setFailure(null),
    resampleFailure: () => {
      if (failure) loadAsPrices(failure.file, 'Hourly');
    },
  };
}
