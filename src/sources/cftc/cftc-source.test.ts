import { describe, expect, it } from 'vitest';
import { liveSignal, sourceFailure, useFixtureServer } from '../test-replay.ts';
import { createCftcSource } from './cftc-source.ts';

const replay = useFixtureServer();
const cftc = () => createCftcSource({ baseUrl: replay.server.url, politeness: false });

describe('cftc', () => {
  it("reads commercial hedgers' weekly net position (long - short) for a contract market code", async () => {
    const s = await cftc().series('067651', undefined, liveSignal());
    expect(s).toEqual({
      kind: 'indicator',
      rows: [
        { Date: '2024-01-02', Value: 803421 - 1004520 },
        { Date: '2024-01-09', Value: 811054 - 1020377 },
        { Date: '2024-01-16', Value: 798230 - 1031945 },
        { Date: '2024-01-23', Value: 805612 - 1045108 },
      ],
    });
    const where = replay.server.lastRequest('cftc-cot')?.query.get('$where');
    expect(where).toBe("cftc_contract_market_code = '067651'");
  });

  it('honours from in the query', async () => {
    const s = await cftc().series('067651', '2024-01-10', liveSignal());
    expect(replay.server.lastRequest('cftc-cot')?.query.get('$where')).toContain(
      "report_date_as_yyyy_mm_dd >= '2024-01-10'",
    );
    expect(s.rows.map((r) => r.Date)).toEqual(['2024-01-16', '2024-01-23']);
  });

  it('refuses what is not a contract market code before asking', async () => {
    const before = replay.server.requests('cftc-cot');
    const error = await sourceFailure(cftc().series("06' OR 1=1", undefined, liveSignal()));
    expect(error.message).toMatch(/^cftc needs a contract market code/);
    expect(replay.server.requests('cftc-cot')).toBe(before);
  });

  it('says when a code has no report', async () => {
    const error = await sourceFailure(cftc().series('999999', undefined, liveSignal()));
    expect(error.message).toBe('cftc has no Commitments of Traders report for contract market code 999999');
  });
});
