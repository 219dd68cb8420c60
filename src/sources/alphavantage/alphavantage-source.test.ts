import { describe, expect, it } from 'vitest';
import { liveSignal, sourceFailure, useFixtureServer } from '../test-replay.ts';
import { createAlphaVantageSource } from './alphavantage-source.ts';

const replay = useFixtureServer();
const av = (key: string | undefined, now = () => Date.parse('2024-01-09T12:00:00Z')) =>
  createAlphaVantageSource({ baseUrl: replay.server.url, key, politeness: false, now });

describe('alphavantage', () => {
  it('reads TIME_SERIES_DAILY ascending with AdjClose = Close', async () => {
    const s = await av('demo').series('IBM', undefined, liveSignal());
    if (s.kind !== 'prices') throw new Error('expected prices');
    expect(s.rows.map((r) => r.Date)).toEqual(['2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-08']);
    expect(s.rows[4]).toEqual({
      Date: '2024-01-08',
      Open: 158,
      High: 161.17,
      Low: 157.83,
      Close: 161.14,
      Volume: 3948711,
      AdjClose: 161.14,
    });
    const query = replay.server.lastRequest('alphavantage-query')?.query;
    expect(query?.get('function')).toBe('TIME_SERIES_DAILY');
    expect(query?.get('outputsize')).toBe('full');
  });

  it('asks for compact when from is recent and keeps rows from it on', async () => {
    const s = await av('demo').series('IBM', '2024-01-05', liveSignal());
    expect(replay.server.lastRequest('alphavantage-query')?.query.get('outputsize')).toBe('compact');
    expect(s.rows.map((r) => r.Date)).toEqual(['2024-01-05', '2024-01-08']);
  });

  it('turns a refused key into a SourceError without the key', async () => {
    const error = await sourceFailure(av('BADKEY').series('IBM', undefined, liveSignal()));
    expect(error.message).toBe('alphavantage refused the API key for IBM');
    expect(error.message).not.toContain('BADKEY');
    expect(error.retryable).toBe(false);
  });

  it('turns the rate-limit notice into a retryable SourceError', async () => {
    const error = await sourceFailure(av('LIMITED').series('IBM', undefined, liveSignal()));
    expect(error.message).toMatch(/^alphavantage's request limit was reached for IBM/);
    expect(error.retryable).toBe(true);
  });

  it('says a symbol it does not know is not there', async () => {
    const error = await sourceFailure(av('demo').series('NOSUCH', undefined, liveSignal()));
    expect(error.message).toBe('alphavantage has no daily prices for NOSUCH (no such symbol)');
  });

  it('without a key, is listed but not ready and says how to give one', async () => {
    const source = av(undefined);
    expect(source.ready).toBe(false);
    expect(source.description.browserDirect).toBe(true);
    const error = await sourceFailure(source.series('IBM', undefined, liveSignal()));
    expect(error.message).toMatch(/^alphavantage needs an API key to fetch IBM: give it in Settings/);
  });
});
