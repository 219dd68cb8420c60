import { describe, expect, it } from 'vitest';
import { checkForm } from './form-check.ts';
import { defaultFormValues, newBlock, newCondition } from './form-values.ts';
import { encodeShare } from './share-link.ts';
import { sharedStrategy } from './shared-strategy.ts';
import { openShared } from './starting-point.ts';
import { testDirectory } from './test-directory.ts';

const ctx = { classify: testDirectory.classify };

describe('share links of unfinished and partly unreadable strategies', () => {
  it('opens an unfinished strategy as it is, with the same field errors', () => {
    const values = {
      ...defaultFormValues(),
      name: 'Half done',
      symbol: 'MSFT',
      entry: newBlock({ conditions: [newCondition({ signal: 'RSI(14)', comparison_value: '' })] }),
    };
    const errors = checkForm(values, ctx);
    expect(errors.map((e) => e.path)).toContain('entry.conditions.0.comparison_value');

    const opened = openShared(encodeShare(sharedStrategy(values, ctx)));
    if (!('values' in opened)) throw new Error(opened.text);
    expect(opened.values).toEqual(values);
    expect(checkForm(opened.values, ctx)).toEqual(errors);
    expect(opened.notice.text).toBe(
      'Opened the shared strategy “Half done”. It is unfinished: the fields still to complete are marked.',
    );
  });

  it('carries no form values for a finished strategy', () => {
    expect(sharedStrategy(defaultFormValues(), ctx)).not.toHaveProperty('form');
  });

  it('names what it could not read and keeps the rest', () => {
    const request = {
      symbol: 'MSFT',
      name: 'Kept',
      entry: { rule_type: 'NoSuchRule' },
      exit: { rule_type: 'RiskControlOnly' },
      commission: '0.002',
    };
    const opened = openShared(encodeShare({ request }));
    if (!('values' in opened)) throw new Error(opened.text);
    expect(opened.values.symbol).toBe('MSFT');
    expect(opened.values.commission).toBe('0.002');
    expect(opened.values.entry).toEqual(defaultFormValues().entry);
    expect(opened.notice).toMatchObject({
      severity: 'info',
      text: "Opened the shared strategy “Kept”, except what the builder could not read: Entry rule (a new strategy's shown instead).",
    });
  });

  it('keeps the readable fields of unfinished form values too', () => {
    const form = { ...defaultFormValues(), symbol: 'QQQ', direction: 'sideways' };
    const opened = openShared(encodeShare({ request: {}, form }));
    if (!('values' in opened)) throw new Error(opened.text);
    expect(opened.values.symbol).toBe('QQQ');
    expect(opened.values.direction).toBe(defaultFormValues().direction);
    expect(opened.notice.text).toContain('could not read: Direction');
  });
});
