import { useEffect, useState } from 'react';
import { errorText } from '../../client/api-error.ts';
import { useConnection } from '../../client/connection.tsx';
import { CSV_MODE_FILE, getDroppedCsv, setDroppedCsv } from '../../client/dropped-csv.ts';
import { forgetCsvMode, keptCsvMode } from '../../client/kept-csv-mode.ts';

export interface CsvModeRestore {
  /** The file CSV mode is being started again on, while the worker loads it. */
  restoring: string | null;
  /** Why CSV mode of the last visit did not start again, in a sentence; null when it did or there was none. */
  ended: string | null;
  dismiss: () => void;
}

// Once per page: leaving the builder and coming back must not load the file again, nor repeat that it ended.
let attempted = false;

/**
 * Starts CSV mode again after a reload on the file kept in IndexedDB, or says plainly that it ended (the file could not
 * be loaded again, or the browser did not keep it). Only where CSV mode exists: the in-browser connection.
 */
export function useRestoredCsvMode(): CsvModeRestore {
  const { library } = useConnection();
  const [restoring, setRestoring] = useState<string | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  useEffect(() => {
    if (!library || attempted || getDroppedCsv() !== null) return;
    attempted = true;
    let live = true;
    const named = globalThis.sessionStorage?.getItem(CSV_MODE_FILE) ?? null;
    const end = (text: string) => {
      globalThis.sessionStorage?.removeItem(CSV_MODE_FILE);
      void forgetCsvMode();
      if (live) setEnded(text);
    };
    void (async () => {
      const kept = await keptCsvMode();
      if (!kept) {
        if (named)
          end(`CSV mode on ${named} ended with the reload: this browser did not keep the file. Drop it again.`);
        return;
      }
      if (live) setRestoring(kept.fileName);
      try {
        const loaded = await library.loadCsv(kept.fileName, kept.text, kept.resample);
        // the user may have dropped another file meanwhile: theirs wins
        if (getDroppedCsv() === null) setDroppedCsv({ ...loaded, readingNotes: kept.notes });
        else void library.forgetCsv(loaded.previewId);
      } catch (error) {
        end(
          `CSV mode on ${kept.fileName} ended: the file could not be loaded again (${errorText(error)}). Drop it again.`,
        );
      } finally {
        if (live) setRestoring(null);
      }
    })();
    return () => {
      live = false;
    };
  }, [library]);
  return { restoring, ended, dismiss: () => setEnded(null) };
}
