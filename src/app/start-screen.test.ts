import { describe, expect, it } from 'vitest';
import { opensOnBuilder } from './start-screen.ts';

describe('opensOnBuilder', () => {
  it('is true for the builder and the start page, which the router sends to the builder', () => {
    for (const hash of ['', '#', '#/', '#/strategy', '#/strategy?symbol=SPY&drop=1', '#/strategy/'])
      expect(opensOnBuilder(hash), hash).toBe(true);
  });

  it('is false for every other screen', () => {
    for (const hash of ['#/tasks', '#/tasks/abc', '#/strategy-x', '#/library?x=/strategy', '#/settings'])
      expect(opensOnBuilder(hash), hash).toBe(false);
  });
});
