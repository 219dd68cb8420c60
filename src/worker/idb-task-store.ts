import type { StoredTask, TaskFilter, TaskPage, TaskStore } from '../service/ports.ts';
import { matchesFilter } from '../service/ports.ts';
import type { StudioDatabase, StoredTaskRecord } from './database.ts';

function withoutSeq(record: StoredTaskRecord): StoredTask {
  const task: Partial<StoredTaskRecord> = { ...record };
  delete task.seq;
  return task as StoredTask;
}

/** Tasks in IndexedDB, so they survive a reload of the page. */
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
    await this.db.add('tasks', { ...task, seq: this.seq });
  }

  async get(taskId: string): Promise<StoredTask | undefined> {
    const record = await this.db.get('tasks', taskId);
    return record && withoutSeq(record);
  }

  async update(taskId: string, patch: Partial<Omit<StoredTask, 'task_id'>>): Promise<void> {
    const tx = this.db.transaction('tasks', 'readwrite');
    const record = await tx.store.get(taskId);
    if (!record) throw new Error(`task ${taskId} does not exist`);
    await tx.store.put({ ...record, ...patch });
    await tx.done;
  }

  async list(username: string, limit: number, offset: number, filter: TaskFilter): Promise<TaskPage> {
    const mine = (await this.db.getAll('tasks'))
      .filter((t) => t.username === username && matchesFilter(t, filter))
      .sort((a, b) => b.seq - a.seq);
    return { tasks: mine.slice(offset, offset + limit).map(withoutSeq), total: mine.length };
  }

  async delete(taskId: string): Promise<boolean> {
    const tx = this.db.transaction('tasks', 'readwrite');
    const found = (await tx.store.getKey(taskId)) !== undefined;
    if (found) await tx.store.delete(taskId);
    await tx.done;
    return found;
  }

  async unfinished(): Promise<StoredTask[]> {
    return (await this.db.getAll('tasks'))
      .filter((t) => t.status === 'PENDING' || t.status === 'RUNNING')
      .map(withoutSeq);
  }
}
