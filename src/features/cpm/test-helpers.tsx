import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Connection } from '../../client/connection.tsx';
import type { CpmRequest } from '../../contract/index.ts';
import { renderApp } from '../../testing/render-app.tsx';
import type { TestConnection } from '../../testing/test-connection.ts';
import CpmScreen from './cpm-screen.tsx';
import CpmTaskScreen from './cpm-task-screen.tsx';

export { expectFieldError, SLOW } from '../../testing/field-assertions.ts';

/** SPX's saucers at 75%, a month (21 bars) in the market after each: the form's defaults. */
export const ROUNDING_BOTTOM: CpmRequest = {
  symbol: 'SPX',
  corr_per: 75,
  time_in_market: 21,
  system_pattern: 'rounding_bottom',
};

/** Both CPM routes, as the app mounts them, starting at `route`. */
export function renderCpm(connection: Connection, route = '/cpm') {
  return renderApp(
    <Routes>
      <Route path="/cpm" element={<CpmScreen />} />
      <Route path="/cpm/tasks/:taskId" element={<CpmTaskScreen />} />
    </Routes>,
    connection,
    { route },
  );
}

/** Submits a task straight to the service and waits until it has run; returns its id. */
export async function runTask(
  connection: TestConnection,
  body: CpmRequest,
  mode: 'backtest' | 'scan' = 'backtest',
): Promise<string> {
  const { task_id } = await connection.analytics.submitCpm(mode, body);
  await connection.parts.service.idle();
  return task_id;
}

/** The form and its fields by label. */
export function theForm() {
  const form = screen.getByRole('form', { name: 'Pattern matching settings' });
  return {
    form,
    field: (label: string) => within(form).getByLabelText(label) as HTMLInputElement,
    run: within(form).getByRole('button', { name: 'Run pattern match' }),
  };
}

/** Lets a click's promises (a request that should not be sent, say) reach the client. */
export async function settle(ms = 50): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
}
