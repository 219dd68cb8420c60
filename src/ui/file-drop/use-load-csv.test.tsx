// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { createTestConnection } from '../../testing/test-connection.ts';
import type { DroppedFile } from './dropped-file.ts';
import { useLoadCsv } from './use-load-csv.ts';

/** The worker's parse runs in this process beside other test files: allow for a busy machine. */
const SLOW = { timeout: 10_000 };

function Loader({ file }: { file: DroppedFile }) {
  const load = useLoadCsv();
  return (
    <>
      <button onClick={() => load.mutate(file)}>Load</button>
      <output aria-label="Result">
        {load.data && `${load.data.rows} rows, ${load.data.previewId}`}
        {load.error && `${load.error.name} row ${load.error.row} column ${load.error.column}: ${load.error.detail}`}
      </output>
    </>
  );
}

describe('useLoadCsv', () => {
  afterEach(cleanup);

  it('loads a CSV in the worker', async () => {
    const text = 'Date,Open,High,Low,Close,Volume\n2021-01-04,1,2,1,2,100\n2021-01-05,1,2,1,2,100\n';
    renderApp(<Loader file={{ fileName: 'a.csv', text }} />, await createTestConnection());
    await userEvent.click(screen.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^2 rows, csv-\d+$/), SLOW);
  });

  it('exposes the ApiError with the row and column of a bad file', async () => {
    const text = 'Date,Open,High,Low,Close,Volume\n2021-01-04,1,2,1,2,100\n2021-01-05,1,2,1,x,100\n';
    renderApp(<Loader file={{ fileName: 'a.csv', text }} />, await createTestConnection());
    await userEvent.click(screen.getByRole('button', { name: 'Load' }));
    await waitFor(
      () =>
        expect(screen.getByRole('status').textContent).toBe(
          'ApiError row 3 column Close: Row 3 (line 3 of the file), column Close: "x" is not a number',
        ),
      SLOW,
    );
  });
});
