/// <reference lib="webworker" />
import { SweepSliceRunner } from '../service/research/sweep-slice.ts';
import { browserMarketData } from './browser-market-data.ts';
import { fetchFromApp } from './browser-source.ts';
import { openStudioDatabase } from './database.ts';
import type { FromSweepWorker, ToSweepWorker } from './sweep-protocol.ts';

declare const self: DedicatedWorkerGlobalScope;

const base = new URL(import.meta.env.BASE_URL, self.location.origin).href;

// The same data as the service sees (fetched series over samples and kept files), read and parsed once per worker:
// every slice this worker runs reuses the bars and the series computed on them.
const runner = openStudioDatabase().then(
  (db) => new SweepSliceRunner(browserMarketData(db, fetchFromApp(base)).marketData),
);

self.onmessage = async (event: MessageEvent<ToSweepWorker>) => {
  const { id, slice } = event.data;
  let answer: FromSweepWorker;
  try {
    const cells = await (
      await runner
    ).run(slice, { done: (done) => self.postMessage({ id, done } satisfies FromSweepWorker) });
    answer = { id, cells };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(answer);
};
