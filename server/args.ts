import type { SourceMirrors } from '../src/node/source-mirrors.ts';
import { takeSourceMirrors } from '../src/node/source-mirrors.ts';
import { DEFAULT_NIGHTLY } from './defaults.ts';
import type { DailyTime } from './nightly/schedule-time.ts';
import { isTimeZone, parseClockTime } from './nightly/schedule-time.ts';

export const USAGE = `usage:
  npm run server -- [--port 8787] [--data DIR] [--db FILE|postgres://...] [--workers 2] [--dist DIR] [--body-limit 1m]
                    [--login-limit 10] [--submit-limit 120] [--trust-proxy]
                    [--max-tasks 5000] [--max-result-mb 500] [--retention-days N] [--store DIR] [--source NAME=URL ...]
                    [--nightly HH:MM|off] [--nightly-zone America/New_York] [--shutdown-grace 10]
  npm run server -- user add EMAIL [--password-stdin] [--db FILE]   (the password is read from standard input)
  npm run server -- user passwd EMAIL [--password-stdin] [--db FILE]
  npm run server -- user list [--db FILE]
  npm run server -- user remove EMAIL [--db FILE]
  npm run server -- tasks prune --retention-days N [--db FILE]`;

export interface ServeCommand {
  command: 'serve';
  port?: number;
  dataDir?: string;
  dbFile?: string;
  workers?: number;
  distDir?: string;
  bodyLimitBytes?: number;
  /** Failed sign-ins a minute, per account and per client address, before 429. */
  loginLimit?: number;
  /** Submits a minute per account before 429. */
  submitLimit?: number;
  /** Take the client's address from X-Forwarded-For (behind a TLS proxy). */
  trustProxy?: boolean;
  /** Stored tasks per account. */
  maxTasks?: number;
  /** Stored result bytes per account (as stored, compressed). */
  maxResultBytes?: number;
  /** Finished tasks older than this are deleted (off without it). */
  retentionDays?: number;
  /** `--source NAME=URL`: where a market-data source's requests go instead of its real host. */
  sourceMirrors?: SourceMirrors;
  /** Where fetched market data is kept (`DIR/fetched/`). */
  storeDir?: string;
  /** `--nightly HH:MM|off` and `--nightly-zone ZONE`: when every universe is refreshed each day. */
  nightly?: DailyTime | 'off';
  /** `--shutdown-grace SECONDS`: how long a stop waits for requests and tasks under way. */
  shutdownGraceMs?: number;
}

export interface TasksCommand {
  command: 'tasks';
  action: 'prune';
  retentionDays: number;
  dbFile?: string;
}

export interface UserCommand {
  command: 'user';
  action: 'add' | 'passwd' | 'list' | 'remove';
  email?: string;
  dbFile?: string;
  passwordStdin: boolean;
}

export type ServerArgs = ServeCommand | UserCommand | TasksCommand;

const SERVE_OPTIONS = [
  '--port',
  '--data',
  '--db',
  '--workers',
  '--dist',
  '--body-limit',
  '--login-limit',
  '--submit-limit',
  '--max-tasks',
  '--max-result-mb',
  '--retention-days',
  '--store',
  '--nightly',
  '--nightly-zone',
  '--shutdown-grace',
] as const;
const USER_OPTIONS = ['--db'] as const;
const PRUNE_OPTIONS = ['--db', '--retention-days'] as const;

function fail(message: string): never {
  throw new Error(`${message}\n${USAGE}`);
}

function integer(name: string, text: string, min: number, max: number): number {
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max)
    fail(`${name} must be a whole number from ${min} to ${max}, not "${text}"`);
  return Number(text);
}

/** `1048576`, `512k`, `1m` (binary units, case-insensitive) in bytes. */
export function parseBytes(text: string): number {
  const m = /^(\d+)([km]?)b?$/i.exec(text.trim());
  if (!m) fail(`--body-limit must be a size such as 1048576, 512k or 1m, not "${text}"`);
  const bytes = Number(m[1]) * { '': 1, k: 1024, m: 1024 * 1024 }[m[2].toLowerCase() as '' | 'k' | 'm'];
  if (bytes < 1) fail('--body-limit must be at least 1 byte');
  return bytes;
}

/** Splits `--name value`, `--name=value` and flags from positional words; throws on an option not allowed. */
function split(argv: readonly string[], valued: readonly string[], flags: readonly string[]) {
  const values = new Map<string, string>();
  const set = new Set<string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg : arg.slice(0, eq);
    if (flags.includes(name) && eq < 0) set.add(name);
    else if (valued.includes(name)) {
      const value = eq < 0 ? argv[++i] : arg.slice(eq + 1);
      if (value === undefined || value === '') fail(`${name} needs a value`);
      values.set(name, value);
      // The name only: what follows "=" may be a password.
    } else fail(`unknown option ${name}`);
  }
  return { values, set, positional };
}

/** The command line of `npm run server`: start the server, or manage accounts (`user ...`). */
export function parseServerArgs(argv: readonly string[]): ServerArgs {
  if (argv[0] === 'user') {
    const { values, set, positional } = split(argv.slice(1), USER_OPTIONS, ['--password-stdin']);
    const [action, email, ...rest] = positional;
    if (action !== 'add' && action !== 'passwd' && action !== 'list' && action !== 'remove')
      fail(`user needs an action: add, passwd, list or remove`);
    const needsEmail = action !== 'list';
    if (needsEmail && !email) fail(`user ${action} needs an EMAIL`);
    // An extra word is most often a password typed on the command line: it is counted, never repeated.
    const extra = rest.length + (!needsEmail && email ? 1 : 0);
    if (extra > 0)
      fail(
        `user ${action} takes ${needsEmail ? 'one EMAIL' : 'no other word'}; ${extra} more word(s) were given ` +
          '(a password is never given on the command line: it is asked for, or read with --password-stdin)',
      );
    if (set.has('--password-stdin') && action !== 'add' && action !== 'passwd')
      fail(`--password-stdin applies to user add and user passwd`);
    return { command: 'user', action, email, dbFile: values.get('--db'), passwordStdin: set.has('--password-stdin') };
  }
  if (argv[0] === 'tasks') {
    const { values, positional } = split(argv.slice(1), PRUNE_OPTIONS, []);
    const [action, ...rest] = positional;
    if (action !== 'prune') fail('tasks needs an action: prune');
    if (rest.length > 0) fail(`tasks prune takes no other word; ${rest.length} more word(s) were given`);
    const days = values.get('--retention-days');
    if (days === undefined) fail('tasks prune needs --retention-days N (finished tasks older than N days go)');
    return {
      command: 'tasks',
      action,
      retentionDays: integer('--retention-days', days, 1, 36500),
      dbFile: values.get('--db'),
    };
  }
  let taken: ReturnType<typeof takeSourceMirrors>;
  try {
    taken = takeSourceMirrors(argv);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const { values, set, positional } = split(taken.rest, SERVE_OPTIONS, ['--trust-proxy']);
  if (positional.length > 0) fail(`unexpected ${positional.join(' ')}`);
  const optional = <T>(name: (typeof SERVE_OPTIONS)[number], read: (text: string) => T): T | undefined => {
    const text = values.get(name);
    return text === undefined ? undefined : read(text);
  };
  const maxResultMb = optional('--max-result-mb', (t) => integer('--max-result-mb', t, 1, 1_000_000));
  return {
    command: 'serve',
    port: optional('--port', (t) => integer('--port', t, 0, 65535)),
    dataDir: values.get('--data'),
    dbFile: values.get('--db'),
    workers: optional('--workers', (t) => integer('--workers', t, 1, 64)),
    distDir: values.get('--dist'),
    bodyLimitBytes: optional('--body-limit', parseBytes),
    loginLimit: optional('--login-limit', (t) => integer('--login-limit', t, 1, 100_000)),
    submitLimit: optional('--submit-limit', (t) => integer('--submit-limit', t, 1, 1_000_000)),
    ...(set.has('--trust-proxy') && { trustProxy: true }),
    maxTasks: optional('--max-tasks', (t) => integer('--max-tasks', t, 1, 100_000_000)),
    maxResultBytes: maxResultMb === undefined ? undefined : maxResultMb * 1024 * 1024,
    retentionDays: optional('--retention-days', (t) => integer('--retention-days', t, 1, 36500)),
    ...(Object.keys(taken.mirrors).length > 0 && { sourceMirrors: taken.mirrors }),
    ...(values.has('--store') && { storeDir: values.get('--store') }),
    ...nightlyOf(values.get('--nightly'), values.get('--nightly-zone')),
    shutdownGraceMs: optional('--shutdown-grace', (t) => 1000 * integer('--shutdown-grace', t, 0, 3600)),
  };
}

/** `--nightly HH:MM|off` with `--nightly-zone ZONE`; either alone keeps the other's default. */
function nightlyOf(time: string | undefined, zone: string | undefined): { nightly?: DailyTime | 'off' } {
  if (time === undefined && zone === undefined) return {};
  if (time === 'off') {
    if (zone !== undefined) fail('--nightly-zone has no use with --nightly off');
    return { nightly: 'off' };
  }
  const clock = time === undefined ? DEFAULT_NIGHTLY : parseClockTime(time);
  if (!clock) fail(`--nightly must be a time HH:MM (24-hour) or off, not "${time}"`);
  const inZone = zone ?? DEFAULT_NIGHTLY.zone;
  if (!isTimeZone(inZone)) fail(`--nightly-zone must be a time zone such as America/New_York, not "${inZone}"`);
  return { nightly: { hour: clock.hour, minute: clock.minute, zone: inZone } };
}
