import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/*
 * The strategy builder (#/strategy) as an analyst sees it: every input is found by its role and its label, as in
 * src/features/strategy (rule-block-editor.tsx, condition-editor.tsx, risk-control-fields.tsx, account-settings.tsx,
 * validate-panel.tsx).
 */

export type Side = 'Entry' | 'Exit';

/** The option names of the rule-type select (RULE_TYPE_LABEL). */
export const RULE_TYPE = {
  SingleCondition: 'Single condition',
  Scoring: 'Scoring: enough of several conditions',
  TimeOrder: 'Time order: steps in sequence',
  RiskControlOnly: 'Risk controls only',
} as const;

/** The option names of "Compare with" (COMPARISON_LABEL). */
export const COMPARE_WITH = {
  SV: 'SV: the value itself',
  SVMA: 'SVMA: its simple moving average',
  SVEMA: 'SVEMA: its exponential moving average',
} as const;

/** The code RiskControlOnly is encoded as (spec 2.2). */
export const RISK_CONTROL_ONLY_CODE = 'SI:RiskControlOnly;IDS:EO0.7/EP0.3;SC:SV/0/999999';

/** What one condition (or step) is set to; absent fields are left as they are. */
export interface ConditionInput {
  signal?: string;
  compareWith?: keyof typeof COMPARE_WITH;
  operator?: string;
  value?: string;
  period?: string;
}

export interface RiskInput {
  stop?: string;
  take?: string;
  days?: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A select's accessible name is its label followed by the chosen option's text. */
const startsWith = (label: string) => new RegExp(`^${escape(label)}`);

export class Builder {
  readonly form: Locator;
  /** "What the service will run": the validate answer for the strategy on screen. */
  readonly panel: Locator;
  readonly runButton: Locator;
  readonly copyLinkButton: Locator;
  readonly encodedRiskControl: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Strategy' });
    this.panel = page.getByRole('region', { name: 'What the service will run' });
    this.runButton = page.getByRole('button', { name: 'Run backtest' });
    this.copyLinkButton = page.getByRole('button', { name: 'Copy link' });
    this.encodedRiskControl = page.getByLabel('Encoded risk control');
  }

  /** The entry or exit section. */
  block(side: Side): Locator {
    return this.form.getByRole('region', { name: `${side} rule` });
  }

  /** A condition group by its name: "Entry condition" (single), "Entry condition 2" (scoring), "Exit step 1". */
  condition(name: string): Locator {
    return this.form.getByRole('group', { name, exact: true });
  }

  ruleTypeSelect(side: Side): Locator {
    return this.form.getByRole('combobox', { name: startsWith(`${side} rule type`) });
  }

  /** The encoded signal codes of a side in the validate panel, one list item each. */
  codes(side: Side): Locator {
    return this.panel.getByRole('list', { name: `${side} signal codes` }).getByRole('listitem');
  }

  condEntries(side: Side): Locator {
    return this.panel.getByRole('list', { name: `${side} cond entries` }).getByRole('listitem');
  }

  /** Waits until the validate panel shows exactly these codes for a side, and calls the strategy valid. */
  async expectCodes(side: Side, codes: string[]): Promise<void> {
    await expect(this.codes(side)).toHaveText(codes);
    await this.expectValid();
  }

  async expectValid(): Promise<void> {
    await expect(this.panel).toHaveAttribute('aria-busy', 'false');
    await expect(this.panel.getByText('Valid', { exact: true })).toBeVisible();
  }

  /** Waits for the builder's first validate answer: the screen is ready to be used. */
  async ready(): Promise<void> {
    await expect(this.form).toBeVisible();
    await this.showEncoding();
    await expect(this.codes('Entry').first()).toBeVisible();
    await this.expectValid();
  }

  /** Unfolds "Service encoding" (the codes validate answered with); the builder remembers it open. */
  async showEncoding(): Promise<void> {
    const summary = this.panel.getByRole('button', { name: 'Service encoding' });
    await expect(summary).toBeVisible();
    if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
    await expect(summary).toHaveAttribute('aria-expanded', 'true');
  }

  /** The strategy in plain words beside the rules: one list item per sentence. */
  words(): Locator {
    return this.page
      .getByRole('region', { name: 'The strategy in plain words' })
      .getByRole('list', { name: 'Strategy in plain words' });
  }

  undoButton(): Locator {
    return this.page.getByRole('group', { name: 'Edit history' }).getByRole('button', { name: 'Undo' });
  }

  redoButton(): Locator {
    return this.page.getByRole('group', { name: 'Edit history' }).getByRole('button', { name: 'Redo' });
  }

  /** Opens a select by its label and clicks the option, as with a mouse. */
  async choose(scope: Locator, label: string, option: string): Promise<void> {
    const select = scope.getByRole('combobox', { name: startsWith(label) });
    await select.click();
    const listbox = this.page.getByRole('listbox');
    await listbox.getByRole('option', { name: option, exact: true }).click();
    await expect(listbox).toHaveCount(0);
    await expect(select).toHaveText(option);
  }

  /** Replaces a text field's text, found by its label within `scope`. */
  async setText(scope: Locator, label: string, text: string): Promise<void> {
    const input = scope.getByRole('textbox', { name: label, exact: true });
    await input.click();
    await input.fill(text);
    await expect(input).toHaveValue(text);
  }

  /** Types a name into an autocomplete (signal or symbol) and closes its suggestions. */
  async setAutocomplete(scope: Locator, label: string, text: string): Promise<void> {
    const input = scope.getByRole('combobox', { name: label, exact: true });
    await input.click();
    await input.fill(text);
    await input.press('Escape');
    await expect(input).toHaveValue(text);
  }

  async setRuleType(side: Side, type: keyof typeof RULE_TYPE): Promise<void> {
    await this.choose(this.block(side), `${side} rule type`, RULE_TYPE[type]);
  }

  /** Fills one condition, in the order an analyst goes: signal, comparison, operator, then value and period. */
  async setCondition(name: string, c: ConditionInput): Promise<void> {
    const group = this.condition(name);
    if (c.signal !== undefined) await this.setAutocomplete(group, 'Signal', c.signal);
    if (c.compareWith !== undefined) await this.choose(group, 'Compare with', COMPARE_WITH[c.compareWith]);
    if (c.operator !== undefined) await this.choose(group, 'Operator', c.operator);
    if (c.value !== undefined) await this.setText(group, 'Value', c.value);
    if (c.period !== undefined) await this.setText(group, 'Period (bars)', c.period);
  }

  async setRisk(risk: RiskInput): Promise<void> {
    const section = this.form.getByRole('region', { name: 'Risk control' });
    if (risk.stop !== undefined) await this.setText(section, 'Stop-loss', risk.stop);
    if (risk.take !== undefined) await this.setText(section, 'Take-profit', risk.take);
    if (risk.days !== undefined) await this.setText(section, 'Max bars held', risk.days);
  }

  accountSettingsButton(): Locator {
    return this.form.getByRole('button', { name: /^Account settings/ });
  }

  async openAccountSettings(): Promise<void> {
    const summary = this.accountSettingsButton();
    if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
    await expect(summary).toHaveAttribute('aria-expanded', 'true');
  }

  /** Sets the backtest window (date inputs take YYYY-MM-DD). */
  async setDates(start: string, end: string): Promise<void> {
    await this.openAccountSettings();
    await this.form.getByLabel('Start date', { exact: true }).fill(start);
    await this.form.getByLabel('End date', { exact: true }).fill(end);
    await expect(this.form.getByLabel('Start date', { exact: true })).toHaveValue(start);
    await expect(this.form.getByLabel('End date', { exact: true })).toHaveValue(end);
  }

  symbolInput(): Locator {
    return this.form.getByRole('combobox', { name: 'Symbol', exact: true });
  }

  nameInput(): Locator {
    return this.form.getByRole('textbox', { name: 'Strategy name', exact: true });
  }
}

/** The builder on a page, once its first validate answer is on screen. */
export async function openBuilder(page: Page): Promise<Builder> {
  const builder = new Builder(page);
  await builder.ready();
  return builder;
}

/** The builder with the research specs' strategy: buy SPX when RSI(14) crosses below 30, 2005 to 2015; checked valid. */
export async function openRsiDip(page: Page): Promise<Builder> {
  const builder = await openBuilder(page);
  await builder.setAutocomplete(builder.form, 'Symbol', 'SPX');
  await builder.setRuleType('Entry', 'SingleCondition');
  await builder.setCondition('Entry condition', {
    signal: 'RSI(14)',
    compareWith: 'SV',
    operator: 'CrossBelow',
    value: '30',
  });
  await builder.setDates('2005-01-01', '2015-12-31');
  await builder.expectValid();
  return builder;
}
