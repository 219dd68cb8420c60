import { describe, expect, it } from 'vitest';
import type { BrowserLookupEnv } from './find-chromium.ts';
import { findChromium, NO_BROWSER_MESSAGE } from './find-chromium.ts';

const PLAYWRIGHT = '/home/u/.cache/ms-playwright/chromium-1200/chrome-linux/chrome';

/** A machine where exactly `present` exist and may be run. */
function machine(present: string[], overrides: Partial<BrowserLookupEnv> = {}): BrowserLookupEnv {
  const files = new Set(present);
  return {
    chromiumPath: undefined,
    playwrightChromium: () => PLAYWRIGHT,
    isExecutable: (path) => files.has(path),
    pathDirs: ['/usr/local/bin', '/opt/bin'],
    platform: 'linux',
    ...overrides,
  };
}

const everything = [
  '/opt/mine/chrome',
  PLAYWRIGHT,
  '/usr/bin/chromium',
  '/usr/local/bin/chromium-browser',
  '/opt/bin/google-chrome',
];

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first, over every other source', () => {
    expect(findChromium(machine(everything, { chromiumPath: '/opt/mine/chrome' }))).toEqual({
      path: '/opt/mine/chrome',
      source: 'CHROMIUM_PATH',
    });
  });

  it('then the Chromium Playwright installed, then Debian’s, then Chromium or Chrome on PATH', () => {
    expect(findChromium(machine(everything))).toEqual({ path: PLAYWRIGHT, source: "Playwright's own Chromium" });
    expect(findChromium(machine(everything.slice(2)))).toEqual({
      path: '/usr/bin/chromium',
      source: "the system's chromium package",
    });
    expect(findChromium(machine(everything.slice(3)))).toEqual({
      path: '/usr/local/bin/chromium-browser',
      source: 'chromium-browser on PATH',
    });
    expect(findChromium(machine(everything.slice(4)))).toEqual({
      path: '/opt/bin/google-chrome',
      source: 'google-chrome on PATH',
    });
  });

  it('skips a Playwright download that is not there, and a Playwright that cannot say where it would be', () => {
    expect(findChromium(machine(['/usr/bin/chromium']))).toMatchObject({ path: '/usr/bin/chromium' });
    expect(findChromium(machine(['/usr/bin/chromium'], { playwrightChromium: () => undefined }))).toMatchObject({
      path: '/usr/bin/chromium',
    });
  });

  it('looks in /Applications on macOS only', () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(findChromium(machine([chrome], { platform: 'darwin' }))).toEqual({
      path: chrome,
      source: 'an application in /Applications',
    });
    expect(findChromium(machine([chrome]))).toEqual({ error: NO_BROWSER_MESSAGE });
  });

  it('names both ways to get a browser, and CHROMIUM_PATH, when there is none', () => {
    const found = findChromium(machine([]));
    expect(found).toEqual({ error: NO_BROWSER_MESSAGE });
    expect(NO_BROWSER_MESSAGE).toContain('npx playwright install chromium');
    expect(NO_BROWSER_MESSAGE).toContain('apt-get install chromium');
    expect(NO_BROWSER_MESSAGE).toContain('CHROMIUM_PATH=');
  });

  it('fails on a CHROMIUM_PATH that names nothing, rather than quietly using another browser', () => {
    const found = findChromium(machine(everything, { chromiumPath: '/nonexistent' }));
    expect('error' in found && found.error).toMatch(
      /^CHROMIUM_PATH is \/nonexistent, where there is no browser to run/,
    );
    expect('error' in found && found.error).toContain('npx playwright install chromium');
  });
});
