import { z } from 'zod';
import { ENDPOINT_LIST, firstSegment, isFinished, TaskStatusSchema } from '../contract/index.ts';
import type { Service } from '../service/router.ts';
import { parseArgs } from './args.ts';
import { localService } from './local-service.ts';

const POLL_MS = 25;

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

async function call(service: Service, method: string, path: string, body?: string): Promise<Response> {
  const init: RequestInit = { method };
  if (body !== undefined && body !== '') {
    init.body = body;
    init.headers = { 'Content-Type': 'application/json' };
  }
  return service.app.request(path, init);
}

const STATUS_PATHS = ENDPOINT_LIST.filter((e) => e.method === 'GET' && e.path.endsWith('/status/:task_id'));

/**
 * Where a task submitted to `path` reports its status: the table's status endpoint under the same first segment
 * (`/cpm/...` -> `/cpm/status/:task_id`), else the backtest service's.
 */
function statusPath(path: string, taskId: string): string {
  const status =
    STATUS_PATHS.find((e) => firstSegment(e.path) === firstSegment(path)) ??
    STATUS_PATHS.find((e) => firstSegment(e.path) === 'backtest');
  if (!status) throw new Error('the endpoint table has no backtest status endpoint');
  return status.path.replace(':task_id', encodeURIComponent(taskId));
}

/** Polls a submitted task through the same router until it finishes. */
async function waitForTask(service: Service, path: string, taskId: string): Promise<Response> {
  for (;;) {
    const response = await call(service, 'GET', statusPath(path, taskId));
    if (!response.ok) return response;
    const task = z.object({ status: TaskStatusSchema }).parse(await response.clone().json());
    if (isFinished(task.status)) return response;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const service = localService(args.dataDir, args.sourceMirrors);
  const body = args.method === 'GET' || args.method === 'HEAD' ? undefined : await readStdin();
  let response = await call(service, args.method, args.path, body);
  if (args.wait && response.status === 202) {
    const { task_id } = z.object({ task_id: z.string() }).parse(await response.json());
    response = await waitForTask(service, args.path, task_id);
  }
  // JSON is printed indented; a page (/docs) as it is; an answer without a body (204) prints nothing
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('application/json');
  if (text !== '') process.stdout.write(json ? `${JSON.stringify(JSON.parse(text), null, 2)}\n` : text);
  return response.ok ? 0 : 1;
}

process.exitCode = await main();
