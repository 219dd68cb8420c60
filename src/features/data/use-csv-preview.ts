import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../client/api-error.ts';
import { useLibrary } from '../../client/connection.tsx';
import { csvKindOf } from '../../client/csv-kind.ts';
import { getDroppedCsv } from '../../client/dropped-csv.ts';
import type { LoadedCsv } from '../../client/library-client.ts';
import type { CsvDateOrder, CsvReading, OptionChainPreview } from '../../contract/index.ts';
import type { DroppedFile } from '../../ui/file-drop/dropped-file.ts';
import type { CsvToLoad } from '../../ui/file-drop/use-load-csv.ts';
import { useLoadCsv } from '../../ui/file-drop/use-load-csv.ts';
import { useLoadOptionChain } from './use-load-option-chain.ts';
import { useReadCsv } from './use-read-csv.ts';

export interface CsvPreviewState {
  /**
   * How the last dropped files were read (layout, dates, numbers, default symbol); with `preview` for prices. A wide
   * file, an indicator, or a question about the dates has only this.
   */
  reading: { id: number; reading: CsvReading } | null;
  /** The last price file (or joined files) that was loaded, with the text kept for "Keep in the data library". */
  preview: { file: CsvToLoad; loaded: LoadedCsv } | null;
  /** Or the last option-chain file that was read: one preview at a time, of either sort. `id` is new per read. */
  chain: { id: number; file: DroppedFile; preview: OptionChainPreview } | null;
  /** The last file that could not be read (`optionChain` when it was read as one); the preview stays as it was. */
  failure: { file: DroppedFile; error: ApiError; optionChain: boolean } | null;
  loading: boolean;
  load: (files: DroppedFile[], asIndicator: boolean) => void;
  /** Reads the files again with the user's answer to "Dates are: day first / month first". */
  chooseDateOrder: (order: CsvDateOrder) => void;
  closePreview: () => void;
  dismissFailure: () => void;
  /** Loads the refused file again folded into hourly bars (after it was refused as intraday). */
  resampleFailure: () => void;
}

/** Several files stand as one in a failure: named together, without a text to point into. */
function asOne(files: DroppedFile[]): DroppedFile {
  return files.length === 1 ? files[0] : { fileName: files.map((f) => f.fileName).join(' + '), text: '' };
}

/**
 * The Data screen's dropped files: an option chain when a lone file's header says so (csvKindOf), else read by the
 * worker (csvReading): prices (one file, or several of one symbol joined) are then loaded for their preview; a wide
 * close file or an indicator is previewed from the reading. Each loaded price file holds its rows in the worker's
 * memory; a preview that is replaced, closed or left behind is forgotten there, unless it was handed to the builder.
 */
export function useCsvPreview(): CsvPreviewState {
  const library = useLibrary();
  const loadCsv = useLoadCsv();
  const loadChain = useLoadOptionChain();
  const readCsv = useReadCsv();
  const [reading, setReading] = useState<CsvPreviewState['reading']>(null);
  const [preview, setPreview] = useState<CsvPreviewState['preview']>(null);
  const [chain, setChain] = useState<CsvPreviewState['chain']>(null);
  const [failure, setFailure] = useState<CsvPreviewState['failure']>(null);
  const [dropped, setDropped] = useState<{ files: DroppedFile[]; asIndicator: boolean } | null>(null);
  const current = useRef<LoadedCsv | null>(null);
  const reads = useRef(0);
  // The reading of the price files being loaded: a refused intraday file is loaded again with it, resampled.
  const pending = useRef<CsvReading | null>(null);

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

  const clear = () => {
    show(null);
    setChain(null);
    setReading(null);
  };

  const loadAsChain = (file: DroppedFile) =>
    loadChain.mutate(file, {
      onSuccess: (read) => {
        clear();
        setChain({ id: ++reads.current, file, preview: read });
        setFailure(null);
      },
      onError: (error) => setFailure({ file, error, optionChain: true }),
    });

  const loadAsPrices = (file: DroppedFile, read: CsvReading | null, resample?: 'Hourly') =>
    loadCsv.mutate(resample ? { ...file, resample } : file, {
      onSuccess: (loaded) => {
        clear();
        show({ file: resample ? { ...file, resample } : file, loaded });
        if (read) setReading({ id: ++reads.current, reading: read });
        setFailure(null);
      },
      onError: (error) => setFailure({ file, error, optionChain: false }),
    });

  const read = (files: DroppedFile[], asIndicator: boolean, dateOrder?: CsvDateOrder) =>
    readCsv.mutate(
      { files, asIndicator, ...(dateOrder && { dateOrder }) },
      {
        onSuccess: (result) => {
          if (result.layout === 'prices' && result.dates !== 'ask') {
            pending.current = result;
            loadAsPrices({ fileName: result.fileName, text: result.text }, result);
            return;
          }
          clear();
          setReading({ id: ++reads.current, reading: result });
          setFailure(null);
        },
        onError: (error) => setFailure({ file: asOne(files), error, optionChain: false }),
      },
    );

  return {
    reading,
    preview,
    chain,
    failure,
    loading: loadCsv.isPending || loadChain.isPending || readCsv.isPending,
    load: (files, asIndicator) => {
      if (files.length === 0) return;
      setDropped({ files, asIndicator });
      if (files.length === 1 && !asIndicator && csvKindOf(files[0].text) === 'option-chain') loadAsChain(files[0]);
      else read(files, asIndicator);
    },
    chooseDateOrder: (order) => {
      if (dropped) read(dropped.files, dropped.asIndicator, order);
    },
    closePreview: clear,
    dismissFailure: () => setFailure(null),
    resampleFailure: () => {
      if (failure) loadAsPrices(failure.file, pending.current, 'Hourly');
    },
  };
}
