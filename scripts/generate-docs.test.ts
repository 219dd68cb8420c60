import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_LIST } from '../src/contract/endpoints.ts';
import { openApiPath } from '../src/service/public/openapi.ts';
import { apiReference } from './docs/api-reference.ts';
import {
  API_FILE,
  apiText,
  generatedDocs,
  OPENAPI_FILE,
  REFERENCE_END,
  REFERENCE_START,
} from './docs/generated-docs.ts';
import { headings } from './docs/markdown-headings.ts';

const root = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('npm run docs', () => {
  it('has written the checked-in docs from the endpoint table as it is now', () => {
    for (const file of generatedDocs(read)) {
      // a plain comparison: a diff of a 17,000-line document would bury the one line that says what to do
      expect(read(file.path) === file.text, `${file.path} differs from what the table gives: run npm run docs`).toBe(
        true,
      );
    }
  });

  it('writes the same files twice over', () => {
    const first = generatedDocs(read);
    expect(generatedDocs(read)).toEqual(first);
    const api = first.find((file) => file.path === API_FILE)!.text;
    expect(apiText(api)).toBe(api);
  });

  it('gives every endpoint of the table a section, in its order, and keeps the hand-written part', () => {
    const api = generatedDocs(read).find((file) => file.path === API_FILE)!.text;
    const start = api.indexOf(REFERENCE_START);
    const reference = api.slice(start, api.indexOf(REFERENCE_END));
    const sections = [...reference.matchAll(/^### `([A-Z]+ [^`]+)`/gm)].map((m) => m[1]);
    expect(sections).toEqual(ENDPOINT_LIST.map((e) => `${e.method} ${openApiPath(e.path)}`));
    expect(api.slice(0, start)).toBe(read(API_FILE).slice(0, start));
    expect(api.slice(api.indexOf(REFERENCE_END))).toBe(read(API_FILE).slice(read(API_FILE).indexOf(REFERENCE_END)));
  });

  it('says a submit’s shapes, its replay and the hand-written section that explains it', () => {
    const reference = apiReference(headings(read(API_FILE)));
    const submit = reference.slice(reference.indexOf('### `POST /backtest/start_backtest`'));
    const section = submit.slice(0, submit.indexOf('\n### '));
    expect(section).toContain('- **Body** (JSON): `StrategyParamsInput` = `{symbol, entry, exit, name?,');
    expect(section).toContain('- **Answer**: **202** `SubmitResponse` = `{message, task_id}`');
    expect(section).toContain('**Replay**');
    expect(section).toContain('[POST /backtest/start_backtest](#post-backteststart_backtest)');
    expect(reference).toMatch(/\| `limit` \| no \| integer >= 1, default `20` \|/);
  });

  it('writes the OpenAPI document as JSON ending in a newline', () => {
    const openApi = generatedDocs(read).find((file) => file.path === OPENAPI_FILE)!.text;
    expect(openApi.endsWith('}\n')).toBe(true);
    expect(Object.keys(JSON.parse(openApi).paths)).toHaveLength(new Set(ENDPOINT_LIST.map((e) => e.path)).size);
  });
});
