import { describe, expect, it } from 'vitest';
import { RSI_DIP } from '../../../testing/strategies.ts';
import { sweepableFields } from '../../../ui/research/sweepable-fields.ts';
import { checkAxes, newDraft } from './sweep-axes.ts';

describe('the ranges', () => {
  const fields = sweepableFields(RSI_DIP);
  const field = (id: string) => fields.find((f) => f.id === id)!;

  it('counts the combinations and refuses more than 10,000, naming the count', () => {
    const a = { ...newDraft(field('entry.condition.rule.comparison_value'), 'a'), from: '1', to: '101', step: '1' };
    const b = { ...newDraft(field('risk_control.days'), 'b'), from: '1', to: '100', step: '1' };
    const check = checkAxes([a, b], fields);
    expect(check.count).toBe(10_100);
    expect(check.refusal).toBe(
      '10,100 combinations is too many: a sweep runs at most 10,000. Widen a step or narrow a range.',
    );
    expect(checkAxes([a, { ...b, to: '99' }], fields).refusal).toBeNull();
  });

  it('starts a range around the current value, whole for periods', () => {
    expect(newDraft(field('entry.condition.signal.name#0'), 'k')).toMatchObject({ from: '12', to: '16', step: '1' });
    expect(newDraft(field('entry.condition.rule.comparison_value'), 'k')).toMatchObject({
      from: '26',
      to: '34',
      step: '2',
    });
    expect(newDraft(field('capital_alloc'), 'k')).toMatchObject({ from: '0.6', to: '1', step: '0.1' });
  });

  it('says what is wrong with a range, and refuses the same field twice', () => {
    const a = { ...newDraft(field('entry.delay_bars'), 'a'), step: '0' };
    const b = newDraft(field('entry.condition.rule.comparison_value'), 'b');
    const check = checkAxes([a, b, { ...b, key: 'c' }], fields);
    expect(check.problems).toEqual({ a: 'Step must be a number above 0', c: 'Range 2 already varies this field' });
  });
});
