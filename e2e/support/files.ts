import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Locator } from '@playwright/test';

export { testDataPath } from '../../src/testing/test-data.ts';

/**
 * Drops a file on an element as a person dragging it from the desktop does: dragenter, dragover and drop events
 * carrying a DataTransfer that holds the file.
 */
export async function dropFile(target: Locator, path: string, type = 'text/csv'): Promise<void> {
  const text = await readFile(path, 'utf8');
  const dataTransfer = await target.page().evaluateHandle(
    ({ text, name, type }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], name, { type }));
      return transfer;
    },
    { text, name: basename(path), type },
  );
  // One element throughout: while a file is dragged over it, a drop zone's title (its name) says "Release…".
  const zone = await target.elementHandle();
  if (!zone) throw new Error(`nothing to drop on: ${target.toString()}`);
  for (const event of ['dragenter', 'dragover', 'drop']) await zone.dispatchEvent(event, { dataTransfer });
  await zone.dispose();
  await dataTransfer.dispose();
}
