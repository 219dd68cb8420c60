import type { SourceMirrors } from '../node/source-mirrors.ts';
import { takeSourceMirrors } from '../node/source-mirrors.ts';

export interface CliArgs {
  method: string;
  path: string;
  dataDir?: string;
  wait: boolean;
  /** `--source NAME=URL`: where a market-data source's requests go instead of its real host. */
  sourceMirrors: SourceMirrors;
}

export const USAGE =
  'usage: npm run -s cli -- METHOD PATH [--data DIR] [--wait] [--source NAME=URL ...]   (a request body is read as JSON from standard input)';

/** Parses `METHOD PATH [--data DIR] [--wait] [--source NAME=URL ...]`; throws with the usage line when they are off. */
export function parseArgs(argv: readonly string[]): CliArgs {
  const positional: string[] = [];
  let dataDir: string | undefined;
  let wait = false;
  let taken: ReturnType<typeof takeSourceMirrors>;
  try {
    taken = takeSourceMirrors(argv);
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`, { cause: error });
  }
  const words = taken.rest;
  for (let i = 0; i < words.length; i++) {
    const arg = words[i];
    if (arg === '--wait') wait = true;
    else if (arg === '--data') {
      dataDir = words[++i];
      if (!dataDir) throw new Error(`--data needs a folder\n${USAGE}`);
    } else if (arg.startsWith('--data=')) dataDir = arg.slice('--data='.length);
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}\n${USAGE}`);
    else positional.push(arg);
  }
  if (positional.length !== 2) throw new Error(USAGE);
  const [method, path] = positional;
  if (!path.startsWith('/')) throw new Error(`PATH must start with /, e.g. /backtest/validate\n${USAGE}`);
  return { method: method.toUpperCase(), path, dataDir, wait, sourceMirrors: taken.mirrors };
}
