/*
 * `npm run docs`: writes docs/openapi.json and the reference part of docs/api.md from the endpoint table
 * (src/contract/endpoints.ts). A test fails while the checked-in files differ from what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatedDocs } from './docs/generated-docs.ts';

const root = join(import.meta.dirname, '..');
for (const file of generatedDocs((path) => readFileSync(join(root, path), 'utf8'))) {
  const target = join(root, file.path);
  const unchanged = readFileSync(target, { encoding: 'utf8', flag: 'a+' }) === file.text;
  if (!unchanged) writeFileSync(target, file.text);
  process.stdout.write(`${file.path}: ${unchanged ? 'unchanged' : 'written'}\n`);
}
