import { fileURLToPath } from 'node:url';

/** The built app (`npm run build`), served at `/`. */
export const DEFAULT_DIST_DIR: string = fileURLToPath(new URL('../dist', import.meta.url));

/** Accounts and tasks: `.server-data/` at the top of the repository (gitignored). */
export const DEFAULT_DB_FILE: string = fileURLToPath(new URL('../.server-data/server.db', import.meta.url));

/** Fetched market data without a data folder: `.server-data/fetched/`. */
export const DEFAULT_STORE_DIR: string = fileURLToPath(new URL('../.server-data', import.meta.url));

/** The nightly refresh of every universe: when the service publishes its picks (`--nightly`, `--nightly-zone`). */
export const DEFAULT_NIGHTLY = { hour: 23, minute: 40, zone: 'America/New_York' } as const;

export const DEFAULTS = {
  host: '127.0.0.1',
  port: 8787,
  workers: 2,
  bodyLimitBytes: 1024 * 1024,
  taskTimeoutMs: 10 * 60_000,
  shutdownGraceMs: 10_000,
} as const;
