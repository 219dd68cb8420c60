import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const BOOT = new URL('./task-worker-boot.mjs', import.meta.url);
const PROBE = new URL('./testing/priority-probe.ts', import.meta.url);
const ProbeSchema = z.object({ returned: z.number().nullable(), nice: z.number() });

/** Runs the probe in a thread of its own, as the pool runs a task thread, and reads what it reports. */
async function probe(): Promise<z.infer<typeof ProbeSchema>> {
  const worker = new Worker(BOOT, { workerData: { entry: PROBE.href }, execArgv: [] });
  try {
    return ProbeSchema.parse(
      await new Promise((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      }),
    );
  } finally {
    await worker.terminate();
  }
}

describe.runIf(process.platform === 'linux')('a task thread gives way to the request thread', () => {
  it('runs at nice 10 while the thread that started it keeps its own priority', async () => {
    const before = getPriority(0);
    const report = await probe();
    // Lowered from the starting thread's value (a test runner may already run niced), capped at 19.
    expect(report.nice).toBe(Math.min(19, Math.max(before, 10)));
    expect(report.returned).toBe(report.nice);
    expect(getPriority(0)).toBe(before);
    expect(getPriority(process.pid)).toBe(before);
  });
});
