import { statSync } from 'node:fs';
import { FolderPublications } from '../src/node/folder-publications.ts';

/**
 * Refuses to start on a `--data` folder the server could not serve: one that does not exist (a mistyped folder would
 * otherwise just look empty), or whose screen and report files are not all readable, valid JSON (or front matter)
 * matching the contract. The error names each bad file (relative to the folder) and what is wrong with it, so the
 * operator fixes them before any request can fail on one (docs/deployment.md).
 */
export async function checkDataFolder(dataDir: string): Promise<void> {
  if (!statSync(dataDir, { throwIfNoEntry: false })?.isDirectory())
    throw new Error(`the data folder ${dataDir} does not exist`);
  const problems = await new FolderPublications(dataDir).problems();
  if (problems.length > 0)
    throw new Error(
      `the data folder ${dataDir} has ${problems.length} screen or report file(s) the server cannot serve; fix or ` +
        `remove them, then start again: ${problems.join('; ')}`,
    );
}
