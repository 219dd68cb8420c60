import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { errorAnswer } from './error-answer.ts';
import { ServiceError } from './errors.ts';
import { storeUnavailable } from './store-unavailable.ts';

/** node-postgres's error for a server's ErrorResponse, with its SQLSTATE, as the driver builds it. */
function pgError(code: string, message: string): Error {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

/** The error of a real connection to a port where nothing listens. */
async function refusedConnection(): Promise<unknown> {
  const port = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
  return new Promise((resolve) => createConnection(port, '127.0.0.1').on('error', resolve));
}

const folder = mkdtempSync(join(tmpdir(), 'bts-busy-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The error of a real SQLite write while another connection holds the write lock, with no busy timeout. */
function lockedWrite(): unknown {
  const file = join(folder, 'busy.db');
  const holder = new DatabaseSync(file, { timeout: 0 });
  const other = new DatabaseSync(file, { timeout: 0 });
  try {
    holder.exec('CREATE TABLE IF NOT EXISTS t (x INTEGER); BEGIN IMMEDIATE');
    other.exec('INSERT INTO t VALUES (1)');
    return undefined;
  } catch (error) {
    return error;
  } finally {
    holder.close();
    other.close();
  }
}

describe('storeUnavailable', () => {
  it('names a lost or refused PostgreSQL connection', async () => {
    expect(storeUnavailable(pgError('57P01', 'terminating connection due to administrator command'))).toBe(
      'connection',
    );
    expect(storeUnavailable(pgError('57P02', 'terminating connection because of crash of another server'))).toBe(
      'connection',
    );
    expect(storeUnavailable(pgError('57P03', 'the database system is starting up'))).toBe('connection');
    expect(storeUnavailable(pgError('08006', 'connection failure'))).toBe('connection');
    expect(storeUnavailable(pgError('08P01', 'protocol violation'))).toBe('connection');
    expect(storeUnavailable(new Error('Connection terminated unexpectedly'))).toBe('connection');
    expect(storeUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(
      'connection',
    );
    expect(storeUnavailable(await refusedConnection())).toBe('connection');
    expect(storeUnavailable(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe('connection');
  });

  it('names a locked SQLite database', () => {
    const error = lockedWrite();
    expect(error).toMatchObject({ code: 'ERR_SQLITE_ERROR', errcode: 5 });
    expect(storeUnavailable(error)).toBe('locked');
    // SQLITE_LOCKED (6), and SQLITE_BUSY_SNAPSHOT (517 = 5 + 2 * 256): an extended code of SQLITE_BUSY.
    const sqlite = (errcode: number) => Object.assign(new Error('locked'), { code: 'ERR_SQLITE_ERROR', errcode });
    expect(storeUnavailable(sqlite(6))).toBe('locked');
    expect(storeUnavailable(sqlite(517))).toBe('locked');
  });

  it('finds the reason in a cause or an AggregateError', () => {
    const cause = pgError('57P01', 'terminating connection due to administrator command');
    expect(storeUnavailable(new Error('the task store failed', { cause }))).toBe('connection');
    expect(storeUnavailable(new AggregateError([new Error('other'), cause]))).toBe('connection');
  });

  it('leaves every other error alone', () => {
    expect(storeUnavailable(pgError('23505', 'duplicate key value violates unique constraint'))).toBeUndefined();
    expect(storeUnavailable(pgError('57014', 'canceling statement due to statement timeout'))).toBeUndefined();
    expect(storeUnavailable(pgError('42P01', 'relation "tasks" does not exist'))).toBeUndefined();
    // SQLITE_CONSTRAINT (19) and SQLITE_FULL (13): retrying does not help.
    const sqlite = (errcode: number) => Object.assign(new Error('no'), { code: 'ERR_SQLITE_ERROR', errcode });
    expect(storeUnavailable(sqlite(19))).toBeUndefined();
    expect(storeUnavailable(sqlite(13))).toBeUndefined();
    expect(storeUnavailable(new Error('task 7 does not exist'))).toBeUndefined();
    // A client this server closed itself (stopping) is not the database away.
    expect(storeUnavailable(new Error('Client was closed and is not queryable'))).toBeUndefined();
    expect(storeUnavailable('Connection terminated')).toBeUndefined();
    expect(storeUnavailable(undefined)).toBeUndefined();
  });
});

describe('errorAnswer of a database away for a moment', () => {
  it('is a 503 with Retry-After in the envelope of the path', () => {
    const lost = pgError('57P01', 'terminating connection due to administrator command');
    expect(errorAnswer(lost, 'backtest')).toEqual({
      status: 503,
      body: { detail: 'the database cannot be reached for the moment: try again in 5 s' },
      headers: { 'Retry-After': '5' },
    });
    expect(errorAnswer(lost, 'analytics')).toEqual({
      status: 503,
      body: { code: 500, msg: 'the database cannot be reached for the moment: try again in 5 s', data: null },
      headers: { 'Retry-After': '5' },
    });
    expect(errorAnswer(lockedWrite(), 'backtest')).toEqual({
      status: 503,
      body: { detail: 'the database is busy for the moment: try again in 1 s' },
      headers: { 'Retry-After': '1' },
    });
  });

  it('leaves other failures as they were: a 500 without Retry-After, a service error as it says', () => {
    expect(errorAnswer(pgError('23505', 'duplicate key'), 'backtest')).toEqual({
      status: 500,
      body: { detail: 'internal error: duplicate key' },
    });
    expect(errorAnswer(ServiceError.notFound('no such task'), 'backtest')).toEqual({
      status: 404,
      body: { detail: 'no such task' },
    });
  });
});
