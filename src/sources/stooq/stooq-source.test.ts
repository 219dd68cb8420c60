import { describe, expect, it } from 'vitest';
import { liveSignal, sourceFailure, useFixtureServer } from '../test-replay.ts';
import { createStooqSource, stooqSymbol } from './stooq-source.ts';

const replay = useFixtureServer();
const stooq = () => createStooqSource({ baseUrl: replay.server.url, politeness: false });

describe('stooq', () => {
  it('names a plain US ticker with .us and keeps suffixes and indices', () => {
    expect(stooqSymbol('AAPL')).toBe('aapl.us');
    expect(stooqSymbol('VOD.UK')).toBe('vod.uk');
    expect(stooqSymbol('^SPX')).toBe('^spx');
  });

  it('reads the daily CSV with AdjClose = Close and no events', async () => {
    const s = await stooq().series('AAPL', undefined, liveSignal());
    expect(s.kind).toBe('prices');
    if (s.kind !== 'prices') return;
    expect(s.rows).toHaveLength(5);
    expect(s.rows[0]).toEqual({
      Date: '2024-01-02',
      Open: 187.15,
      High: 188.44,
      Low: 183.885,
      Close: 185.64,
      Volume: 82488674,
      AdjClose: 185.64,
    });
    expect(s.splits).toEqual([]);
    expect(s.dividends).toEqual([]);
    expect(replay.server.lastRequest('stooq-daily')?.query.get('i')).toBe('d');
  });

  it('honours from with d1', async () => {
    const s = await stooq().series('AAPL', '2024-01-05', liveSignal());
    expect(replay.server.lastRequest('stooq-daily')?.query.get('d1')).toBe('20240105');
    expect(s.rows.map((r) => r.Date)).toEqual(['2024-01-05', '2024-01-08']);
  });

  it('says clearly when stooq has no data', async () => {
    const error = await sourceFailure(stooq().series('NOSUCH', undefined, liveSignal()));
    expect(error.message).toBe('stooq has no data for NOSUCH');
    expect(error.retryable).toBe(false);
  });
});
