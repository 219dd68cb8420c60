export const USAGE = `usage:
  npm run server -- [--port 8787] [--data DIR] [--db FILE] [--workers 2] [--dist DIR] [--body-limit 1m]
  npm run server -- user add EMAIL [--password-stdin] [--db FILE]   (the password is read from standard input)
  npm run server -- user passwd EMAIL [--password-stdin] [--db FILE]
  npm run server -- user list [--db FILE]
  npm run server -- user remove EMAIL [--db FILE]`;

export interface ServeCommand {
  command: 'serve';
  port?: number;
  dataDir?: string;
  dbFile?: string;
  workers?: number;
  distDir?: string;
  bodyLimitBytes?: number;
}

export interface UserCommand {
  command: 'user';
  action: 'add' | 'passwd' | 'list' | 'remove';
  email?: string;
  dbFile?: string;
  passwordStdin: boolean;
}

export type ServerArgs = ServeCommand | UserCommand;

const SERVE_OPTIONS = ['--port', '--data', '--db', '--workers', '--dist', '--body-limit'] as const;
const USER_OPTIONS = ['--db'] as const;

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
    } else fail(`unknown option ${arg}`);
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
    if (rest.length > 0 || (!needsEmail && email)) fail(`unexpected ${[email, ...rest].filter(Boolean).join(' ')}`);
    if (set.has('--password-stdin') && action !== 'add' && action !== 'passwd')
      fail(`--password-stdin applies to user add and user passwd`);
    return { command: 'user', action, email, dbFile: values.get('--db'), passwordStdin: set.has('--password-stdin') };
  }
  const { values, positional } = split(argv, SERVE_OPTIONS, []);
  if (positional.length > 0) fail(`unexpected ${positional.join(' ')}`);
  const port = values.get('--port');
  const workers = values.get('--workers');
  const bodyLimit = values.get('--body-limit');
  return {
    command: 'serve',
    port: port === undefined ? undefined : integer('--port', port, 0, 65535),
    dataDir: values.get('--data'),
    dbFile: values.get('--db'),
    workers: workers === undefined ? undefined : integer('--workers', workers, 1, 64),
    distDir: values.get('--dist'),
    bodyLimitBytes: bodyLimit === undefined ? undefined : parseBytes(bodyLimit),
  };
}
