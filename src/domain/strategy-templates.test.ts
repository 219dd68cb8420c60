import { describe, expect, it } from 'vitest';
import { describeStrategy } from './describe-strategy.ts';
import { StrategyParamsInputSchema } from '../contract/strategy.ts';
import { STRATEGY_TEMPLATES, strategyTemplate } from './strategy-templates.ts';

describe('the strategy templates', () => {
  it('are eight, each with its own id and name', () => {
    expect(STRATEGY_TEMPLATES).toHaveLength(8);
    expect(new Set(STRATEGY_TEMPLATES.map((t) => t.id)).size).toBe(8);
    expect(new Set(STRATEGY_TEMPLATES.map((t) => t.name)).size).toBe(8);
    expect(strategyTemplate('vix-spike')?.name).toBe('VIX spike');
  });

  it.each(STRATEGY_TEMPLATES.map((t) => [t.name, t] as const))('%s passes the contract', (_name, t) => {
    const parsed = StrategyParamsInputSchema.safeParse(t.request);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(t.request.name).toBe(t.name);
    expect(t.tags.length).toBeGreaterThan(0);
    expect(t.description).not.toBe('');
    // Said in plain words without placeholders: every signal and number is there.
    const words = describeStrategy(t.request).text;
    expect(words).not.toContain('?');
    expect(words).not.toContain('(no signal chosen)');
  });

  it('cover the four rule types an analyst asks for: single conditions, a TimeOrder, a Scoring, a short', () => {
    const types = STRATEGY_TEMPLATES.map((t) => t.request.entry.rule_type);
    expect(types).toContain('TimeOrder');
    expect(types).toContain('Scoring');
    expect(STRATEGY_TEMPLATES.some((t) => t.request.direction === 'Short')).toBe(true);
  });
});
