import { afterAll, beforeAll, expect } from 'vitest';
import { SourceError } from '../service/data/market-source-port.ts';
import { startReplayServer, type ReplayServer } from '../testing/replay-server.ts';
import { fixtureRoutes } from './fixtures/fixture-routes.ts';

/** Test-only: a replay server over every fixture for the file's tests, closed after them. */
export function useFixtureServer(): { readonly server: ReplayServer } {
  const holder: { server?: ReplayServer } = {};
  beforeAll(async () => {
    holder.server = await startReplayServer({ routes: fixtureRoutes() });
  });
  afterAll(() => holder.server?.close());
  return {
    get server() {
      if (!holder.server) throw new Error('the replay server is not started yet');
      return holder.server;
    },
  };
}

/** Test-only: the SourceError a promise rejects with (fails the test when it resolves or rejects otherwise). */
export async function sourceFailure(promise: Promise<unknown>): Promise<SourceError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SourceError);
  if (!(error instanceof SourceError)) throw new Error('not a SourceError');
  return error;
}

export const noWait = () => Promise.resolve();
export const liveSignal = () => new AbortController().signal;
