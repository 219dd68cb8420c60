import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { migrate } from '../schema.ts';
import type { TestCluster } from './cluster.ts';
import { postgresBinaries, startTestCluster } from './cluster.ts';

/** Whether PostgreSQL is installed here (CI installs it: .ci/run); the PostgreSQL suites are skipped without it. */
export const HAS_POSTGRES = postgresBinaries() !== undefined;
// In CI a missing PostgreSQL would silently skip the suites: there it is an error instead.
if (!HAS_POSTGRES && process.env.CI)
  throw new Error('PostgreSQL is not installed (/usr/lib/postgresql/*/bin/initdb): .ci/run installs it');

export interface TestDatabase {
  /** The URL of this test file's database. */
  readonly url: string;
  /** A pool on it, with the schema made. */
  readonly pool: pg.Pool;
  readonly cluster: TestCluster;
}

/**
 * Starts a private cluster for the test file that calls it (in its top level or a describe), with one database of
 * the file's own, its schema made; stops it all when the file's tests are done.
 */
export function useTestDatabase(name: string): TestDatabase {
  let cluster: TestCluster | undefined;
  let pool: pg.Pool | undefined;
  let url: string | undefined;
  beforeAll(async () => {
    cluster = await startTestCluster();
    url = await cluster.createDatabase(name);
    pool = new pg.Pool({ connectionString: url, max: 5 });
    await migrate(pool);
  }, 60_000);
  afterAll(async () => {
    await pool?.end();
    cluster?.stop();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the test database is not started yet (use it inside a test)');
    return value;
  };
  return {
    get url() {
      return ready(url);
    },
    get pool() {
      return ready(pool);
    },
    get cluster() {
      return ready(cluster);
    },
  };
}
