import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(import.meta.dirname, '..');
const ROOT = join(SRC, '..');

/** A source file for a test that reads the code: its path from the repository's root, and its text. */
export interface SourceFile {
  file: string;
  text: string;
}

/**
 * Test-only: the TypeScript sources under the repository's folders `folders` (e.g. `src/client`, `server`), tests
 * (`*.test.ts(x)`) and test helpers (`test-*.ts(x)`) left out: the code the app and the hosts run.
 */
export function sourceFiles(folders: readonly string[]): SourceFile[] {
  return folders.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !/(^|\/)test-[^/]*$/.test(file))
      .map((file) => {
        const path = join(ROOT, folder, file);
        return { file: relative(ROOT, path), text: readFileSync(path, 'utf8') };
      }),
  );
}
