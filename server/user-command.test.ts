import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { UserCommand } from './args.ts';
import { runUserCommand } from './user-command.ts';

function piped(text: string): NodeJS.ReadStream {
  return Object.assign(Readable.from([Buffer.from(text)]), { isTTY: false }) as unknown as NodeJS.ReadStream;
}

describe('the user command', () => {
  it('adds, lists, changes and removes accounts in the database, the password from standard input', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bts-users-'));
    const dbFile = join(dir, 'server.db');
    const lines: string[] = [];
    const run = (action: UserCommand['action'], email?: string, stdin = '') =>
      runUserCommand(
        { command: 'user', action, email, dbFile, passwordStdin: false },
        { stdin: piped(stdin), out: (line) => lines.push(line) },
      );

    expect(await run('add', 'Ann@Example.com', 'first-password\nignored second line\n')).toBe(0);
    await expect(run('add', 'ann@example.com', 'other-password\n')).rejects.toThrow('already exists');
    await expect(run('add', 'bob@example.com', 'short\n')).rejects.toThrow('at least 8 characters');
    expect(await run('passwd', 'ann@example.com', 'second-password\n')).toBe(0);
    expect(await run('list')).toBe(0);
    await expect(run('remove', 'bob@example.com')).rejects.toThrow('there is no account bob@example.com');
    expect(await run('remove', 'ann@example.com')).toBe(0);
    expect(await run('list')).toBe(0);

    expect(lines).toEqual([
      'added ann@example.com',
      'changed the password of ann@example.com',
      expect.stringMatching(/^ann@example\.com\t\d{4}-\d\d-\d\dT/),
      'removed ann@example.com',
    ]);
    expect(lines.join('\n')).not.toContain('password-');
    rmSync(dir, { recursive: true, force: true });
  });
});
