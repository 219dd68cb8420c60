// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Connection } from '../../client/connection.tsx';
import { createTestConnection } from '../../testing/test-connection.ts';
import { expectFieldError, renderCpm, settle, SLOW, theForm } from './test-helpers.tsx';

afterEach(cleanup);

async function retype(field: HTMLInputElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

describe('Pattern matching: the form', () => {
  it('opens on SPX, rounding bottom, 75% and 21 bars, with the eight patterns drawn as options', async () => {
    renderCpm(await createTestConnection());
    const f = theForm();
    const template = within(f.form).getByRole('radiogroup', { name: 'Template' });
    await within(template).findByRole('radio', { name: 'Rounding bottom' }, SLOW);
    const options = within(template).getAllByRole('radio');
    expect(options.map((o) => o.closest('label')?.textContent)).toEqual([
      'Head and shoulder top',
      'Head and shoulder bottom',
      'Double top',
      'Double bottom',
      'Triple tap',
      'Rounding bottom',
      'Ascending channel',
      'Descending channel',
      'Customize',
    ]);
    expect((within(template).getByRole('radio', { name: 'Rounding bottom' }) as HTMLInputElement).checked).toBe(true);
    // Each pattern's thumbnail is a polyline of its keypoints: the saucer has 21.
    const saucer = within(template).getByRole('radio', { name: 'Rounding bottom' }).closest('label')!;
    expect(saucer.querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(21);
    expect(f.field('Symbol').value).toBe('SPX');
    expect(f.field('Minimum correlation (%)').value).toBe('75');
    expect(f.field('Time in market (bars)').value).toBe('21');
    expect(f.field('Run as').value).toBe('backtest');
    expect(screen.getByRole('region', { name: 'CPM tasks' })).toBeTruthy();
  });

  it('names each field out of its range, keeps what was typed, and sends nothing', async () => {
    const connection = await createTestConnection();
    const submit = vi.spyOn(connection.analytics, 'submitCpm');
    renderCpm(connection);
    const f = theForm();
    await retype(f.field('Minimum correlation (%)'), '101');
    await retype(f.field('Time in market (bars)'), '2');
    await retype(f.field('Pattern length (bars)'), '4');
    await userEvent.selectOptions(f.field('Moving-average filter'), 'Close above the MA');
    await retype(f.field('Moving average (bars)'), '');
    await userEvent.click(f.run);

    expectFieldError(
      f.field('Minimum correlation (%)'),
      'Minimum correlation (%): expected a whole number from 0 to 100.',
    );
    expectFieldError(f.field('Time in market (bars)'), 'Time in market (bars): expected a whole number from 3 to 252.');
    expectFieldError(f.field('Pattern length (bars)'), 'Pattern length (bars): expected a whole number from 5 to 520.');
    expectFieldError(f.field('Moving average (bars)'), /^Enter the moving average’s length in bars \(1 to 252\)/);
    expect(f.field('Minimum correlation (%)').value).toBe('101');
    expect(f.field('Time in market (bars)').value).toBe('2');
    // The first bad field takes the focus, for the keyboard.
    await settle();
    expect(document.activeElement).toBe(f.field('Minimum correlation (%)'));

    // The other ends of the ranges, and a fraction.
    await retype(f.field('Minimum correlation (%)'), '7.5');
    await retype(f.field('Time in market (bars)'), '253');
    await retype(f.field('Moving average (bars)'), '300');
    await userEvent.click(f.run);
    expectFieldError(
      f.field('Minimum correlation (%)'),
      'Minimum correlation (%): expected a whole number from 0 to 100.',
    );
    expectFieldError(f.field('Time in market (bars)'), 'Time in market (bars): expected a whole number from 3 to 252.');
    expectFieldError(f.field('Moving average (bars)'), 'Moving average (bars): expected a whole number from 1 to 252.');
    // Editing a field takes its message away.
    await retype(f.field('Time in market (bars)'), '21');
    expect(f.field('Time in market (bars)').getAttribute('aria-invalid')).toBe('false');
    await settle();
    expect(submit).not.toHaveBeenCalled();
  });

  it('asks for the Customize window’s dates, in order, and offers the price chart to drag on', async () => {
    const connection = await createTestConnection();
    const submit = vi.spyOn(connection.analytics, 'submitCpm');
    renderCpm(connection);
    const f = theForm();
    await userEvent.click(await within(f.form).findByRole('radio', { name: 'Customize' }, SLOW));
    expect(
      await within(f.form).findByRole(
        'img',
        { name: /^SPX close from 2000-01-03 to 2020-04-17, no window chosen/ },
        SLOW,
      ),
    ).toBeTruthy();
    await userEvent.click(f.run);
    expectFieldError(
      f.field('Template start date'),
      'Enter the template start date, or drag across the price chart to pick the window.',
    );
    expectFieldError(
      f.field('Template end date'),
      'Enter the template end date, or drag across the price chart to pick the window.',
    );

    await userEvent.type(f.field('Template start date'), '2020-04-17');
    await userEvent.type(f.field('Template end date'), '2020-01-02');
    await userEvent.click(f.run);
    expectFieldError(
      f.field('Template start date'),
      'The template start date must be before its end date (2020-01-02).',
    );
    expect(within(f.form).getByRole('img', { name: /the template window 2020-04-17 to 2020-01-02/ })).toBeTruthy();
    await settle();
    expect(submit).not.toHaveBeenCalled();
  });

  it('puts the service’s refusal on the symbol field and keeps the form as typed', async () => {
    const connection = await createTestConnection();
    renderCpm(connection);
    const f = theForm();
    await retype(f.field('Symbol'), 'nope');
    await retype(f.field('Minimum correlation (%)'), '80');
    await userEvent.click(f.run);
    await vi.waitFor(() => expectFieldError(f.field('Symbol'), /^no price data for NOPE/), SLOW);
    expect(f.field('Symbol').value).toBe('NOPE');
    expect(f.field('Minimum correlation (%)').value).toBe('80');
    expect(screen.queryByRole('heading', { name: /on NOPE$/ })).toBeNull();
  });

  it('on a server connection, picks the Customize window by dates only and says so', async () => {
    const local = await createTestConnection();
    const server: Connection = { ...local, label: 'Server', kind: 'server', library: null };
    renderCpm(server);
    const f = theForm();
    await userEvent.click(await within(f.form).findByRole('radio', { name: 'Customize' }, SLOW));
    expect(within(f.form).getByRole('note').textContent).toMatch(
      /needs this browser’s data library; you are connected to Server, so type the template’s dates/,
    );
    expect(within(f.form).queryAllByRole('img')).toHaveLength(0);
  });
});
