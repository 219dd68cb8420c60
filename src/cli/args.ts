export interface CliArgs {
  method: string;
  path: string;
  dataDir?: string;
  wait: boolean;
}

export const USAGE =
  'usage: npm run -s cli -- METHOD PATH [--data DIR] [--wait]   (a request body is read as JSON from standard input)';

/** Parses `METHOD PATH [--data DIR] [--wait]`; throws with the usage line when they are off. */
export function parseArgs(argv: readonly string[]): CliArgs {
  const positional: string[] = [];
  let dataDir: string | undefined;
  let wait = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--wait') wait = true;
    else if (arg === '--data') {
      dataDir = argv[++i];
      if (!dataDir) throw new Error(`--data needs a folder\n${USAGE}`);
    } else if (arg.startsWith('--data=')) dataDir = arg.slice('--data='.length);
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}\n${USAGE}`);
    else positional.push(arg);
  }
  if (positional.length !== 2) throw new Error(USAGE);
  const [method, path] = positional;
  if (!path.startsWith('/')) throw new Error(`PATH must start with /, e.g. /backtest/validate\n${USAGE}`);
  return { method: method.toUpperCase(), path, dataDir, wait };
}
