/**
 * Why a store could not answer for a moment, when that is the reason: its database connection is gone (PostgreSQL
 * restarting, a dropped or refused connection), or its database is locked by another writer (SQLite busy or locked).
 * Either passes by itself, so a request that met it is answered 503 with a Retry-After, and a task that met it is run
 * again rather than marked FAILED.
 */
export type StoreUnavailable = 'connection' | 'locked';

/** How long a client should wait before it sends again, per reason: a restart takes seconds, a lock far less. */
export const RETRY_AFTER_SECONDS: Readonly<Record<StoreUnavailable, number>> = { connection: 5, locked: 1 };

/**
 * PostgreSQL SQLSTATEs of a connection that went or cannot be had: class 08 (connection exception), and 57P01 to
 * 57P03 (terminated by the administrator, a crash shutdown, cannot connect now: a server starting or stopping).
 */
const PG_CONNECTION_STATE = /^(08[0-9A-Z]{3}|57P0[123])$/;

/** The start of node-postgres's messages for a connection it lost (the first also for one that timed out). */
const PG_CONNECTION_LOST = ['Connection terminated', 'Client has encountered a connection error'];

/** Node's socket errors of a server that is not there or hung up. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET']);

/** SQLite's primary result codes SQLITE_BUSY and SQLITE_LOCKED; an extended code keeps them in its low byte. */
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;

/** How deep `cause` and AggregateError chains are followed: a wrapped error is seldom more than two deep. */
const MAX_DEPTH = 4;

function field(error: object, name: string): unknown {
  const value: unknown = Reflect.get(error, name);
  return value;
}

function reasonOf(error: unknown, depth: number): StoreUnavailable | undefined {
  if (typeof error !== 'object' || error === null || depth > MAX_DEPTH) return undefined;
  const code = field(error, 'code');
  if (typeof code === 'string' && (PG_CONNECTION_STATE.test(code) || SOCKET_CODES.has(code))) return 'connection';
  const errcode = field(error, 'errcode');
  if (code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number') {
    const primary = errcode & 0xff;
    if (primary === SQLITE_BUSY || primary === SQLITE_LOCKED) return 'locked';
  }
  // node-postgres's own errors for a socket that closed under it, or a client that lost it, have no code.
  const message = field(error, 'message');
  if (typeof message === 'string' && PG_CONNECTION_LOST.some((start) => message.startsWith(start))) return 'connection';
  const inner = field(error, 'errors');
  if (Array.isArray(inner)) {
    for (const each of inner) {
      const reason = reasonOf(each, depth + 1);
      if (reason) return reason;
    }
  }
  return reasonOf(field(error, 'cause'), depth + 1);
}

/** The reason a store's error says it is unavailable for a moment, or undefined for any other error. */
export function storeUnavailable(error: unknown): StoreUnavailable | undefined {
  return reasonOf(error, 0);
}
