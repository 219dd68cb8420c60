import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** Debian's PostgreSQL binaries (/usr/lib/postgresql/<version>/bin), newest version first; undefined without any. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(root, versions[0], 'bin') : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface TestCluster {
  /** `postgres://postgres@127.0.0.1:<port>/<database>`. */
  urlOf(database: string): string;
  /** A new empty database; its URL. */
  createDatabase(name: string): Promise<string>;
  /**
   * `pg_ctl restart -m fast` in two halves, with `whileDown` run between them: stops the server (every session is
   * terminated with 57P01), awaits `whileDown` while nothing listens, then starts it with the same settings. Does not
   * block the test's event loop, so its clients keep running meanwhile.
   */
  restart(whileDown: () => Promise<void>): Promise<void>;
  stop(): void;
}

/**
 * A private PostgreSQL cluster for tests: initdb in a fresh temporary folder, listening on 127.0.0.1 and a free port
 * (its socket in that folder), trust authentication for the `postgres` user. initdb refuses to run as root, so when
 * the tests do, the cluster runs as the `postgres` system user. Never a system service: `stop()` ends it and removes
 * the folder.
 */
export async function startTestCluster(): Promise<TestCluster> {
  const bin = postgresBinaries();
  if (!bin)
    throw new Error('PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): apt-get install postgresql');
  const dir = mkdtempSync(join(tmpdir(), 'bts-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, program);
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args;
    const done = spawnSync(command, argv, { encoding: 'utf8' });
    if (done.status !== 0) throw new Error(`${program} failed: ${done.stderr || done.stdout}`);
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const runAsync = async (program: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, program);
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args;
    await promisify(execFile)(command, argv, { encoding: 'utf8' });
  };
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const start = ['-D', data, '-o', settings, '-l', join(dir, 'log'), '-w', 'start'];
  run('pg_ctl', start);
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let stopped = false;
  return {
    urlOf,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: urlOf('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
      return urlOf(name);
    },
    async restart(whileDown) {
      await runAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      try {
        await whileDown();
      } finally {
        await runAsync('pg_ctl', start);
      }
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
