/**
 * `npm run size` (after `npm run build`): the gzip size of the JavaScript the shell loads before any screen, against
 * the 300 KB budget of docs/budgets.md, and what each lazy screen adds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

// SIZE_DIST: another build's folder (relative to the repository), e.g. one made with `vite build --outDir dist-x`.
const DIST = join(import.meta.dirname, '..', process.env.SIZE_DIST ?? 'dist');
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const gzipKb = (file: string) => gzipSync(readFileSync(join(DIST, file))).length / 1024;

/** A chunk and everything it imports statically, transitively. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

const sum = (keys: Iterable<string>) => [...keys].reduce((kb, k) => kb + gzipKb(manifest[k].file), 0);
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
// The entry only starts two imports (src/app/main.tsx): the app itself, always, which is the rest of the shell.
const BOOT = 'src/app/boot.tsx';
const shell = closure(entry);
if (manifest[BOOT]) closure(BOOT, shell);
const shellKb = sum(shell);
console.log(
  `shell (entry, ${BOOT} and their static imports): ${shellKb.toFixed(1)} KB gzip, budget 300 KB: ${shellKb <= 300 ? 'within budget' : 'OVER BUDGET'}`,
);
for (const key of Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry && k !== BOOT)
  .sort()) {
  const extra = [...closure(key)].filter((k) => !shell.has(k));
  console.log(`  lazy ${manifest[key].src ?? key}: +${sum(extra).toFixed(1)} KB gzip (${extra.length} chunks)`);
}
