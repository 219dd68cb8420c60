import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { UserCommand } from '../args.ts';
import { runTasksCommand } from '../tasks-command.ts';
import { runUserCommand } from '../user-command.ts';
import { PgTaskStore } from './pg-task-store.ts';
import { HAS_POSTGRES, useTestDatabase } from './testing/test-database.ts';

function piped(text: string): NodeJS.ReadStream {
  return Object.assign(Readable.from([Buffer.from(text)]), { isTTY: false }) as unknown as NodeJS.ReadStream;
}

describe.skipIf(!HAS_POSTGRES)('the user and tasks commands on PostgreSQL', () => {
  const database = useTestDatabase('commands');

  it('adds, lists, changes and removes accounts, the password from standard input', async () => {
    const lines: string[] = [];
    const run = (action: UserCommand['action'], email?: string, stdin = '') =>
      runUserCommand(
        { command: 'user', action, email, dbFile: database.url, passwordStdin: false },
        { stdin: piped(stdin), out: (line) => lines.push(line) },
      );
    expect(await run('add', 'Ann@Example.com', 'first-password\n')).toBe(0);
    await expect(run('add', 'ann@example.com', 'other-password\n')).rejects.toThrow('already exists');
    expect(await run('passwd', 'ann@example.com', 'second-password\n')).toBe(0);
    expect(await run('list')).toBe(0);
    await expect(run('remove', 'bob@example.com')).rejects.toThrow('there is no account bob@example.com');
    expect(await run('remove', 'ann@example.com')).toBe(0);
    expect(lines).toEqual([
      'added ann@example.com',
      'changed the password of ann@example.com',
      expect.stringMatching(/^ann@example\.com\t\d{4}-\d\d-\d\dT/),
      'removed ann@example.com',
    ]);
  });

  it('prunes finished tasks older than the retention', async () => {
    const store = new PgTaskStore(database.pool);
    const base = { kind: 'backtest' as const, params: {}, username: 'ann@example.com' };
    await store.create({ ...base, task_id: 'old', status: 'SUCCESS', created_at: '2001-01-01T00:00:00' });
    await store.create({ ...base, task_id: 'old-pending', status: 'PENDING', created_at: '2001-01-01T00:00:00' });
    await store.create({ ...base, task_id: 'new', status: 'SUCCESS', created_at: '2026-11-20T00:00:00' });
    const lines: string[] = [];
    const now = Date.parse('2026-11-25T00:00:00Z');
    const code = await runTasksCommand(
      { command: 'tasks', action: 'prune', retentionDays: 30, dbFile: database.url },
      { out: (line) => lines.push(line), clock: { now: () => now } },
    );
    expect(code).toBe(0);
    expect(lines).toEqual(['deleted 1 finished task(s) created more than 30 day(s) ago']);
    const { rows } = await database.pool.query<{ task_id: string }>('SELECT task_id FROM tasks ORDER BY task_id');
    expect(rows.map((r) => r.task_id)).toEqual(['new', 'old-pending']);
  });
});
