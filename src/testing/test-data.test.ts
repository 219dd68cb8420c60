import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEST_DATA_DIR, readTestData, testDataPath } from './test-data.ts';
import { AGPL_SHA256, filesUnder, manifestSha256 } from './test-data-manifest.ts';

const OWN = new Set(['MANIFEST.tsv', 'SOURCES.md']);
const dataFiles = filesUnder(TEST_DATA_DIR).filter((f) => !OWN.has(f));
const sha256 = (path: string): string =>
  createHash('sha256')
    .update(readFileSync(testDataPath(path)))
    .digest('hex');

describe('the test data (src/testing/data)', () => {
  it('holds each file byte-exact: its SHA-256 is the one MANIFEST.tsv records of the source', () => {
    const manifest = manifestSha256();
    expect(dataFiles.length).toBeGreaterThan(20);
    for (const file of dataFiles) expect(sha256(file), file).toBe(manifest.get(file));
  });

  it('describes every file in SOURCES.md, and holds nothing AGPL', () => {
    const sources = readTestData('SOURCES.md');
    for (const file of dataFiles) {
      expect(sources, file).toContain(`\`${file}\``);
      expect(AGPL_SHA256.has(sha256(file)), file).toBe(false);
    }
  });

  it('stays small: under 5 MB in all', () => {
    const total = dataFiles.reduce((sum, f) => sum + statSync(testDataPath(f)).size, 0);
    expect(total).toBeLessThan(5_000_000);
  });
});
