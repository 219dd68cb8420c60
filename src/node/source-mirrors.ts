import type { SourceName } from '../contract/market-data.ts';
import { SOURCE_NAMES, SourceNameSchema } from '../contract/market-data.ts';

/** Where each source's requests go instead of its real host (a mirror, a proxy, a test's replay server). */
export type SourceMirrors = Partial<Record<SourceName, string>>;

/** `NAME=URL` of `--source`: a known source and an http(s) address; throws a sentence naming what is wrong. */
export function parseSourceMirror(text: string): [SourceName, string] {
  const eq = text.indexOf('=');
  if (eq < 1) throw new Error(`--source takes NAME=URL (e.g. yahoo=http://127.0.0.1:9000), not "${text}"`);
  const name = SourceNameSchema.safeParse(text.slice(0, eq).trim().toLowerCase());
  if (!name.success)
    throw new Error(`--source: "${text.slice(0, eq)}" is not a source; the sources are ${SOURCE_NAMES.join(', ')}`);
  const url = text.slice(eq + 1).trim();
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`--source ${name.data}: "${url}" is not an address such as http://127.0.0.1:9000`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new Error(`--source ${name.data}: the address must start with http:// or https://, not ${parsed.protocol}`);
  return [name.data, url.replace(/\/+$/, '')];
}

/**
 * Takes every `--source NAME=URL` (or `--source=NAME=URL`) out of a command line, which may repeat it once per source;
 * answers the mirrors and the other words, in order.
 */
export function takeSourceMirrors(argv: readonly string[]): { mirrors: SourceMirrors; rest: string[] } {
  const mirrors: SourceMirrors = {};
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    let value: string | undefined;
    if (arg === '--source') {
      value = argv[++i];
      if (value === undefined) throw new Error('--source needs NAME=URL');
    } else if (arg.startsWith('--source=')) value = arg.slice('--source='.length);
    else {
      rest.push(arg);
      continue;
    }
    const [name, url] = parseSourceMirror(value);
    if (mirrors[name] !== undefined) throw new Error(`--source ${name} is given twice`);
    mirrors[name] = url;
  }
  return { mirrors, rest };
}

/** The environment variable that holds a keyed source's API key on a server or the CLI. */
export const SOURCE_KEY_VARIABLES: Partial<Record<SourceName, string>> = {
  alphavantage: 'ALPHAVANTAGE_API_KEY',
  fred: 'FRED_API_KEY',
};

/** The keys the environment gives (empty values are no key). */
export function sourceKeysFromEnv(env: NodeJS.ProcessEnv): Partial<Record<SourceName, string>> {
  const keys: Partial<Record<SourceName, string>> = {};
  for (const name of SOURCE_NAMES) {
    const variable = SOURCE_KEY_VARIABLES[name];
    const value = variable ? env[variable]?.trim() : undefined;
    if (value) keys[name] = value;
  }
  return keys;
}
