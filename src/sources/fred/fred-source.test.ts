import { describe, expect, it } from 'vitest';
import { liveSignal, noWait, sourceFailure, useFixtureServer } from '../test-replay.ts';
import { createFredSource } from './fred-source.ts';

const replay = useFixtureServer();
const fred = (key: string) => createFredSource({ baseUrl: replay.server.url, key, politeness: false, sleep: noWait });

describe('fred', () => {
  it('reads observations as an indicator and skips the "." of a missing day', async () => {
    const s = await fred('0123456789abcdef').series('DGS10', undefined, liveSignal());
    expect(s).toEqual({
      kind: 'indicator',
      rows: [
        { Date: '2024-01-02', Value: 3.95 },
        { Date: '2024-01-03', Value: 3.91 },
        { Date: '2024-01-04', Value: 3.99 },
        { Date: '2024-01-05', Value: 4.05 },
        { Date: '2024-01-08', Value: 4.01 },
      ],
    });
    expect(replay.server.lastRequest('fred-observations')?.query.get('file_type')).toBe('json');
  });

  it('honours from with observation_start', async () => {
    const s = await fred('0123456789abcdef').series('DGS10', '2024-01-04', liveSignal());
    expect(replay.server.lastRequest('fred-observations')?.query.get('observation_start')).toBe('2024-01-04');
    expect(s.rows.map((r) => r.Date)).toEqual(['2024-01-04', '2024-01-05', '2024-01-08']);
  });

  it('says the key was refused, never showing it', async () => {
    const error = await sourceFailure(fred('BADKEY').series('DGS10', undefined, liveSignal()));
    expect(error.message).toBe('fred answered 400 for DGS10: the API key was refused (check the key in FRED_API_KEY)');
    expect(error.message).not.toContain('BADKEY');
  });

  it('keeps the key out of a failure after retries', async () => {
    replay.server.fault('fred-observations', { kind: 'status', status: 503, times: 4, body: 'api_key=SECRET-KEY' });
    const error = await sourceFailure(fred('SECRET-KEY').series('DGS10', undefined, liveSignal()));
    expect(error.retryable).toBe(true);
    expect(`${error.message} ${String(error.stack)}`).not.toContain('SECRET-KEY');
  });

  it('says a series that does not exist is not there', async () => {
    const error = await sourceFailure(fred('0123456789abcdef').series('NOSUCH', undefined, liveSignal()));
    expect(error.message).toBe('fred answered 400 for NOSUCH: no such series');
  });
});
