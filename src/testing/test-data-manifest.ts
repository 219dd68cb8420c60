import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { testDataPath } from './test-data.ts';

/** MANIFEST.tsv of the test data: source path -> the SHA-256 of the file as published there. */
export function manifestSha256(): Map<string, string> {
  const [header, ...lines] = readFileSync(testDataPath('MANIFEST.tsv'), 'utf8').trim().split('\n');
  const columns = header.split('\t');
  const path = columns.indexOf('staged_path');
  const sha = columns.indexOf('sha256');
  return new Map(lines.map((line) => line.split('\t')).map((cells) => [cells[path], cells[sha]] as const));
}

/**
 * The SHA-256 of backtesting.py's test files (kernc/backtesting.py, backtesting/test/: GOOG.csv, EURUSD.csv and
 * BTCUSD.csv), which are AGPL-3.0 and so must never enter this repository, bundled or as test data.
 */
export const AGPL_SHA256: ReadonlySet<string> = new Set([
  '60e961a567490b157f71888df9e6afb36190a34a40a6286aa38988e2343f1b1a',
  '81e977905a006cc8fbc034ebdb83c999a8ed6ba00191dc7ea5ef5b386fb74a82',
  'ff253d97891080e5226f99d8a8f334621cecf33c5e1d8e5278cb5728024552d9',
]);

/** Every file under `dir`, as paths relative to it with `/` separators. */
export function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
  );
}
