import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './errors.ts';
import { describeFieldErrorsForPeople as describeFieldErrors } from './field-labels.ts';

/** The first message of a failed parse, as a person reads it. */
function said(schema: z.ZodType, value: unknown): string {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a refusal');
  return parsed.error.issues[0].message;
}

describe("zod's issues in plain words", () => {
  it('says each kind of issue as a sentence, never the schema text', () => {
    expect(said(z.object({ name: z.string() }), {})).toBe('Required: enter a value.');
    expect(said(z.string(), 3)).toBe('Expected text, got a number.');
    expect(said(z.number(), 'ten')).toBe('Expected a number, got text.');
    expect(said(z.string().min(1), '')).toBe('Must not be empty.');
    expect(said(z.string().min(3), 'ab')).toBe('Must be at least 3 characters.');
    expect(said(z.number().min(0), -1)).toBe('Must be 0 or more.');
    expect(said(z.number().positive(), 0)).toBe('Must be more than 0.');
    expect(said(z.number().max(30), 31)).toBe('Must be 30 or less.');
    expect(said(z.array(z.number()).min(2), [1])).toBe('Needs at least 2 items.');
    expect(said(z.enum(['Daily', 'Weekly']), 'Yearly')).toBe('Choose one of: Daily, Weekly.');
    expect(said(z.literal('backtest'), 'sweep')).toBe('Must be backtest.');
    expect(said(z.strictObject({ a: z.number() }), { a: 1, colour: 'blue' })).toBe('Not a field here: colour.');
    expect(said(z.iso.date(), '2020-13-45')).toBe('Enter a date as YYYY-MM-DD.');
  });

  it("keeps a schema's own words", () => {
    expect(said(z.string().min(1, 'Give the strategy a name.'), '')).toBe('Give the strategy a name.');
  });

  it('names fields as the screens label them, keeping the path', () => {
    const parsed = z.object({ start_year: z.number(), colour: z.string() }).safeParse({ start_year: 'x' });
    if (parsed.success) throw new Error('expected a refusal');
    const errors = fieldErrors(parsed.error);
    expect(errors).toEqual([
      { path: 'start_year', message: 'Expected a number, got text.' },
      { path: 'colour', message: 'Required: enter a value.' },
    ]);
    expect(describeFieldErrors(errors)).toBe(
      'From year: Expected a number, got text.; colour: Required: enter a value.',
    );
    expect(describeFieldErrors([{ path: 'entry.condition.1.rule.comparison_value', message: 'Enter a number.' }])).toBe(
      'Entry, condition 2: value: Enter a number.',
    );
    expect(describeFieldErrors([{ path: 'start_year', message: 'From year must not be after To year.' }])).toBe(
      'From year must not be after To year.',
    );
  });
});
