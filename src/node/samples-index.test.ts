import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SamplesIndexSchema } from '../service/data/samples-index.ts';
import { BUNDLED_SAMPLES_DIR } from './folder-market-data.ts';

describe('public/samples/index.json', () => {
  const index = SamplesIndexSchema.parse(JSON.parse(readFileSync(join(BUNDLED_SAMPLES_DIR, 'index.json'), 'utf8')));

  it('lists exactly the price files of the folder, each under its file stem', () => {
    const files = readdirSync(BUNDLED_SAMPLES_DIR).filter((f) => f.endsWith('.csv'));
    expect(index.prices.map((p) => p.file).sort()).toEqual(files.sort());
    for (const p of index.prices) expect(p.file).toBe(`${p.symbol}.csv`);
  });

  it('lists exactly the indicator files, with their sidecars', () => {
    const files = readdirSync(join(BUNDLED_SAMPLES_DIR, 'indicators')).filter((f) => f.endsWith('.csv'));
    expect(index.indicators.map((i) => i.file).sort()).toEqual(files.map((f) => `indicators/${f}`).sort());
    for (const i of index.indicators) {
      if (i.sidecar) expect(existsSync(join(BUNDLED_SAMPLES_DIR, i.sidecar))).toBe(true);
    }
  });
});
