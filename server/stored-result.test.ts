import { describe, expect, it } from 'vitest';
import { BUNDLED_SAMPLES_DIR, FolderMarketData } from '../src/node/folder-market-data.ts';
import { parseStrategyRequest } from '../src/service/backtest/resolve-strategy.ts';
import { JOB_RESULT_SCHEMAS } from '../src/service/tasks/job-result-schemas.ts';
import { runTaskJobToPost } from '../src/service/tasks/run-job.ts';
import { RSI_DIP } from '../src/testing/strategies.ts';
import { compressJson, compressResult, decompressResult, rememberCompressed } from './result-compression.ts';
import { storedForm } from './stored-result.ts';

describe('a result compressed on its task thread', () => {
  it('is stored byte for byte as the request thread would have stored the result the pool reads', async () => {
    const marketData = new FolderMarketData([BUNDLED_SAMPLES_DIR]);
    const posted = await runTaskJobToPost(
      { kind: 'backtest', params: parseStrategyRequest(RSI_DIP) },
      marketData,
      '2026-12-07',
    );
    const stored = storedForm('backtest', posted);
    expect(stored).toBeDefined();
    // What the pool does on arrival: a structured copy, read with the kind's schema; then the store compresses it.
    const arrived = JOB_RESULT_SCHEMAS.backtest.parse(structuredClone(posted));
    const here = compressJson(JSON.stringify(arrived));
    expect(Buffer.from(stored!).equals(here)).toBe(true);
    expect(decompressResult(stored!)).toEqual(arrived);
    // Remembered, the store takes those bytes instead of compressing again.
    rememberCompressed(arrived, stored!);
    expect(compressResult(arrived).equals(here)).toBe(true);
  }, 60_000);

  it('is not made for a sweep slice, which no store keeps', () => {
    expect(storedForm('sweep_slice', new Float64Array(4))).toBeUndefined();
  });
});
