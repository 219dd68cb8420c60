/// <reference lib="webworker" />
import { serviceOf } from '../contract/index.ts';
import { failure } from '../service/error-answer.ts';
import { fetchFromApp } from './browser-source.ts';
import { createWorkerParts } from './create-worker-parts.ts';
import { openStudioDatabase } from './database.ts';
import { dispatchJson } from './dispatch.ts';
import { SweepWorkerPool } from './sweep-worker-pool.ts';
import type { WorkerRequest, WorkerResponse } from './protocol.ts';

declare const self: DedicatedWorkerGlobalScope;

// The app's base URL, so samples/ resolves wherever the app is served.
const base = new URL(import.meta.env.BASE_URL, self.location.origin).href;

const ready = openStudioDatabase().then(async (db) => {
  const sweepWorkers = new SweepWorkerPool(
    () => new Worker(new URL('./sweep.worker.ts', import.meta.url), { type: 'module', name: 'sweep' }),
  );
  const parts = createWorkerParts(db, fetchFromApp(base), sweepWorkers);
  // A task that was RUNNING when the page closed runs again now.
  await parts.service.resumeUnfinished();
  return parts;
});

/*
 * While the page is still loading its screen, list the indicator catalogue, which the builder's first requests all
 * wait for (its checks and its signal list). It reads only the samples' listings, never a sample's bars; the answer is
 * dropped, the catalogue stays cached.
 */
void ready.then((parts) =>
  dispatchJson(parts, { type: 'http', method: 'GET', path: '/backtest/indicators/list' }).catch(() => undefined),
);

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const { id, ...request } = event.data;
  let response: WorkerResponse;
  try {
    response = { id, ...(await dispatchJson(await ready, request)) };
  } catch (error) {
    const message = `the in-browser service could not start: ${error instanceof Error ? error.message : String(error)}`;
    const { status, body } = failure(serviceOf(request.path), 500, message);
    response = { id, status, json: JSON.stringify(body) };
  }
  self.postMessage(response);
};
