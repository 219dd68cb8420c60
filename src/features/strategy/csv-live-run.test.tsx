// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Connection } from '../../client/connection.tsx';
import { ConnectionProvider } from '../../client/connection.tsx';
import type { BacktestResult, StrategyParamsRequest } from '../../contract/index.ts';
import { useCsvLiveRun } from './csv-live-run.ts';

afterEach(cleanup);

/** A library whose runs answer when the test says, each with a result naming the request's symbol. */
function fakeLibrary() {
  const runs: { request: StrategyParamsRequest; answer: () => void }[] = [];
  const library = {
    runCsv: (_previewId: string, request: StrategyParamsRequest) =>
      new Promise<BacktestResult>((resolve) => {
        runs.push({ request, answer: () => resolve({ Symbol: request.symbol } as BacktestResult) });
      }),
  };
  const connection = { library } as unknown as Connection;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ConnectionProvider connection={connection}>{children}</ConnectionProvider>
  );
  return { runs, wrapper };
}

const request = (symbol: string) => ({ symbol }) as StrategyParamsRequest;

describe('useCsvLiveRun', () => {
  it('sends the first edit at once, coalesces the rest of the frame into the last, and drops stale answers', async () => {
    const { runs, wrapper } = fakeLibrary();
    const { result, rerender } = renderHook(({ r }) => useCsvLiveRun('csv-1', r), {
      wrapper,
      initialProps: { r: request('A') },
    });
    expect(runs.map((r) => r.request.symbol)).toEqual(['A']);
    rerender({ r: request('B') });
    rerender({ r: request('C') });
    // B and C came in the frame A was sent in: only C goes, at the next frame.
    await waitFor(() => expect(runs.map((r) => r.request.symbol)).toEqual(['A', 'C']));
    expect(result.current.running).toBe(true);

    // A answers late: it is not the latest, so nothing is shown; C's answer is.
    await act(async () => runs[0].answer());
    expect(result.current.result).toBeNull();
    await act(async () => runs[1].answer());
    expect(result.current).toMatchObject({ result: { Symbol: 'C' }, running: false, error: null });
    expect(result.current.elapsed).toEqual(expect.any(Number));

    // The next edit keeps C's figures on screen while it runs.
    rerender({ r: request('D') });
    await waitFor(() => expect(runs).toHaveLength(3));
    expect(result.current).toMatchObject({ result: { Symbol: 'C' }, running: true });
  });
});
