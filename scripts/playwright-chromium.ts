import { chromium } from '@playwright/test';
import type { BrowserFound } from './find-chromium.ts';
import { findChromium, machineLookup } from './find-chromium.ts';

/** Where Playwright's own download of Chromium would be; undefined where Playwright cannot tell (an unknown system). */
function playwrightChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** The Chromium of the end-to-end tests on this machine. */
export function endToEndChromium(): BrowserFound {
  return findChromium(machineLookup(playwrightChromium));
}
