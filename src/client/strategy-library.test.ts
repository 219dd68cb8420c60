import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import type { StrategyParamsRequest } from '../contract/index.ts';
import type { LibraryEntry } from './strategy-library.ts';
import { createStrategyLibrary, DamagedSavedStrategyError, isDamaged } from './strategy-library.ts';

const rsi: StrategyParamsRequest = {
  symbol: 'SPX',
  entry: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossBelow', comparison_value: 30 } },
  },
  exit: { rule_type: 'RiskControlOnly' },
  risk_control: '-5/10/21',
};

let n = 0;
/** A library in a database of its own, with a clock that moves one minute per call. */
function library() {
  const databaseName = `library-${++n}`;
  let minute = 0;
  const now = () => new Date(Date.UTC(2026, 0, 1, 9, minute++));
  return { databaseName, library: createStrategyLibrary({ databaseName, now }) };
}

const names = (entries: LibraryEntry[]) => entries.map((e) => e.name);

describe('the strategy library', () => {
  it('saves a strategy with its name, tags and note, and reads it back in a new page', async () => {
    const { databaseName, library: lib } = library();
    const saved = await lib.save({
      name: '  RSI dip ',
      tags: ['mean reversion', ' SPX', 'spx', ''],
      note: 'A note ',
      request: rsi,
    });
    // The request carries the library's name, so the builder and the task list show it.
    expect(saved).toMatchObject({
      name: 'RSI dip',
      tags: ['mean reversion', 'SPX'],
      note: 'A note',
      request: { ...rsi, name: 'RSI dip' },
    });
    expect(saved.created_at).toBe('2026-01-01T09:00:00.000Z');
    expect(saved.updated_at).toBe(saved.created_at);
    // A new page: a new library object on the same database.
    const again = createStrategyLibrary({ databaseName });
    expect(await again.get(saved.id)).toEqual(saved);
    expect(await again.list()).toEqual([saved]);
  });

  it('refuses a strategy without a name', async () => {
    await expect(library().library.save({ name: '   ', request: rsi })).rejects.toThrow('needs a name');
  });

  it('keeps no CSV rows: they are data, not the strategy', async () => {
    const { library: lib } = library();
    const row = { Date: '2020-01-02', Open: 1, High: 1, Low: 1, Close: 1, Volume: 1 };
    const saved = await lib.save({ name: 'CSV', request: { ...rsi, csv_mode: true, csv_data: [row] } });
    expect(Object.keys(saved.request)).not.toContain('csv_data');
    expect(Object.keys((await lib.get(saved.id))!.request)).not.toContain('csv_mode');
  });

  it('lists the most recently changed first, renames, duplicates and deletes', async () => {
    const { library: lib } = library();
    const a = await lib.save({ name: 'A', tags: ['x'], note: 'n', request: rsi });
    const b = await lib.save({ name: 'B', request: rsi });
    expect(names(await lib.list())).toEqual(['B', 'A']);

    const renamed = await lib.update(a.id, { name: 'A2', tags: ['y', 'Y'] });
    expect(renamed).toMatchObject({ id: a.id, name: 'A2', tags: ['y'], note: 'n', created_at: a.created_at });
    expect(renamed.request.name).toBe('A2');
    expect(renamed.updated_at > a.updated_at).toBe(true);
    expect(names(await lib.list())).toEqual(['A2', 'B']);

    const copy = await lib.duplicate(b.id);
    expect(copy).toMatchObject({ name: 'B (copy)', request: { ...rsi, name: 'B (copy)' } });
    expect(copy.id).not.toBe(b.id);
    expect(names(await lib.list())).toEqual(['B (copy)', 'A2', 'B']);

    await lib.remove(a.id);
    expect(await lib.get(a.id)).toBeUndefined();
    expect(names(await lib.list())).toEqual(['B (copy)', 'B']);
    await expect(lib.update(a.id, { name: 'gone' })).rejects.toThrow('no longer in the library');
  });

  it('lists a record that no longer parses with its problem instead of dropping it', async () => {
    const { databaseName, library: lib } = library();
    const good = await lib.save({ name: 'Good', request: rsi });
    const db = await openDB(databaseName);
    await db.put('strategies', {
      ...good,
      id: 'old',
      name: 'Old one',
      request: {
        ...rsi,
        entry: { rule_type: 'SingleCondition', condition: { signal: { name: 'RSI(14)' }, rule: { type_name: '>=' } } },
      },
    });
    await db.put('strategies', { id: 'broken', request: rsi });
    db.close();

    const entries = await lib.list();
    expect(entries).toHaveLength(3);
    const old = entries.find((e) => e.id === 'old')!;
    expect(isDamaged(old) && old.problem).toMatch(
      /^its strategy no longer passes the service's rules \(entry\.condition\.rule\.type_name: /,
    );
    const broken = entries.find((e) => e.id === 'broken')!;
    expect(broken.name).toBe('(unnamed)');
    expect(isDamaged(broken) && broken.problem).toMatch(/^the record is incomplete/);
    await expect(lib.get('old')).rejects.toBeInstanceOf(DamagedSavedStrategyError);
    // A damaged record can still be deleted.
    await lib.remove('old');
    expect(await lib.list()).toHaveLength(2);
  });
});
