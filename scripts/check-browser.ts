/*
 * `npm test` runs this first: without a browser the end-to-end tests cannot run, so say so before minutes of unit
 * tests, and say how to get one.
 */
import { endToEndChromium } from './playwright-chromium.ts';

const found = endToEndChromium();
if ('error' in found) {
  process.stderr.write(`\n${found.error}\n\n`);
  process.exit(1);
}
process.stdout.write(`end-to-end browser: ${found.path} (${found.source})\n`);
