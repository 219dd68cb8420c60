import type { StoreUsage, StoredTask, TaskFilter, TaskOrder, TaskPage, TaskStore } from './ports.ts';
import { NEWEST_FIRST } from './ports.ts';
import { matchesFilter, orderTasks, taskHead } from './tasks/task-list.ts';
import { DuplicateIdempotencyKey, finishedBefore, resultBytes } from './tasks/task-store-rules.ts';

/** Tasks in a Map, kept in insertion order so the newest is last. */
export class MemoryTaskStore implements TaskStore {
  private readonly tasks = new Map<string, StoredTask>();

  async create(task: StoredTask): Promise<void> {
    const key = task.idempotency_key;
    // Checked and set with no await between, so two submits racing with one key cannot both get in.
    if (key !== undefined && this.withKey(task.username, key)) throw new DuplicateIdempotencyKey(key);
    this.tasks.set(task.task_id, structuredClone(task));
  }

  async get(taskId: string): Promise<StoredTask | undefined> {
    const task = this.tasks.get(taskId);
    return task && structuredClone(task);
  }

  async update(taskId: string, patch: Partial<Omit<StoredTask, 'task_id'>>): Promise<void> {
    const task = this.tasks.get(taskId);
    if (!task) throw new Error(`task ${taskId} does not exist`);
    this.tasks.set(taskId, { ...task, ...structuredClone(patch) });
  }

  async list(
    username: string,
    limit: number,
    offset: number,
    filter: TaskFilter,
    order: TaskOrder = NEWEST_FIRST,
  ): Promise<TaskPage> {
    const mine = [...this.tasks.values()].filter((t) => t.username === username && matchesFilter(t, filter)).reverse();
    const page = orderTasks(mine, order).slice(offset, offset + limit);
    return { tasks: page.map((t) => structuredClone(taskHead(t))), total: mine.length };
  }

  async delete(taskId: string): Promise<boolean> {
    return this.tasks.delete(taskId);
  }

  async unfinished(): Promise<StoredTask[]> {
    return [...this.tasks.values()].filter((t) => t.status === 'PENDING' || t.status === 'RUNNING');
  }

  async findByIdempotencyKey(username: string, key: string): Promise<StoredTask | undefined> {
    const task = this.withKey(username, key);
    return task && structuredClone(task);
  }

  async usage(username: string): Promise<StoreUsage> {
    const usage: StoreUsage = { tasks: 0, result_bytes: 0 };
    for (const task of this.tasks.values()) {
      if (task.username !== username) continue;
      usage.tasks++;
      usage.result_bytes += resultBytes(task.result);
    }
    return usage;
  }

  async pruneFinished(createdBefore: string): Promise<number> {
    let pruned = 0;
    for (const task of [...this.tasks.values()])
      if (finishedBefore(task, createdBefore) && this.tasks.delete(task.task_id)) pruned++;
    return pruned;
  }

  private withKey(username: string, key: string): StoredTask | undefined {
    for (const task of this.tasks.values()) if (task.username === username && task.idempotency_key === key) return task;
    return undefined;
  }
}
