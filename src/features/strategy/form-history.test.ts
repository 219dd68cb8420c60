import { describe, expect, it } from 'vitest';
import { GROUP_MS, HISTORY_LIMIT, recordChange, redo, startHistory, undo } from './form-history.ts';

describe('form history', () => {
  it('groups typing into one field, so one undo brings back the value before it', () => {
    let h = startHistory('30');
    h = recordChange(h, '3', 'value', 1000);
    h = recordChange(h, '', 'value', 1100);
    h = recordChange(h, '4', 'value', 1200);
    h = recordChange(h, '41', 'value', 1300);
    expect(h.past).toEqual(['30']);
    h = undo(h);
    expect(h.present).toBe('30');
    h = redo(h);
    expect(h.present).toBe('41');
  });

  it('starts a new step for another field, after a pause, and for a change applied at once', () => {
    let h = startHistory('a');
    h = recordChange(h, 'b', 'name', 0);
    h = recordChange(h, 'c', 'value', 10);
    h = recordChange(h, 'd', 'value', 10 + GROUP_MS);
    h = recordChange(h, 'e', undefined, 10 + GROUP_MS + 1);
    h = recordChange(h, 'f', 'value', 10 + GROUP_MS + 2);
    expect(h.past).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(h.present).toBe('f');
  });

  it('makes the changes of one event one step', () => {
    let h = recordChange(startHistory('risk only'), 'single', 'exit.rule_type', 0);
    h = recordChange(h, 'single with a condition', 'exit.conditions', 1, true);
    expect(h).toMatchObject({ past: ['risk only'], present: 'single with a condition' });
  });

  it('ignores a change to the same form, and a new change drops what could be redone', () => {
    let h = recordChange(startHistory('a'), 'b', undefined, 0);
    expect(recordChange(h, 'b', 'name', 1)).toBe(h);
    h = undo(h);
    expect(h).toMatchObject({ present: 'a', future: ['b'] });
    h = recordChange(h, 'c', undefined, 2);
    expect(h).toMatchObject({ past: ['a'], present: 'c', future: [] });
  });

  it('undo and redo stop at either end, and the oldest steps go beyond the limit', () => {
    const h = startHistory('a');
    expect(undo(h)).toBe(h);
    expect(redo(h)).toBe(h);
    let long = h;
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) long = recordChange(long, String(i), undefined, i);
    expect(long.past).toHaveLength(HISTORY_LIMIT);
    expect(long.past[0]).toBe('4');
  });
});
