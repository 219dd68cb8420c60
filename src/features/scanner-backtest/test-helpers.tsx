import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Connection } from '../../client/connection.tsx';
import type { ScannerBacktestRequest } from '../../contract/index.ts';
import { renderApp } from '../../testing/render-app.tsx';
import type { TestConnection } from '../../testing/test-connection.ts';
import ScannerBacktestScreen from './scanner-backtest-screen.tsx';
import ScannerBacktestTaskScreen from './scanner-backtest-task-screen.tsx';

export { expectFieldError, SLOW } from '../../testing/field-assertions.ts';

/** A run needs the service to scan a year of every bundled stock: allow for a busy machine. */
export const RUN = { timeout: 120_000 };

/** Spec 4.5's required fields with the form's default period. */
export const DEFAULT_REQUEST: ScannerBacktestRequest = {
  start_date: '2017-05-11',
  end_date: '2018-05-11',
  find_type: 'stock',
  signals: ['All'],
  total_capital: 100000,
  long_short_ratio: '1.0/0.0',
};

/** Both scanner backtest routes, as the app mounts them, starting at `route`. */
export function renderScannerBacktest(connection: Connection, route = '/scanner-backtest') {
  return renderApp(
    <Routes>
      <Route path="/scanner-backtest" element={<ScannerBacktestScreen />} />
      <Route path="/scanner-backtest/tasks/:taskId" element={<ScannerBacktestTaskScreen />} />
    </Routes>,
    connection,
    { route },
  );
}

/** Submits a backtest straight to the service and waits until it has run; returns its id. */
export async function runTask(connection: TestConnection, body: ScannerBacktestRequest): Promise<string> {
  const { task_id } = await connection.analytics.submitScannerBacktest(body);
  await connection.parts.service.idle();
  return task_id;
}

/** The form and its fields by label. */
export function theForm() {
  const form = screen.getByRole('form', { name: 'Scanner backtest settings' });
  return {
    form,
    field: (label: string) => within(form).getByLabelText(label) as HTMLInputElement,
    run: within(form).getByRole('button', { name: 'Run scanner backtest' }),
  };
}

/** A figure of the Statistics panel by its label, as shown. */
export function figure(label: string): string {
  const group = within(screen.getByRole('region', { name: 'Statistics' })).getByRole('group', { name: label });
  return group.textContent!.slice(label.length);
}

/** Lets a click's promises (a request that should not be sent, say) reach the client. */
export async function settle(ms = 50): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
}
