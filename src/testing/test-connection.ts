import 'fake-indexeddb/auto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AnalyticsClient } from '../client/analytics-client.ts';
import { BacktestClient, workerTransport } from '../client/backtest-client.ts';
import type { Connection } from '../client/connection.tsx';
import { LibraryClient } from '../client/library-client.ts';
import type { Answer } from '../client/worker-connection.ts';
import { createWorkerParts } from '../worker/create-worker-parts.ts';
import { openStudioDatabase } from '../worker/database.ts';
import type { WorkerParts } from '../worker/dispatch.ts';
import { dispatch } from '../worker/dispatch.ts';
import type { WorkerRequestBody } from '../worker/protocol.ts';

const PUBLIC_DIR = join(import.meta.dirname, '../../public');
let databases = 0;

export interface TestConnection extends Connection {
  /** The worker's parts, e.g. to wait for tasks: `parts.service.backtests.idle()`. */
  parts: WorkerParts;
}

/**
 * Test-only: the "In this browser" connection with the real service and data library in this process, on a fresh
 * fake IndexedDB and the bundled samples read from public/.
 */
export async function createTestConnection(): Promise<TestConnection> {
  const db = await openStudioDatabase(`test-${++databases}-${Date.now()}`);
  const parts = createWorkerParts(db, (path) => readFile(join(PUBLIC_DIR, path), 'utf8'));
  const send = async (request: WorkerRequestBody): Promise<Answer> => dispatch(parts, request);
  const transport = workerTransport({ send });
  return {
    label: 'In this browser',
    kind: 'browser',
    backtest: new BacktestClient(transport),
    analytics: new AnalyticsClient(transport),
    library: new LibraryClient(transport),
    parts,
  };
}
