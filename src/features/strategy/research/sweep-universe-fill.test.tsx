// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { createTestConnection } from '../../../testing/test-connection.ts';
import type { SweepableField } from '../../../ui/research/sweepable-fields.ts';
import type { AxisDraft } from './sweep-axes.ts';
import { checkAxes, newDraft } from './sweep-axes.ts';
import { SweepAxisEditor } from './sweep-axis-editor.tsx';

afterEach(cleanup);

const SYMBOL: SweepableField = {
  id: 'symbol',
  label: 'Symbol',
  axisLabel: 'Symbol',
  path: 'symbol',
  kind: 'symbol',
  current: 'SPY',
  integer: false,
};

function Editor() {
  const [drafts, setDrafts] = useState<AxisDraft[]>([newDraft(SYMBOL, 'a')]);
  return <SweepAxisEditor fields={[SYMBOL]} drafts={drafts} onChange={setDrafts} check={checkAxes(drafts, [SYMBOL])} />;
}

describe('a symbol range filled from a universe', () => {
  it('takes the members with prices in one action, with Undo back to the symbols before', async () => {
    const connection = await createTestConnection();
    await connection.backtest.call('PUT /data/universes/:name', {
      params: { name: 'Pair' },
      body: { symbols: ['AAPL', 'NOPE', 'IBM'] },
    });
    renderApp(<Editor />, connection);
    const group = screen.getByRole('group', { name: 'Range 1' });
    const fill = within(group).getByRole('combobox', { name: 'Fill from universe' });
    await waitFor(() => expect(within(fill).getByRole('option', { name: 'Pair (3 members)' })).toBeTruthy());
    expect(screen.getByRole('status', { name: 'Combinations' }).textContent).toBe('1 combination to run.');
    await userEvent.selectOptions(fill, 'Pair');
    // AAPL and IBM have prices, NOPE has none: two values.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Combinations' }).textContent).toBe('2 combinations to run.'),
    );
    await userEvent.click(within(group).getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('status', { name: 'Combinations' }).textContent).toBe('1 combination to run.');
  });
});
