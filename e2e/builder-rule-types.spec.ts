import { expect, test } from './support/app.ts';
import { openBuilder, RISK_CONTROL_ONLY_CODE, RULE_TYPE } from './support/builder.ts';
import { screenshotBothSizes } from './support/screenshots.ts';

/*
 * Each of the four rule types built in the builder, and the codes the validate panel shows for them. The expected
 * codes follow spec 2.7, `{SI|SY|TI}:<name>;IDS:EO<opt>/EP<pess>;SC:<comparison>/<operator code>/<value or period>`:
 * a technical signal carries EO20/EP80 and a Symbol signal EO0/EP0; operator codes > 0, = 1, < 2, CrossAbove 3,
 * CrossBelow 4; SVMA/SVEMA encode their period where SV encodes the value.
 */

test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ app }) => {
  await app.open('/strategy');
});

test('a new strategy is RSI(14) crossing above 30, out by the risk controls only', async ({ page }) => {
  const builder = await openBuilder(page);
  await builder.expectCodes('Entry', ['TI:RSI(14);IDS:EO20/EP80;SC:SV/3/30']);
  await builder.expectCodes('Exit', [RISK_CONTROL_ONLY_CODE]);
  await expect(builder.panel.getByRole('heading', { name: 'Entry: Single condition' })).toBeVisible();
  await expect(builder.panel.getByRole('list', { name: 'Defaults applied' })).toContainText('capital: 100000');
  await expect(builder.encodedRiskControl).toHaveText('-5/10/21');
  await expect(builder.runButton).toBeEnabled();
  await screenshotBothSizes(page, 'strategy-builder');
});

test('SingleCondition: Symbol Close crossing above its 21-bar SMA; exit on RSI(14) crossing below 70', async ({
  page,
}) => {
  const builder = await openBuilder(page);
  const entry = builder.condition('Entry condition');
  await builder.setCondition('Entry condition', {
    signal: 'Symbol Close',
    compareWith: 'SVMA',
    operator: 'CrossAbove',
  });
  // Choosing SVMA fills the period with the typical 21 and hides the value, which SVMA does not use.
  await expect(entry.getByRole('textbox', { name: 'Period (bars)' })).toHaveValue('21');
  await expect(entry.getByRole('textbox', { name: 'Value' })).toHaveCount(0);
  await expect(entry.getByLabel('Detected type: Symbol')).toBeVisible();

  await builder.setRuleType('Exit', 'SingleCondition');
  await builder.setCondition('Exit condition', { signal: 'RSI(14)', operator: 'CrossBelow', value: '70' });
  await expect(builder.condition('Exit condition').getByLabel('Detected type: Technical')).toBeVisible();

  await builder.expectCodes('Entry', ['SY:Symbol Close;IDS:EO0/EP0;SC:SVMA/3/21']);
  // SVMA brings its own MA Ratio (7) qualifier over the period.
  await expect(builder.condEntries('Entry')).toHaveText(['7/21/S']);
  await builder.expectCodes('Exit', ['TI:RSI(14);IDS:EO20/EP80;SC:SV/4/70']);
  await expect(builder.condEntries('Exit')).toHaveText(['3/21/S']);
  await expect(builder.panel.getByRole('heading', { name: 'Exit: Single condition' })).toBeVisible();
});

test('Scoring: two conditions with threshold 2, and a threshold above the count is refused', async ({ page }) => {
  const builder = await openBuilder(page);
  await builder.setRuleType('Entry', 'Scoring');
  await builder.setCondition('Entry condition 1', { signal: 'RSI(14)', operator: '<', value: '30' });
  await builder.block('Entry').getByRole('button', { name: 'Add condition' }).click();
  await builder.setCondition('Entry condition 2', { signal: 'Symbol Close', operator: '>', value: '1500' });
  const threshold = builder.block('Entry').getByRole('textbox', { name: 'Conditions that must be true' });
  await builder.setText(builder.block('Entry'), 'Conditions that must be true', '2');

  await builder.expectCodes('Entry', [
    'TI:RSI(14);IDS:EO20/EP80;SC:SV/2/30',
    'SY:Symbol Close;IDS:EO0/EP0;SC:SV/0/1500',
  ]);
  await expect(builder.condEntries('Entry')).toHaveText(['3/21/S', '3/21/S']);
  await expect(builder.panel.getByRole('heading', { name: `Entry: ${RULE_TYPE.Scoring}`, exact: true })).toBeVisible();
  await expect(builder.runButton).toBeEnabled();

  // Three of two conditions can never hold: the field says so and the run is blocked.
  await threshold.fill('3');
  await expect(builder.block('Entry').getByText('At most 2: there are 2 conditions')).toBeVisible();
  await expect(threshold).toHaveAttribute('aria-invalid', 'true');
  await expect(builder.panel.getByText('Needs changes', { exact: true })).toBeVisible();
  await expect(builder.runButton).toBeDisabled();

  // Removing a condition brings the threshold down with it.
  await builder.block('Entry').getByRole('button', { name: 'Remove condition 2' }).click();
  await expect(threshold).toHaveValue('1');
  await builder.expectCodes('Entry', ['TI:RSI(14);IDS:EO20/EP80;SC:SV/2/30']);
});

test('TimeOrder: two steps in order within 10 bars, and moving a step reorders the codes', async ({ page }) => {
  const builder = await openBuilder(page);
  await builder.setRuleType('Entry', 'TimeOrder');
  await builder.setCondition('Entry step 1', { signal: 'RSI(14)', operator: 'CrossBelow', value: '30' });
  await builder.block('Entry').getByRole('button', { name: 'Add step' }).click();
  await builder.setCondition('Entry step 2', {
    signal: 'Symbol Close',
    compareWith: 'SVEMA',
    operator: 'CrossAbove',
    period: '50',
  });
  await builder.setText(builder.block('Entry'), 'All steps within (bars)', '10');

  const rsiStep = 'TI:RSI(14);IDS:EO20/EP80;SC:SV/4/30';
  const emaStep = 'SY:Symbol Close;IDS:EO0/EP0;SC:SVEMA/3/50';
  await builder.expectCodes('Entry', [rsiStep, emaStep]);
  await expect(builder.condEntries('Entry')).toHaveText(['3/21/S', '7/50/E']);
  await expect(
    builder.panel.getByRole('heading', { name: `Entry: ${RULE_TYPE.TimeOrder}`, exact: true }),
  ).toBeVisible();
  await screenshotBothSizes(page, 'strategy-time-order');

  await expect(builder.block('Entry').getByRole('button', { name: 'Move step 1 up' })).toBeDisabled();
  await builder.block('Entry').getByRole('button', { name: 'Move step 2 up' }).click();
  await builder.expectCodes('Entry', [emaStep, rsiStep]);
  await expect(builder.condEntries('Entry')).toHaveText(['7/50/E', '3/21/S']);
  await expect(builder.condition('Entry step 1').getByRole('combobox', { name: 'Signal' })).toHaveValue('Symbol Close');
});

test('RiskControlOnly: an exit by stop, target and holding limit only, encoded as its dummy signal', async ({
  page,
}) => {
  const builder = await openBuilder(page);
  // From a condition exit to "Risk controls only": the condition goes away and the dummy code takes its place.
  await builder.setRuleType('Exit', 'SingleCondition');
  await builder.setCondition('Exit condition', { signal: 'RSI(14)', operator: '>', value: '70' });
  await builder.expectCodes('Exit', ['TI:RSI(14);IDS:EO20/EP80;SC:SV/0/70']);

  await builder.setRuleType('Exit', 'RiskControlOnly');
  await expect(builder.condition('Exit condition')).toHaveCount(0);
  await builder.setRisk({ stop: '3', take: '6', days: '15' });
  await expect(builder.encodedRiskControl).toHaveText('-3/6/15');
  await builder.expectCodes('Exit', [RISK_CONTROL_ONLY_CODE]);
  await expect(builder.condEntries('Exit')).toHaveText(['3/21/S']);
  await expect(
    builder.panel.getByRole('heading', { name: `Exit: ${RULE_TYPE.RiskControlOnly}`, exact: true }),
  ).toBeVisible();

  // The block points to the risk controls it relies on.
  const exit = builder.block('Exit');
  await expect(exit.getByText(/Trades close only by the risk control below/)).toBeVisible();
  await exit.getByRole('button', { name: 'Go to risk control' }).click();
  await expect(page.getByRole('textbox', { name: 'Stop-loss', exact: true })).toBeFocused();

  // Only the exit offers it.
  await builder.ruleTypeSelect('Entry').click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveText([RULE_TYPE.SingleCondition, RULE_TYPE.Scoring, RULE_TYPE.TimeOrder]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
});
