/** A node store's files (fetched series, universes): written whole and atomically, listed without crash leftovers. */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { join } from 'node:path';

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Whether a file operation failed because the file (or its folder) is not there. */
export function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** Makes a rename durable; some systems cannot sync a folder, and the rename has happened either way. */
async function syncFolder(folder: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(folder, 'r');
    await handle.sync();
  } catch {
    // see above
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/**
 * Writes `folder/name` whole: to a temporary file in the same folder (named with a leading `.`, so a reader skips one a
 * crash left), synced, then renamed over the old file. A reader sees the old file or the new; a failed write leaves
 * the old one byte for byte and throws naming the file.
 */
export async function writeFileAtomically(folder: string, name: string, text: string): Promise<void> {
  const path = join(folder, name);
  await mkdir(folder, { recursive: true });
  const temporary = join(folder, `.${name}.${process.pid}.${randomUUID()}.tmp`);
  try {
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw new Error(`could not write ${path}: ${messageOf(error)}`, { cause: error });
  }
  await syncFolder(folder);
}

/** The `.json` files a store wrote in `folder` (none when it has no folder yet), leaving out a crash's temporary ones. */
export async function storedFiles(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder)).filter((name) => name.endsWith('.json') && !name.startsWith('.'));
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** A file's text, undefined when there is no such file. */
export async function readIfThere(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}
