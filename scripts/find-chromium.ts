import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Where the end-to-end tests' Chromium was found, or why none was. */
export type BrowserFound = { path: string; source: string } | { error: string };

/** What the lookup may ask of the machine (tests pass fakes). */
export interface BrowserLookupEnv {
  /** `CHROMIUM_PATH`, when set. */
  chromiumPath: string | undefined;
  /** Where Playwright keeps the Chromium that `npx playwright install chromium` downloads; undefined if it cannot say. */
  playwrightChromium(): string | undefined;
  /** Whether a file exists there and may be run. */
  isExecutable(path: string): boolean;
  /** The folders of PATH. */
  pathDirs: readonly string[];
  platform: NodeJS.Platform;
}

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/** Other usual names on PATH, most specific first. */
const PATH_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];
const MAC_APPS = [
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** How to get a browser for the end-to-end tests. */
export const HOW_TO_GET_ONE = [
  'Get one in either of two ways:',
  '  npx playwright install chromium       (Playwright downloads its own Chromium)',
  '  sudo apt-get install chromium         (or your system\'s package, e.g. "brew install --cask chromium")',
  'or point at a Chromium or Chrome you already have:',
  '  CHROMIUM_PATH=/path/to/chromium npm test',
].join('\n');

export const NO_BROWSER_MESSAGE = `The end-to-end tests need Chromium, and none was found.\n${HOW_TO_GET_ONE}`;

/**
 * The Chromium of the end-to-end tests, looked for in this order: CHROMIUM_PATH; the one Playwright installed; Debian's
 * /usr/bin/chromium; Chromium or Chrome on PATH (and, on macOS, in /Applications). A CHROMIUM_PATH that names nothing
 * runnable is an error rather than a reason to look elsewhere: it is what the user asked for.
 */
export function findChromium(env: BrowserLookupEnv): BrowserFound {
  if (env.chromiumPath !== undefined && env.chromiumPath !== '') {
    if (env.isExecutable(env.chromiumPath)) return { path: env.chromiumPath, source: 'CHROMIUM_PATH' };
    return {
      error:
        `CHROMIUM_PATH is ${env.chromiumPath}, where there is no browser to run ` +
        `(unset it to let the tests look for one).\n${HOW_TO_GET_ONE}`,
    };
  }
  const playwright = env.playwrightChromium();
  if (playwright && env.isExecutable(playwright)) return { path: playwright, source: "Playwright's own Chromium" };
  if (env.isExecutable(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, source: "the system's chromium package" };
  for (const name of PATH_NAMES) {
    for (const dir of env.pathDirs) {
      const path = join(dir, name);
      if (env.isExecutable(path)) return { path, source: `${name} on PATH` };
    }
  }
  if (env.platform === 'darwin') {
    for (const path of MAC_APPS) if (env.isExecutable(path)) return { path, source: 'an application in /Applications' };
  }
  return { error: NO_BROWSER_MESSAGE };
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** This machine, for findChromium; `playwrightChromium` is passed in so that this file loads without Playwright. */
export function machineLookup(playwrightChromium: () => string | undefined): BrowserLookupEnv {
  return {
    chromiumPath: process.env.CHROMIUM_PATH,
    playwrightChromium,
    isExecutable,
    pathDirs: (process.env.PATH ?? '').split(delimiter).filter(Boolean),
    platform: process.platform,
  };
}
