import { describe, expect, it } from 'vitest';
import { currentPlace, screenOfKey } from './navigation.ts';
import { NAVIGATION } from './routes.tsx';

const where = (path: string) => {
  const place = currentPlace(path);
  return place && `${place.group.label} / ${place.screen.label}`;
};

describe('the navigation', () => {
  it('places a path under its screen, the longest path that holds it', () => {
    expect(where('/tasks')).toBe('Research / Tasks');
    expect(where('/tasks/3f2a')).toBe('Research / Tasks');
    expect(where('/tasks/compare')).toBe('Research / Compare');
    expect(where('/correlation/beta')).toBe('Analytics / Correlation');
    expect(where('/cpm/tasks/9')).toBe('Analytics / Pattern matching');
    expect(where('/scanner-backtest')).toBe('Analytics / Scanner backtest');
    expect(where('/scanner')).toBe('Analytics / Scanner');
    expect(where('/settings')).toBe('Settings / Settings');
    // A prefix of letters is not a folder: /scanners is no screen.
    expect(where('/scanners')).toBeNull();
  });

  it('gives every screen its own shortcut key', () => {
    const screens = NAVIGATION.flatMap((g) => g.screens);
    expect(screens).toHaveLength(14);
    expect(new Set(screens.map((s) => s.key)).size).toBe(14);
    expect(screenOfKey('T')?.label).toBe('Tasks');
    expect(screenOfKey('m')?.label).toBe('Compare');
    expect(screenOfKey('z')).toBeUndefined();
  });
});
