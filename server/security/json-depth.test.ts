import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan, parseJsonText } from '../../src/service/json-body.ts';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects inside one another', () => {
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 3)).toBe(true);
    // Side by side is not deeper.
    expect(nestsDeeperThan('[[],[],{},[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('1', 0)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan('["[[[[", "\\"[[[[\\"", "\\\\"]', 1)).toBe(false);
    expect(nestsDeeperThan('["\\\\", [[]]]', 2)).toBe(true);
  });

  it('walks a million levels without recursion', () => {
    const deep = '['.repeat(1_000_000) + ']'.repeat(1_000_000);
    expect(nestsDeeperThan(deep, MAX_JSON_DEPTH)).toBe(true);
  });
});

describe('parseJsonText', () => {
  it('parses up to the limit and names the problem past it or in broken JSON', () => {
    const at = '['.repeat(64) + ']'.repeat(64);
    expect(parseJsonText(at)).toHaveProperty('value');
    expect(parseJsonText(`[${at}]`)).toEqual({
      problem: 'the request body nests arrays and objects more than 64 levels deep',
    });
    expect(parseJsonText('{"a":')).toEqual({ problem: expect.stringContaining('not valid JSON') });
  });
});
