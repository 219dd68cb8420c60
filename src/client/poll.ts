import type { Connection } from './connection.tsx';

/** The in-browser service finishes in milliseconds: its tasks are read twice a second. */
export const BROWSER_POLL_MS = 500;
/** A server is read as backtest spec section 8 asks: every 10 to 15 seconds until SUCCESS or FAILED. */
export const SERVER_POLL_MS = 12_000;

/** How often a running task is read on this connection. */
export function pollInterval(connection: Pick<Connection, 'kind'>): number {
  return connection.kind === 'server' ? SERVER_POLL_MS : BROWSER_POLL_MS;
}
