import { readdir } from 'node:fs/promises';

/** Whether a file-system error says the path (or a folder on it) does not exist. */
export function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** File names in a folder, sorted (so `X.csv` comes before `X.csv.gz`); none when the folder does not exist. */
export async function fileNames(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { withFileTypes: true });
    return entries
      .filter((e) => e.isFile() || e.isSymbolicLink())
      .map((e) => e.name)
      .sort();
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}
