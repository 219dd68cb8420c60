import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import type { Page } from '@playwright/test';

/** Where screenshots go (gitignored): look at them before calling a screen done. */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** The two sizes every screen is looked at: a laptop and a phone. */
export const SCREEN_SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/**
 * Saves full-page screenshots of what the page shows now at 1440x900 and 390x844, as
 * `e2e/screenshots/<name>-1440x900.png` and `<name>-390x844.png`, then restores the viewport. Returns the paths.
 * A page wider than the screen (a horizontal scrollbar) is reported as a warning annotation.
 */
export async function screenshotBothSizes(page: Page, name: string): Promise<string[]> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const before = page.viewportSize();
  const paths: string[] = [];
  try {
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size);
      // From the top: a full-page capture draws the sticky app bar (and the builder's sticky panel) where the page
      // was scrolled to, over the content.
      await page.evaluate(() => window.scrollTo(0, 0));
      // Let layout, charts (ResizeObserver) and MUI transitions settle at the new size.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await page.waitForTimeout(300);
      const path = `${SCREENSHOT_DIR}${name}-${size.width}x${size.height}.png`;
      await page.screenshot({ path, fullPage: true, animations: 'disabled' });
      paths.push(path);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > size.width) {
        // Shown in the test's output and annotations: something sticks out sideways at this size.
        const description = `${name} at ${size.width}x${size.height}: the page is ${scrollWidth}px wide, wider than the screen`;
        test.info().annotations.push({ type: 'warning', description });
        console.warn(`warning: ${description}`);
      }
    }
  } finally {
    if (before) await page.setViewportSize(before);
  }
  return paths;
}
