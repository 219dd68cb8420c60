// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Connection } from '../../client/connection.tsx';
import { renderApp } from '../../testing/render-app.tsx';
import { createTestConnection } from '../../testing/test-connection.ts';
import CorrelationScreen from './correlation-screen.tsx';
import { expectFieldError, expectNoNewRequest, SLOW, waitForDefaultRun } from './test-helpers.ts';

function renderPattern(connection: Connection) {
  const patternCorrelation = vi.spyOn(connection.analytics, 'patternCorrelation');
  renderApp(<CorrelationScreen />, connection, { route: '/correlation/pattern', path: '/correlation/:view' });
  const form = screen.getByRole('form', { name: 'Pattern correlation settings' });
  const field = (name: string) => within(form).getByLabelText(name) as HTMLInputElement;
  return {
    patternCorrelation,
    form,
    field,
    run: within(form).getByRole('button', { name: 'Compare patterns' }),
  };
}

describe('Pattern correlation', () => {
  afterEach(() => {
    cleanup();
    // A draft left by one test (kept for the tab's life) would be the next test's form.
    sessionStorage.clear();
  });

  it('shows the score with its word and both paths from 100 at their first close', async () => {
    const connection = await createTestConnection();
    const f = renderPattern(connection);
    // This browser's library has the prices: each side offers its chart to drag a window on.
    expect(
      await within(f.form).findByRole('img', { name: /^SPX close from 2000-01-03 to 2020-04-17/ }, SLOW),
    ).toBeTruthy();
    expect(
      await within(f.form).findByRole('img', { name: /^DJI close from 2000-01-03 to 2020-03-12/ }, SLOW),
    ).toBeTruthy();
    await userEvent.click(f.run);

    const score = await screen.findByRole('region', { name: 'Pattern similarity' }, SLOW);
    const answer = await connection.analytics.patternCorrelation({
      referenceSymbol: 'SPX',
      referenceStartDate: '2008-09-01',
      referenceEndDate: '2009-03-31',
      comparisonSymbol: 'DJI',
      comparisonStartDate: '2020-01-02',
      comparisonEndDate: '2020-03-12',
    });
    const shown = Math.round(answer.pattern_corr);
    expect(within(score).getByLabelText(`Score ${shown} out of 100`).textContent).toBe(`${shown}/ 100`);
    expect(score.textContent).toContain(`exactly ${answer.pattern_corr.toFixed(2)}`);
    // Our bands: 25 to 50 weakly similar, 50 to 70 somewhat similar (similarity-words.ts).
    const word = shown >= 50 ? 'Somewhat similar' : shown >= 25 ? 'Weakly similar' : 'Not similar';
    expect(within(score).getByText(word)).toBeTruthy();

    const overlay = screen.getByRole('region', { name: 'Price paths overlaid' });
    await userEvent.click(within(overlay).getByRole('button', { name: 'Table' }));
    const rows = within(within(overlay).getByRole('table')).getAllByRole('row');
    const reference = answer.reference!;
    const comparison = answer.comparison!;
    expect(rows).toHaveLength(reference.length + 1);
    expect(rows[1].textContent).toBe(`0.0${reference[0].Date}100.00100.00`);
    const last = reference[reference.length - 1].Close / reference[0].Close;
    const lastComparison = comparison[comparison.length - 1].Close / comparison[0].Close;
    expect(rows[rows.length - 1].textContent).toBe(
      `100.0${reference[reference.length - 1].Date}${(last * 100).toFixed(2)}${(lastComparison * 100).toFixed(2)}`,
    );
  });

  it('names each bad field of either side and keeps what was typed', async () => {
    const f = renderPattern(await createTestConnection());
    await waitForDefaultRun(f.patternCorrelation, 'Pattern similarity');
    await userEvent.clear(f.field('Reference start date'));
    await userEvent.type(f.field('Reference start date'), '2009-04-01');
    await userEvent.clear(f.field('Comparison symbol'));
    await userEvent.clear(f.field('Comparison end date'));
    await userEvent.click(f.run);

    expectFieldError(
      f.field('Reference start date'),
      'The reference start date must be before its end date (2009-03-31).',
    );
    expectFieldError(f.field('Comparison symbol'), 'Enter a symbol for the comparison symbol.');
    expectFieldError(f.field('Comparison end date'), 'Enter the comparison end date.');
    expect(f.field('Reference start date').value).toBe('2009-04-01');
    expect(f.field('Reference symbol').value).toBe('SPX');
    await expectNoNewRequest(f.patternCorrelation, 1);
  });

  it('on a server connection, picks the windows by dates only and says so', async () => {
    const local = await createTestConnection();
    const server: Connection = { ...local, label: 'Server', kind: 'server', library: null };
    const f = renderPattern(server);
    expect(within(f.form).getByRole('note').textContent).toMatch(
      /you are connected to Server, so pick the windows by their dates/,
    );
    expect(within(f.form).queryAllByRole('img')).toHaveLength(0);
    await userEvent.click(f.run);
    expect(await screen.findByRole('region', { name: 'Pattern similarity' }, SLOW)).toBeTruthy();
  });
});
