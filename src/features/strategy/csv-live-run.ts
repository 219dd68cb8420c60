import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../client/api-error.ts';
import { toApiError } from '../../client/api-error.ts';
import { useLibrary } from '../../client/connection.tsx';
import type { BacktestResult, StrategyParamsRequest } from '../../contract/index.ts';
import { shareUnchanged } from './share-unchanged.ts';

export interface CsvLiveRun {
  /** The figures of the latest run that finished (kept while a newer one is in flight, so nothing flashes). */
  result: BacktestResult | null;
  /** Why the latest finished run failed; cleared by the next one that succeeds. */
  error: ApiError | null;
  /** A run for the current request is under way. */
  running: boolean;
  /** From the request's change to its answer, in ms, for the latest finished run. */
  elapsed: number | null;
}

/**
 * Runs each new request on the loaded CSV at once: the first of a frame is sent straight away, later ones of the same
 * frame are coalesced into one (the last) sent at the next frame, and an answer that is not for the latest request is
 * dropped (the worker also skips a run overtaken before it computed). No debounce: the worker only runs the engine.
 */
export function useCsvLiveRun(previewId: string, request: StrategyParamsRequest | null): CsvLiveRun {
  const library = useLibrary();
  const [state, setState] = useState<CsvLiveRun>({ result: null, error: null, running: false, elapsed: null });
  const latest = useRef(0);

  // When the last run was sent in the current frame, the next waits for the next frame (replaced by any later one).
  const sentInFrame = useRef(false);

  useEffect(() => {
    if (request === null) return;
    const asked = performance.now();
    const id = ++latest.current;
    setState((s) => (s.running ? s : { ...s, running: true }));
    const send = () => {
      sentInFrame.current = true;
      requestAnimationFrame(() => (sentInFrame.current = false));
      library.runCsv(previewId, request).then(
        (result) => {
          if (id !== latest.current) return;
          const elapsed = Math.round(performance.now() - asked);
          // Arrays the edit did not change stay the ones drawn: the charts then leave those series alone.
          setState((s) => ({ result: shareUnchanged(s.result, result), error: null, running: false, elapsed }));
        },
        (error: unknown) => {
          if (id !== latest.current) return;
          setState((s) => ({ ...s, error: toApiError(error), running: false, elapsed: null }));
        },
      );
    };
    if (!sentInFrame.current) {
      send();
      return undefined;
    }
    const frame = requestAnimationFrame(send);
    return () => cancelAnimationFrame(frame);
  }, [library, previewId, request]);

  // A new file: the old file's figures say nothing about it.
  const [shownFor, setShownFor] = useState(previewId);
  if (shownFor !== previewId) {
    setShownFor(previewId);
    setState({ result: null, error: null, running: request !== null, elapsed: null });
  }
  return state;
}
