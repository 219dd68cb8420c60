import type { StoreUsage, StoredTask, TaskFilter, TaskHead, TaskOrder, TaskPage, TaskStore } from '../service/ports.ts';
import { NEWEST_FIRST } from '../service/ports.ts';
import { matchesFilter, orderTasks, taskHead } from '../service/tasks/task-list.ts';
import { DuplicateIdempotencyKey, finishedBefore, resultBytes } from '../service/tasks/task-store-rules.ts';
import type { StudioDatabase, StoredTaskRecord } from './database.ts';

function withoutSeq(record: StoredTaskRecord): TaskHead {
  const { seq: _seq, ...task } = record;
  return task;
}

/**
 * Tasks in IndexedDB, so they survive a reload of the page. A task's result is a record of its own, read only when
 * the task itself is asked for: a list reads the task records alone.
 */
export class IdbTaskStore implements TaskStore {
  private seq: number | undefined;

  constructor(private readonly db: StudioDatabase) {}

  async create(task: StoredTask): Promise<void> {
    // Continues after the newest stored task, so a reload within the same millisecond or a clock set back still
    // lists new tasks first.
    if (this.seq === undefined) {
      const stored = (await this.db.getAll('tasks')).reduce((max, t) => Math.max(max, t.seq), 0);
      this.seq = Math.max(this.seq ?? 0, stored);
    }
    // Milliseconds first, then a counter: newest-first order holds across reloads and within one millisecond.
    this.seq = Math.max(this.seq + 1, Date.now() * 1000);
    const tx = this.db.transaction(['tasks', 'task_results'], 'readwrite');
    const { result, idempotency_key: key } = task;
    // Read in the same read-write transaction as the add, so a second submit with the key waits for this one to end.
    // A scan rather than an index: the browser's own connection sends no Idempotency-Key, so this rarely runs.
    if (key !== undefined) {
      const taken = (await tx.objectStore('tasks').getAll()).some(
        (t) => t.username === task.username && t.idempotency_key === key,
      );
      if (taken) {
        tx.abort();
        await tx.done.catch(() => undefined);
        throw new DuplicateIdempotencyKey(key);
      }
    }
    // All at once, so a refused add (a task id already there) rejects here and nowhere else.
    await Promise.all([
      tx.objectStore('tasks').add({ ...taskHead(task), seq: this.seq }),
      result !== undefined && tx.objectStore('task_results').put({ task_id: task.task_id, result }),
      tx.done,
    ]);
  }

  async get(taskId: string): Promise<StoredTask | undefined> {
    const tx = this.db.transaction(['tasks', 'task_results']);
    const [record, stored] = await Promise.all([
      tx.objectStore('tasks').get(taskId),
      tx.objectStore('task_results').get(taskId),
    ]);
    await tx.done;
    return record && { ...withoutSeq(record), ...(stored && { result: stored.result }) };
  }

  async update(taskId: string, patch: Partial<Omit<StoredTask, 'task_id'>>): Promise<void> {
    const tx = this.db.transaction(['tasks', 'task_results'], 'readwrite');
    const tasks = tx.objectStore('tasks');
    const record = await tasks.get(taskId);
    if (!record) {
      await tx.done;
      throw new Error(`task ${taskId} does not exist`);
    }
    const { result } = patch;
    await Promise.all([
      tasks.put({ ...record, ...taskHead(patch) }),
      result !== undefined && tx.objectStore('task_results').put({ task_id: taskId, result }),
      tx.done,
    ]);
  }

  async list(
    username: string,
    limit: number,
    offset: number,
    filter: TaskFilter,
    order: TaskOrder = NEWEST_FIRST,
  ): Promise<TaskPage> {
    const mine = (await this.db.getAll('tasks'))
      .filter((t) => t.username === username && matchesFilter(t, filter))
      .sort((a, b) => b.seq - a.seq);
    return {
      tasks: orderTasks(mine, order)
        .slice(offset, offset + limit)
        .map(withoutSeq),
      total: mine.length,
    };
  }

  async delete(taskId: string): Promise<boolean> {
    const tx = this.db.transaction(['tasks', 'task_results'], 'readwrite');
    const found = (await tx.objectStore('tasks').getKey(taskId)) !== undefined;
    if (found) {
      await tx.objectStore('tasks').delete(taskId);
      await tx.objectStore('task_results').delete(taskId);
    }
    await tx.done;
    return found;
  }

  /** Unfinished tasks have no result yet, so the task records are all of them. */
  async unfinished(): Promise<StoredTask[]> {
    return (await this.db.getAll('tasks'))
      .filter((t) => t.status === 'PENDING' || t.status === 'RUNNING')
      .map(withoutSeq);
  }

  async findByIdempotencyKey(username: string, key: string): Promise<StoredTask | undefined> {
    const record = (await this.db.getAll('tasks')).find((t) => t.username === username && t.idempotency_key === key);
    return record && this.get(record.task_id);
  }

  async usage(username: string): Promise<StoreUsage> {
    const tx = this.db.transaction(['tasks', 'task_results']);
    const mine = (await tx.objectStore('tasks').getAll()).filter((t) => t.username === username);
    const results = await Promise.all(mine.map((t) => tx.objectStore('task_results').get(t.task_id)));
    await tx.done;
    return { tasks: mine.length, result_bytes: results.reduce((sum, r) => sum + resultBytes(r?.result), 0) };
  }

  async pruneFinished(createdBefore: string): Promise<number> {
    const tx = this.db.transaction(['tasks', 'task_results'], 'readwrite');
    const old = (await tx.objectStore('tasks').getAll()).filter((t) => finishedBefore(t, createdBefore));
    await Promise.all([
      ...old.flatMap((t) => [
        tx.objectStore('tasks').delete(t.task_id),
        tx.objectStore('task_results').delete(t.task_id),
      ]),
      tx.done,
    ]);
    return old.length;
  }
}
