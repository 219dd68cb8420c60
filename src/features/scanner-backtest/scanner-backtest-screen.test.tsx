// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScannerBacktestRequest } from '../../contract/index.ts';
import { createTestConnection } from '../../testing/test-connection.ts';
import { expectFieldError, renderScannerBacktest, RUN, settle, SLOW, theForm } from './test-helpers.tsx';

afterEach(cleanup);

async function retype(field: HTMLInputElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

const RANGES = ['Profit target (%)', 'Stop loss (%)', 'Time in market (days)', 'Trend score', 'Relative trend score'];

describe('Scanner backtest: the form', { timeout: 180_000 }, () => {
  it('shows every parameter of spec 4.5 with its default', async () => {
    renderScannerBacktest(await createTestConnection());
    const f = theForm();
    expect(f.field('Start date').value).toBe('2017-05-11');
    expect(f.field('End date').value).toBe('2018-05-11');
    expect(f.field('Universe').value).toBe('stock');
    const signals = within(f.form).getByRole('radiogroup', { name: 'Signals' });
    // The spec lists 37 signals; the label counts the service's list once it has come.
    const all = await within(signals).findByRole('radio', { name: 'All 37 signals (default)' });
    expect((all as HTMLInputElement).checked).toBe(true);
    expect(f.field('Total capital').value).toBe('100000');
    expect(f.field('Long share').value).toBe('1.0');
    expect(f.field('Short share').value).toBe('0.0');
    expect(f.field('Commission (%)').value).toBe('0');
    expect(f.field('Capital per trade').value).toBe('Kelly');
    expect(within(f.form).queryByLabelText('Fixed share of equity')).toBeNull();
    expect(f.field('Daily limit (trades)').value).toBe('3');
    expect(f.field('Rank picks by').value).toBe('StdDev');
    expect(
      within(f.field('Rank picks by'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['WinRate', 'Z_Score', 'StdDev (default)', 'Expected Return', 'SharpeRatio']);
    expect(f.field('Name').value).toBe('');
    for (const range of [...RANGES, 'Optix']) {
      expect(f.field(`${range} min`).value, range).toBe('');
      expect(f.field(`${range} max`).value, range).toBe('');
    }
    const list = screen.getByRole('region', { name: 'Scanner backtests' });
    expect(
      await within(list).findByText('No scanner backtests yet: run one above and it is listed here with its status.'),
    ).toBeTruthy();
  });

  it('offers the 37 signals with their definitions when choosing, and asks for at least one', async () => {
    const connection = await createTestConnection();
    const submit = vi.spyOn(connection.analytics, 'submitScannerBacktest');
    renderScannerBacktest(connection);
    const f = theForm();
    await userEvent.click(await within(f.form).findByRole('radio', { name: 'Choose signals' }, SLOW));
    await userEvent.click(f.run);
    expectFieldError(f.field('Chosen signals'), 'Choose at least one signal, or “All signals”.');

    await userEvent.click(f.field('Chosen signals'));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(37);
    // Spec 2.4 defines RSI as a golden cross above 35: the option says so beside the name.
    const rsi = options.find((o) => o.textContent?.startsWith('RSI'))!;
    expect(rsi.textContent).toMatch(/35/);
    await userEvent.click(rsi);
    expect(within(f.form).getByRole('button', { name: 'RSI' })).toBeTruthy();
    expect(within(f.form).getByRole('term').textContent).toBe('RSI');
    await settle();
    expect(submit).not.toHaveBeenCalled();
  });

  it('puts a bad range under its pair, keeps what was typed, and sends nothing', async () => {
    const connection = await createTestConnection();
    const submit = vi.spyOn(connection.analytics, 'submitScannerBacktest');
    renderScannerBacktest(connection);
    const f = theForm();
    await retype(f.field('Profit target (%) min'), '8');
    await retype(f.field('Profit target (%) max'), '2');
    await retype(f.field('Stop loss (%) max'), 'abc');
    await retype(f.field('Long share'), '0.8');
    await retype(f.field('Short share'), '0.4');
    await retype(f.field('Daily limit (trades)'), '0');
    await userEvent.click(f.run);

    expectFieldError(f.field('Profit target (%) min'), "Profit target (%): the range's min 8 is above its max 2.");
    expectFieldError(f.field('Profit target (%) max'), "Profit target (%): the range's min 8 is above its max 2.");
    expectFieldError(f.field('Stop loss (%) max'), 'Stop loss (%): each side is a number, or blank for no limit.');
    expectFieldError(
      f.field('Long share'),
      /^Long share: expected long\/short shares from 0 to 1 that add up to at most 1/,
    );
    expectFieldError(f.field('Daily limit (trades)'), 'Daily limit (trades): expected a whole number from 1 to 100.');
    expect(f.field('Profit target (%) min').value).toBe('8');
    expect(f.field('Profit target (%) max').value).toBe('2');
    expect(f.field('Short share').value).toBe('0.4');
    // The first bad field takes the focus, for the keyboard.
    await settle();
    expect(document.activeElement).toBe(f.field('Long share'));

    // Mending either side of a pair takes the pair's message away.
    await retype(f.field('Profit target (%) max'), '20');
    expect(f.field('Profit target (%) min').getAttribute('aria-invalid')).toBe('false');
    await retype(f.field('Short share'), '0.2');
    expect(f.field('Long share').getAttribute('aria-invalid')).toBe('false');
    await settle();
    expect(submit).not.toHaveBeenCalled();
  });

  it('shows the service’s field error on the field it names, keeping the form as typed', async () => {
    const connection = await createTestConnection();
    const send = connection.analytics.submitScannerBacktest.bind(connection.analytics);
    // The form checks with the service's own schema, so the service only sees a range the form let through; here
    // the request is spoilt on its way to show what the form does with the service's 400.
    vi.spyOn(connection.analytics, 'submitScannerBacktest').mockImplementation((body: ScannerBacktestRequest) =>
      send({ ...body, optix_range: '8-2' }),
    );
    renderScannerBacktest(connection);
    const f = theForm();
    await retype(f.field('Name'), 'kept');
    await userEvent.click(f.run);
    await vi.waitFor(() => expectFieldError(f.field('Optix min'), "Optix: the range's min 8 is above its max 2."), RUN);
    expect(f.field('Name').value).toBe('kept');
    expect(screen.queryByRole('heading', { name: 'kept' })).toBeNull();
    // Editing the named field takes the service's message away.
    await retype(f.field('Optix min'), '1');
    expect(f.field('Optix min').getAttribute('aria-invalid')).toBe('false');
  });

  it('sends every setting as spec 4.5 writes it, blank range sides as no limit', async () => {
    const connection = await createTestConnection();
    const submit = vi.spyOn(connection.analytics, 'submitScannerBacktest');
    renderScannerBacktest(connection);
    const f = theForm();
    await userEvent.selectOptions(f.field('Universe'), 'stock/etf');
    await retype(f.field('Total capital'), '50000');
    await retype(f.field('Long share'), '0.7');
    await retype(f.field('Short share'), '0.3');
    await retype(f.field('Commission (%)'), '0.1');
    await userEvent.selectOptions(f.field('Capital per trade'), 'fixed');
    await retype(f.field('Fixed share of equity'), '0.5');
    await retype(f.field('Daily limit (trades)'), '2');
    await userEvent.selectOptions(f.field('Rank picks by'), 'Expected Return');
    await retype(f.field('Profit target (%) min'), '2');
    await retype(f.field('Profit target (%) max'), '8');
    await retype(f.field('Stop loss (%) max'), '10');
    await retype(f.field('Time in market (days) min'), '5');
    await retype(f.field('Name'), 'Everything set');
    await userEvent.click(f.run);
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1), RUN);
    expect(submit.mock.calls[0][0]).toEqual({
      start_date: '2017-05-11',
      end_date: '2018-05-11',
      find_type: 'stock/etf',
      signals: ['All'],
      total_capital: 50000,
      long_short_ratio: '0.7/0.3',
      commission: 0.1,
      name: 'Everything set',
      profit_target_range: '2-8',
      stop_loss_range: '0-10',
      time_in_market_range: '5-1000000000',
      capital_allocate: '0.5',
      daily_limit: 2,
      rank_condition: 'Expected Return',
    });
    expect(await screen.findByRole('heading', { name: 'Everything set' }, RUN)).toBeTruthy();
  });
});
