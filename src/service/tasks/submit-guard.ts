import type { SubmitResponse } from '../../contract/index.ts';
import { AnalyticsServiceError } from '../analytics/analytics-error.ts';
import { ServiceError } from '../errors.ts';
import type { StoredTask, StoreUsage, TaskKind, TaskQuota, TaskStore } from '../ports.ts';

/*
 * What a submit must pass before it stores a task, for every kind alike: its Idempotency-Key (a retried submit
 * answers with the task of the first) and the account's quota.
 */

/** What the submit that stores a task was asked to do, to tell a retry from another request under the same key. */
export interface SubmitRequest {
  kind: TaskKind;
  mode?: string;
  body: unknown;
  /** The answer's message of this kind of task. */
  queued: string;
}

const MAX_KEY_LENGTH = 200;
/** Visible ASCII: what a header carries unchanged through every proxy. */
const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

/**
 * The status of a submit refused by what the account already holds: 409 Conflict, since the request itself is valid
 * and allowed, and the same request succeeds once the account's state changes (tasks deleted). Not 403 (the app
 * reads it as a missing subscription), 413 (the request body's size), 429 (a rate, which clients retry after a
 * while) or 507 (a 5xx, retried by the app as the server's failure).
 */
const CONFLICT = 409;

/** An error in the shape of the kind's service: `{detail}` for the backtest service, the envelope for the others. */
function refusal(kind: TaskKind, status: 400 | 409, detail: string): Error {
  return kind === 'backtest' ? new ServiceError(status, { detail }) : new AnalyticsServiceError(status, detail);
}

/** The submit's Idempotency-Key header as sent, or undefined without one; a 400 naming it when it breaks the rule. */
export function idempotencyKeyOf(key: string | undefined, kind: TaskKind): string | undefined {
  if (key === undefined) return undefined;
  if (key.length < 1 || key.length > MAX_KEY_LENGTH || !VISIBLE_ASCII.test(key))
    throw refusal(
      kind,
      400,
      `the Idempotency-Key header must be 1 to ${MAX_KEY_LENGTH} visible ASCII characters, without spaces`,
    );
  return key;
}

function sameRequest(task: StoredTask, request: SubmitRequest): boolean {
  return (
    (task.kind ?? 'backtest') === request.kind &&
    task.mode === request.mode &&
    JSON.stringify(task.params) === JSON.stringify(request.body)
  );
}

/**
 * The answer of the account's earlier submit with this key, as it was given then (its task_id, its message), or
 * undefined when there was none. The same key on a different request is a 409: answering with the earlier task
 * would hide that this request was never queued.
 */
export async function earlierAnswer(
  tasks: TaskStore,
  username: string,
  key: string,
  request: SubmitRequest,
): Promise<SubmitResponse | undefined> {
  const earlier = await tasks.findByIdempotencyKey(username, key);
  if (!earlier) return undefined;
  if (!sameRequest(earlier, request))
    throw refusal(
      request.kind,
      CONFLICT,
      `the Idempotency-Key ${key} was already used by this account for a different request (task ` +
        `${earlier.task_id}); send a new key with a new request`,
    );
  return { message: request.queued, task_id: earlier.task_id };
}

const count = (n: number) => n.toLocaleString('en-US');

/** 524288000 -> "500 MB", 1536 -> "1.5 KB": whole above 10, one decimal below. */
function size(bytes: number): string {
  const [value, unit] =
    bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'MB'] : bytes >= 1024 ? [bytes / 1024, 'KB'] : [bytes, 'bytes'];
  return `${value >= 10 ? count(Math.round(value)) : String(Math.round(value * 10) / 10)} ${unit}`;
}

/** Whether an account with this usage is at either limit of the quota, so that it may store no more tasks. */
export function atQuota(usage: StoreUsage, quota: TaskQuota): boolean {
  return usage.tasks >= quota.maxTasks || usage.result_bytes >= quota.maxResultBytes;
}

/** The 409 of an account at its quota, naming the limit it is at, the option that sets it and the account's usage. */
export function quotaRefusal(usage: StoreUsage, quota: TaskQuota, kind: TaskKind): Error {
  if (usage.tasks >= quota.maxTasks)
    return refusal(
      kind,
      CONFLICT,
      `this account stores ${count(usage.tasks)} tasks and the server's limit is ${count(quota.maxTasks)} ` +
        '(--max-tasks): delete some in Tasks before submitting more',
    );
  return refusal(
    kind,
    CONFLICT,
    `the results this account stores take ${size(usage.result_bytes)}, the server's limit is ` +
      `${size(quota.maxResultBytes)} (--max-result-mb): delete some tasks in Tasks before submitting more`,
  );
}

/**
 * Stores a submit's task within the account's quota: in one step where the store can (`createWithinQuota`), else
 * checked, then stored. Throws the 409 of `quotaRefusal` when the account is at a limit; any other error is the
 * store's.
 */
export async function storeWithinQuota(
  tasks: TaskStore,
  quota: TaskQuota | undefined,
  task: StoredTask,
  kind: TaskKind,
): Promise<void> {
  if (quota && tasks.createWithinQuota) {
    const refusedBy = await tasks.createWithinQuota(task, quota);
    if (refusedBy) throw quotaRefusal(refusedBy, quota, kind);
    return;
  }
  if (quota) {
    const usage = await tasks.usage(task.username);
    if (atQuota(usage, quota)) throw quotaRefusal(usage, quota, kind);
  }
  await tasks.create(task);
}
