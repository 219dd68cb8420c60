import { CsvError } from './csv-error.ts';

/** Test-only: runs `run` and returns the CsvError it throws; anything else fails the test. */
export function csvError(run: () => unknown): CsvError {
  try {
    run();
  } catch (e) {
    if (e instanceof CsvError) return e;
    throw e;
  }
  throw new Error('expected a CsvError');
}
