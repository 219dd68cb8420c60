/**
 * `npm run server`: the service of both specs over HTTP on 127.0.0.1, with accounts and tasks in SQLite and tasks
 * run in worker threads; `npm run server -- user ...` manages the accounts. See README, "The server".
 */
import { resolve as resolvePath } from 'node:path';
import { sourceKeysFromEnv } from '../src/node/source-mirrors.ts';
import { parseServerArgs } from './args.ts';
import { isPostgresUrl } from './database-url.ts';
import { stdoutLogger } from './logger.ts';
import type { RunningServer } from './server.ts';
import { startServer } from './server.ts';
import { runTasksCommand } from './tasks-command.ts';
import { runUserCommand } from './user-command.ts';

/** A path as the user typed it: npm runs scripts at the package root, so relative paths start where npm was run. */
function fromInvocation(path: string | undefined): string | undefined {
  return path === undefined ? undefined : resolvePath(process.env.INIT_CWD ?? process.cwd(), path);
}

/** `--db`: a PostgreSQL URL as given, a SQLite file from where the user typed it. */
function database(db: string | undefined): string | undefined {
  return isPostgresUrl(db) ? db : fromInvocation(db);
}

async function serve(options: Parameters<typeof startServer>[0]): Promise<number> {
  let server: RunningServer;
  try {
    server = await startServer(options);
  } catch (error) {
    stdoutLogger('error', 'server did not start', { error: (error as Error).message });
    return 1;
  }
  return new Promise<number>((resolve) => {
    let signals = 0;
    const stop = (signal: NodeJS.Signals) => {
      // A second signal stops at once, without waiting for requests and tasks.
      if (++signals > 1) process.exit(130);
      stdoutLogger('info', 'signal', { signal });
      // The stop's last line says what it finished and what it handed back (server/server.ts, docs/deployment.md).
      server.close().then(
        () => resolve(0),
        (error: unknown) => {
          stdoutLogger('error', 'the stop failed', { error: (error as Error).message });
          resolve(1);
        },
      );
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseServerArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 2;
  }
  if (args.command === 'user') {
    try {
      return await runUserCommand(
        { ...args, dbFile: database(args.dbFile) },
        { stdin: process.stdin, out: (line) => process.stdout.write(`${line}\n`) },
      );
    } catch (error) {
      process.stderr.write(`error: ${(error as Error).message}\n`);
      return 1;
    }
  }
  if (args.command === 'tasks') {
    try {
      return await runTasksCommand(
        { ...args, dbFile: database(args.dbFile) },
        { out: (line) => process.stdout.write(`${line}\n`) },
      );
    } catch (error) {
      process.stderr.write(`error: ${(error as Error).message}\n`);
      return 1;
    }
  }
  return serve({
    ...args,
    dataDir: fromInvocation(args.dataDir),
    dbFile: database(args.dbFile),
    distDir: fromInvocation(args.distDir),
    storeDir: fromInvocation(args.storeDir),
    sourceKeys: sourceKeysFromEnv(process.env),
  });
}

process.exitCode = await main();
