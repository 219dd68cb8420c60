// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setDroppedCsv } from '../../client/dropped-csv.ts';
import { DRAFT_KEY } from './draft-storage.ts';
import { ENCODING_OPEN_KEY } from './service-encoding.tsx';
import { decodeShare } from './share-link.ts';
import { renderApp } from '../../testing/render-app.tsx';
import type { TestConnection } from '../../testing/test-connection.ts';
import { createTestConnection } from '../../testing/test-connection.ts';
import StrategyScreen from './strategy-screen.tsx';

let connection: TestConnection;
beforeAll(async () => {
  connection = await createTestConnection();
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  setDroppedCsv(null);
  vi.restoreAllMocks();
});

// Generous: the in-process service shares the machine with the other test files.
const WAIT = { timeout: 8000 };
const panel = () => screen.getByRole('region', { name: 'What the service will run' });
const group = (name: string) => screen.getByRole('group', { name });

function renderBuilder(route = '/strategy') {
  // The tests read the service's encoding, which an analyst opens under "Service encoding".
  localStorage.setItem(ENCODING_OPEN_KEY, 'true');
  // No delay between keystrokes: the tests check what the screen shows, not typing speed.
  const user = userEvent.setup({ delay: null });
  renderApp(<StrategyScreen />, connection, { route, path: '/strategy' });
  return user;
}

function codes(side: 'Entry' | 'Exit'): string[] {
  const list = within(panel()).queryByRole('list', { name: `${side} signal codes` });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent ?? '')
    : [];
}

async function expectCodes(side: 'Entry' | 'Exit', expected: string[]) {
  await waitFor(() => expect(codes(side)).toEqual(expected), WAIT);
}

type User = ReturnType<typeof userEvent.setup>;

/** Opens a select by its label and picks an option by its name. */
async function choose(user: User, scope: HTMLElement, label: RegExp, option: RegExp) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Replaces a field's text in one input event, as pasting does (quicker than typing it out). */
async function retype(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.paste(text);
}

const RSI_CODE = 'TI:RSI(14);IDS:EO20/EP80;SC:SV/3/30';

describe('Strategy builder', () => {
  it('starts with RSI(14) CrossAbove 30 and a risk-control-only exit', async () => {
    renderBuilder();
    await expectCodes('Entry', [RSI_CODE]);
    expect(codes('Exit')).toEqual(['SI:RiskControlOnly;IDS:EO0.7/EP0.3;SC:SV/0/999999']);
    expect(within(panel()).getByRole('list', { name: 'Defaults applied' }).textContent).toContain('capital: 100000');
    expect(screen.getByLabelText('Encoded risk control').textContent).toBe('-5/10/21');
  });
});

describe('rule types', () => {
  it('SingleCondition: Symbol Close above its 21-bar SMA', async () => {
    const user = renderBuilder();
    await expectCodes('Entry', [RSI_CODE]);
    const condition = group('Entry condition');
    await retype(user, within(condition).getByRole('combobox', { name: 'Signal' }), 'Symbol Close');
    await choose(user, condition, /^Compare with/, /^SVMA/);
    expect(within(condition).getByRole('textbox', { name: 'Period (bars)' })).toHaveProperty('value', '21');
    expect(within(condition).queryByRole('textbox', { name: 'Value' })).toBeNull();
    expect(within(condition).getByLabelText('Detected type: Symbol')).toBeTruthy();
    await expectCodes('Entry', ['SY:Symbol Close;IDS:EO0/EP0;SC:SVMA/3/21']);
    expect(within(panel()).getByRole('list', { name: 'Entry cond entries' }).textContent).toBe('7/21/S');
  });

  it('Scoring: two conditions, threshold 2, and never more than the conditions', async () => {
    const user = renderBuilder();
    await choose(user, document.body, /^Entry rule type/, /^Scoring/);
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    const second = group('Entry condition 2');
    await retype(user, within(second).getByRole('combobox', { name: 'Signal' }), 'Symbol Close');
    await user.type(within(second).getByRole('textbox', { name: 'Value' }), '1500');
    const threshold = screen.getByRole('textbox', { name: 'Conditions that must be true' });
    await retype(user, threshold, '2');
    await expectCodes('Entry', [RSI_CODE, 'SY:Symbol Close;IDS:EO0/EP0;SC:SV/0/1500']);
    expect(within(panel()).getByRole('heading', { name: /Entry: Scoring/ })).toBeTruthy();

    await retype(user, threshold, '3');
    // Said at the field and in the panel's list.
    expect(await screen.findAllByText('At most 2: there are 2 conditions')).toHaveLength(2);
    expect(threshold.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Run backtest' })).toHaveProperty('disabled', true));

    // Removing a condition brings the threshold down with it.
    await user.click(screen.getByRole('button', { name: 'Remove condition 2' }));
    expect(threshold).toHaveProperty('value', '1');
  });

  it('TimeOrder: two steps, reordered with the keyboard-reachable buttons', async () => {
    const user = renderBuilder();
    await choose(user, document.body, /^Entry rule type/, /^Time order/);
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    const second = group('Entry step 2');
    await retype(user, within(second).getByRole('combobox', { name: 'Signal' }), 'Symbol Close');
    await user.type(within(second).getByRole('textbox', { name: 'Value' }), '1500');
    await user.type(screen.getByRole('textbox', { name: 'All steps within (bars)' }), '21');
    const symbolCode = 'SY:Symbol Close;IDS:EO0/EP0;SC:SV/0/1500';
    await expectCodes('Entry', [RSI_CODE, symbolCode]);

    expect(screen.getByRole('button', { name: 'Move step 1 up' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Move step 2 up' }));
    await expectCodes('Entry', [symbolCode, RSI_CODE]);
    expect(within(group('Entry step 1')).getByRole('combobox', { name: 'Signal' })).toHaveProperty(
      'value',
      'Symbol Close',
    );
  });

  it('RiskControlOnly: exit only, pointing to the risk controls', async () => {
    const user = renderBuilder();
    await user.click(screen.getByRole('combobox', { name: /^Entry rule type/ }));
    expect(screen.queryByRole('option', { name: 'Risk controls only' })).toBeNull();
    await user.keyboard('{Escape}');

    await choose(user, document.body, /^Exit rule type/, /^Single condition/);
    const exitCondition = group('Exit condition');
    await retype(user, within(exitCondition).getByRole('combobox', { name: 'Signal' }), 'RSI(14)');
    await user.type(within(exitCondition).getByRole('textbox', { name: 'Value' }), '70');
    await expectCodes('Exit', ['TI:RSI(14);IDS:EO20/EP80;SC:SV/0/70']);

    await choose(user, document.body, /^Exit rule type/, /^Risk controls only/);
    expect(screen.getByRole('button', { name: 'Go to risk control' })).toBeTruthy();
    await expectCodes('Exit', ['SI:RiskControlOnly;IDS:EO0.7/EP0.3;SC:SV/0/999999']);
  });
});

describe('condition editor', () => {
  it('shows and hides inputs as the operator, comparison and signal change', async () => {
    const user = renderBuilder();
    const condition = group('Entry condition');
    const value = () => within(condition).queryByRole('textbox', { name: 'Value' });
    const period = () => within(condition).queryByRole('textbox', { name: 'Period (bars)' });

    // RSI(14) is Technical: no qualifier, no EO/EP, and no MA comparison (it is not a moving average).
    expect(await within(condition).findByLabelText('Detected type: Technical', {}, WAIT)).toBeTruthy();
    expect(within(condition).queryByLabelText('Add a qualifier')).toBeNull();
    expect(within(condition).queryByRole('textbox', { name: 'Extreme optimism' })).toBeNull();
    await user.click(within(condition).getByRole('combobox', { name: 'Compare with' }));
    expect(screen.queryByRole('option', { name: /^MA:/ })).toBeNull();
    await user.keyboard('{Escape}');

    await choose(user, condition, /^Operator/, /^All-time High$/);
    expect(value()).toBeNull();
    expect(period()).toBeNull();

    await choose(user, condition, /^Operator/, /^Range Rank$/);
    expect(value()).not.toBeNull();
    expect(period()).toHaveProperty('value', '21');

    await choose(user, condition, /^Operator/, /^>$/);
    expect(period()).toBeNull();

    // A moving-average technical offers MA, which compares the close with it and needs no value.
    await retype(user, within(condition).getByRole('combobox', { name: 'Signal' }), 'SMA(50)');
    await choose(user, condition, /^Compare with/, /^MA:/);
    expect(value()).toBeNull();
    await expectCodes('Entry', ['TI:SMA(50);IDS:EO20/EP80;SC:MA/0/0']);

    // Symbol signals take a qualifier; switching away from SMA drops the MA comparison.
    await retype(user, within(condition).getByRole('combobox', { name: 'Signal' }), 'Symbol Close');
    expect(within(condition).getByRole('combobox', { name: 'Compare with' }).textContent).toMatch(/^SV:/);
    await user.click(within(condition).getByLabelText('Add a qualifier'));
    expect(within(condition).getByRole('combobox', { name: 'Qualifier' })).toBeTruthy();
    expect(within(condition).queryByRole('combobox', { name: 'Qualifier average' })).toBeNull();
    await choose(user, condition, /^Qualifier$/, /^MA Ratio$/);
    expect(within(condition).getByRole('combobox', { name: 'Qualifier average' })).toBeTruthy();
    await expectCodes('Entry', ['SY:Symbol Close;IDS:EO0/EP0;SC:SV/0/30']);
    // The qualifier does not change the code, only the cond entry (7 = MA Ratio), so wait for that answer.
    await waitFor(
      () => expect(within(panel()).getByRole('list', { name: 'Entry cond entries' }).textContent).toBe('7/21/S'),
      WAIT,
    );
  });

  it('offers EO/EP with the indicator defaults for a Sentiment signal', async () => {
    const user = renderBuilder();
    const condition = group('Entry condition');
    await retype(user, within(condition).getByRole('combobox', { name: 'Signal' }), 'VIX');
    expect(await within(condition).findByLabelText('Detected type: Sentiment', {}, WAIT)).toBeTruthy();
    const eo = within(condition).getByRole('textbox', { name: 'Extreme optimism' });
    await waitFor(() => expect(eo.getAttribute('placeholder')).toBe('12'), WAIT);
    expect(within(condition).getByRole('textbox', { name: 'Extreme pessimism' }).getAttribute('placeholder')).toBe(
      '30',
    );
    await expectCodes('Entry', ['SI:VIX;IDS:EO12/EP30;SC:SV/3/30']);
    await user.type(eo, '15');
    await expectCodes('Entry', ['SI:VIX;IDS:EO15/EP30;SC:SV/3/30']);
  });

  it('shows a 400 on the field it names', async () => {
    const user = renderBuilder();
    const condition = group('Entry condition');
    const signal = within(condition).getByRole('combobox', { name: 'Signal' });
    await retype(user, signal, 'No Such Indicator');
    const message = /"No Such Indicator" is not in this connection's indicator catalogue/;
    expect(await within(condition).findByText(message, {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(signal.getAttribute('aria-invalid')).toBe('true'));
    expect(within(panel()).getByText('The service refused this strategy')).toBeTruthy();
    expect(within(panel()).getByText('Entry, condition 1: signal:')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run backtest' })).toHaveProperty('disabled', true);
    expect(within(condition).getByLabelText('Detected type: Unknown')).toBeTruthy();

    // Fixing the name clears the error at the field and in the panel.
    await retype(user, signal, 'Symbol Close');
    await waitFor(() => expect(signal.getAttribute('aria-invalid')).toBe('false'), WAIT);
    await waitFor(() => expect(within(panel()).queryByText('The service refused this strategy')).toBeNull(), WAIT);
  });
});

/** The `s` code of the link "Copy link" put on the clipboard. */
async function copiedCode(user: User): Promise<string> {
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  const link = await navigator.clipboard.readText();
  expect(link).toMatch(/#\/strategy\?s=/);
  return link.slice(link.indexOf('?s=') + 3);
}

async function loadSampleCsv(file: string) {
  const text = await readFile(join(import.meta.dirname, '../../../public/samples', file), 'utf8');
  return connection.library!.loadCsv(file, text);
}

describe('share links and drafts', () => {
  it('copies a link that opens the same strategy', async () => {
    const user = renderBuilder();
    await user.type(screen.getByRole('textbox', { name: 'Strategy name' }), 'Shared RSI');
    await retype(user, screen.getByRole('textbox', { name: 'Take-profit' }), '');
    const code = await copiedCode(user);
    const decoded = decodeShare(code);
    expect(decoded.ok && decoded.shared.request).toMatchObject({ name: 'Shared RSI', risk_control: '-5//21' });
    cleanup();
    localStorage.clear();

    renderBuilder(`/strategy?s=${code}`);
    expect(screen.getByRole('textbox', { name: 'Strategy name' })).toHaveProperty('value', 'Shared RSI');
    expect(screen.getByText('Opened the shared strategy “Shared RSI”.')).toBeTruthy();
    expect(screen.getByLabelText('Encoded risk control').textContent).toBe('-5//21');
    await expectCodes('Entry', [RSI_CODE]);
  });

  it('keeps the price basis in the draft and the share link, and says it in the description', async () => {
    // The control sits in the account settings, collapsed at first.
    const prices = async (user: User) => {
      await user.click(screen.getByRole('button', { name: /^Account settings/ }));
      return screen.getByRole('combobox', { name: /^Prices/ }).textContent;
    };
    let user = renderBuilder();
    expect(await prices(user)).toBe('Price (split-adjusted)');
    await choose(user, document.body, /^Prices/, /^Total return/);
    expect(localStorage.getItem(DRAFT_KEY)).toContain('"price_basis":"total_return"');
    await waitFor(
      () => expect(screen.getAllByText(/daily total-return bars with dividends reinvested/).length).toBeGreaterThan(0),
      WAIT,
    );
    const code = await copiedCode(user);
    const decoded = decodeShare(code);
    expect(decoded.ok && decoded.shared.request.price_basis).toBe('total_return');
    cleanup();

    // the draft, after a reload
    user = renderBuilder();
    expect(await prices(user)).toBe('Total return (dividends reinvested)');
    cleanup();
    localStorage.clear();

    // the link, in a browser without the draft
    user = renderBuilder(`/strategy?s=${code}`);
    expect(await prices(user)).toBe('Total return (dividends reinvested)');
  });

  it('a strategy shared in CSV mode names its file and carries no rows', async () => {
    setDroppedCsv(await loadSampleCsv('GOOG.csv'));
    const user = renderBuilder();
    expect(screen.getByText(/^GOOG\.csv,/)).toBeTruthy();
    const code = await copiedCode(user);
    const decoded = decodeShare(code);
    expect(decoded.ok && decoded.shared.csvFile).toBe('GOOG.csv');
    expect(code.length).toBeLessThan(1000);
    expect(decoded.ok && Object.keys(decoded.shared.request)).not.toContain('csv_data');
    cleanup();
    setDroppedCsv(null);
    localStorage.clear();

    renderBuilder(`/strategy?s=${code}`);
    expect(screen.getByText(/This strategy was shared for the CSV file/).textContent).toContain('GOOG.csv');
    // The symbol is the analyst's own: a dropped file never writes its name into it.
    expect(screen.getByRole('combobox', { name: 'Symbol' })).toHaveProperty('value', 'SPX');
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    const user = renderBuilder();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    const field = await screen.findByRole('textbox', { name: 'Link to this strategy' });
    const code = (field as HTMLTextAreaElement).value.split('?s=')[1];
    expect(decodeShare(code)).toMatchObject({ ok: true, shared: { request: { symbol: 'SPX' } } });
  });

  it('keeps the draft across a reload, and Reset restores the defaults', async () => {
    const user = renderBuilder();
    await user.type(screen.getByRole('textbox', { name: 'Strategy name' }), 'Draft one');
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain('Draft one'), WAIT);
    cleanup();

    renderBuilder();
    expect(screen.getByRole('textbox', { name: 'Strategy name' })).toHaveProperty('value', 'Draft one');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('textbox', { name: 'Strategy name' })).toHaveProperty('value', '');
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).not.toContain('Draft one'), WAIT);
  });

  it('saves every change at once, and undoes selects and a Reset too', async () => {
    const user = renderBuilder();
    const name = screen.getByRole('textbox', { name: 'Strategy name' });
    await user.type(name, 'Kept');
    // No waiting: the draft is written on the change itself.
    expect(localStorage.getItem(DRAFT_KEY)).toContain('"name":"Kept"');
    await choose(user, document.body, /^Exit rule type/, /^Single condition/);
    expect(localStorage.getItem(DRAFT_KEY)).toContain('"rule_type":"SingleCondition"');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(name).toHaveProperty('value', '');
    expect(localStorage.getItem(DRAFT_KEY)).not.toContain('Kept');
    await user.keyboard('{Control>}z{/Control}');
    expect(screen.getByRole('textbox', { name: 'Strategy name' })).toHaveProperty('value', 'Kept');
    expect(screen.getByRole('combobox', { name: /^Exit rule type/ }).textContent).toBe('Single condition');
    const history = screen.getByRole('group', { name: 'Edit history' });
    await user.click(within(history).getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('combobox', { name: /^Exit rule type/ }).textContent).toBe('Risk controls only');
    expect(localStorage.getItem(DRAFT_KEY)).toContain('"rule_type":"RiskControlOnly"');
    await user.click(within(history).getByRole('button', { name: 'Redo' }));
    expect(screen.getByRole('combobox', { name: /^Exit rule type/ }).textContent).toBe('Single condition');
  });

  it('re-runs a task: ?from loads its strategy over the draft', async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ values: { broken: true } }));
    const { task_id } = await connection.backtest.submit({
      symbol: 'AAPL',
      name: 'From a task',
      entry: {
        rule_type: 'SingleCondition',
        condition: { signal: { name: 'Symbol Close' }, rule: { type_name: '>', comparison_value: 100 } },
      },
      exit: { rule_type: 'RiskControlOnly' },
    });
    renderBuilder(`/strategy?from=${task_id}`);
    await waitFor(
      () => expect(screen.getByRole('textbox', { name: 'Strategy name' })).toHaveProperty('value', 'From a task'),
      WAIT,
    );
    expect(screen.getByRole('combobox', { name: 'Symbol' })).toHaveProperty('value', 'AAPL');
    await expectCodes('Entry', ['SY:Symbol Close;IDS:EO0/EP0;SC:SV/0/100']);
    await connection.parts.service.backtests.idle();
  });
});

describe('running', () => {
  it('Run backtest queues a task and opens it', async () => {
    const user = renderBuilder();
    await expectCodes('Entry', [RSI_CODE]);
    await user.click(screen.getByRole('button', { name: 'Run backtest' }));
    expect(await screen.findByTestId('navigated-away', {}, WAIT)).toBeTruthy();
    const { tasks } = await connection.backtest.tasks(5, 0);
    expect(tasks[0]).toMatchObject({ symbol: 'SPX' });
    await connection.parts.service.backtests.idle();
  });

  it('with a CSV, runs instantly as the rules change, without a task', async () => {
    setDroppedCsv(await loadSampleCsv('GOOG.csv'));
    const user = renderBuilder();
    expect(screen.getByRole('button', { name: 'Stop using this CSV' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Run backtest' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Symbol' })).toHaveProperty('value', 'SPX');
    const results = screen.getByRole('region', { name: 'Instant results' });
    expect(await within(results).findByText(/Updated in \d+ ms/, {}, WAIT)).toBeTruthy();
    expect(await within(results).findByRole('heading', { name: 'Instant backtest of GOOG.csv' }, WAIT)).toBeTruthy();
    const before = (await connection.backtest.tasks(50, 0)).total;

    await retype(user, within(group('Entry condition')).getByRole('textbox', { name: 'Value' }), '50');
    await expectCodes('Entry', ['TI:RSI(14);IDS:EO20/EP80;SC:SV/3/50']);
    await waitFor(() => expect(within(results).queryByRole('progressbar', { name: 'Running on the CSV' })).toBeNull());
    expect((await connection.backtest.tasks(50, 0)).total).toBe(before);

    await user.click(screen.getByRole('button', { name: 'Stop using this CSV' }));
    expect(screen.getByRole('button', { name: 'Run backtest' })).toBeTruthy();
  });
});
