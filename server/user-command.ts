import type { UserCommand } from './args.ts';
import { DEFAULT_DB_FILE } from './defaults.ts';
import { openStorage } from './storage.ts';

/** The first line of standard input (a password piped in: `printf '%s\n' "$PW" | npm run server -- user add ...`). */
async function firstLine(stdin: NodeJS.ReadStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0];
}

/** Reads a line from a terminal without echoing it. */
function hiddenLine(stdin: NodeJS.ReadStream, prompt: string): Promise<string> {
  process.stderr.write(prompt);
  return new Promise((resolve, reject) => {
    let line = '';
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(line);
    };
    const onData = (data: Buffer) => {
      for (const ch of data.toString('utf8')) {
        if (ch === '\r' || ch === '\n') return done();
        if (ch === '\u0003' || ch === '\u0004') return done(new Error('cancelled'));
        if (ch === '\u007f' || ch === '\b') line = [...line].slice(0, -1).join('');
        else line += ch;
      }
    };
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

async function readPassword(command: UserCommand, stdin: NodeJS.ReadStream): Promise<string> {
  if (command.passwordStdin || !stdin.isTTY) return firstLine(stdin);
  const password = await hiddenLine(stdin, `Password for ${command.email}: `);
  const again = await hiddenLine(stdin, 'The same password again: ');
  if (password !== again) throw new Error('the two passwords differ');
  return password;
}

/**
 * `user add|passwd|list|remove`: manages the accounts in the server's database, a SQLite file or PostgreSQL (servers
 * may be running on it; a running server notices a removed account or new password within its authentication cache
 * time).
 * Prints to `out`, returns the exit code. Passwords are never printed or logged.
 */
export async function runUserCommand(
  command: UserCommand,
  io: { stdin: NodeJS.ReadStream; out: (line: string) => void },
): Promise<number> {
  const storage = await openStorage(command.dbFile ?? DEFAULT_DB_FILE);
  try {
    const { accounts } = storage;
    const email = command.email!;
    switch (command.action) {
      case 'list':
        for (const a of await accounts.list()) io.out(`${a.email}\t${a.created_at}`);
        return 0;
      case 'remove':
        if (!(await accounts.remove(email))) throw new Error(`there is no account ${email}`);
        io.out(`removed ${email}`);
        return 0;
      case 'add': {
        const created = await accounts.add(email, await readPassword(command, io.stdin));
        io.out(`added ${created.email}`);
        return 0;
      }
      case 'passwd':
        await accounts.setPassword(email, await readPassword(command, io.stdin));
        io.out(`changed the password of ${email}`);
        return 0;
    }
  } finally {
    await storage.close();
  }
}
