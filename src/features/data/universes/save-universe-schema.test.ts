import { describe, expect, it } from 'vitest';
import { saveUniverseSchema } from './save-universe-schema.ts';

const messages = (values: { name: string; symbols: string }) => {
  const parsed = saveUniverseSchema.safeParse(values);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the save-universe form schema', () => {
  it('splits a pasted list on commas, spaces and new lines, upper-cased and each once in order', () => {
    expect(saveUniverseSchema.parse({ name: ' My list ', symbols: 'aapl, msft\nBRK-B  spy,aapl\n\nMSFT' })).toEqual({
      name: 'My list',
      body: { symbols: ['AAPL', 'MSFT', 'BRK-B', 'SPY'] },
    });
  });

  it('refuses an empty list and a bad symbol on symbols, a bad name on name', () => {
    expect(messages({ name: 'Mine', symbols: ' ,\n ' })).toEqual({ symbols: 'Symbols: name at least one symbol.' });
    expect(messages({ name: 'Mine', symbols: 'AAPL M$FT' }).symbols).toMatch(/^Symbols: “M\$FT”: /);
    expect(messages({ name: 'My/list', symbols: 'AAPL' }).name).toMatch(/^Name: a universe name may hold only/);
    expect(messages({ name: '', symbols: 'AAPL' }).name).toBe('Name: a universe name must not be empty.');
  });

  it('refuses more than 2,000 members', () => {
    const many = Array.from({ length: 2001 }, (_, i) => `S${i}`).join(' ');
    expect(messages({ name: 'Big', symbols: many }).symbols).toBe(
      'Symbols: at most 2000 in one universe (2001 given).',
    );
  });
});
