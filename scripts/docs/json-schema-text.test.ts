import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { shapeSummary, valueType } from './json-schema-text.ts';
import { headingOf, headings } from './markdown-headings.ts';

const Row = z.object({ Day: z.number(), 'AVG RET': z.number(), note: z.string().optional() });
const names = z.registry<{ id: string }>();
names.add(Row, { id: 'Row' });
const json = (schema: z.ZodType) => z.toJSONSchema(schema, { metadata: names, io: 'output' });

describe('shapeSummary', () => {
  it('names the named shapes it mentions and spells each out once', () => {
    const envelope = z.object({ code: z.literal(200), data: z.array(Row), extra: z.array(Row).nullable() });
    expect(shapeSummary(json(envelope))).toBe(
      '`{code: 200, data: [Row], extra: [Row] | null}`; `Row` = `{Day, "AVG RET", note?}`',
    );
  });

  it('spells out a named shape given alone', () => {
    expect(shapeSummary(json(Row))).toBe('`Row` = `{Day, "AVG RET", note?}`');
  });
});

describe('valueType', () => {
  it('says bounds, choices, dates and lengths in words, without the safe-integer range zod writes', () => {
    const type = (schema: z.ZodType) => valueType(z.toJSONSchema(schema, { io: 'input' }));
    expect(type(z.number().int().min(1).max(30))).toBe('integer 1..30');
    expect(type(z.number().int().min(0))).toBe('integer >= 0');
    expect(type(z.enum(['asc', 'desc']))).toBe('one of `asc`, `desc`');
    expect(type(z.string().regex(/^\d{4}-\d{2}-\d{2}$/))).toBe('date YYYY-MM-DD');
    expect(type(z.string().max(200))).toBe('text of at most 200 characters');
    expect(type(z.string().min(1))).toBe('text, not empty');
    expect(type(z.array(z.string()).min(1).max(50))).toBe('list of text (1..50 items)');
  });
});

describe('headingOf', () => {
  const text = [
    '# API',
    '```sh',
    '# not a heading',
    '```',
    '### GET /health',
    '#### POST /a and POST /b',
    '#### GET /x, /y (extension)',
    '### GET /health',
  ].join('\n');

  it('finds the heading that names a method and path, with GitHub’s anchors', () => {
    const all = headings(text);
    expect(all.map((h) => h.anchor)).toEqual([
      'api',
      'get-health',
      'post-a-and-post-b',
      'get-x-y-extension',
      'get-health-1',
    ]);
    expect(headingOf(all, 'POST', '/b')?.anchor).toBe('post-a-and-post-b');
    expect(headingOf(all, 'GET', '/y')?.anchor).toBe('get-x-y-extension');
    expect(headingOf(all, 'GET', '/a')).toBeUndefined();
    expect(headingOf(all, 'GET', '/health')?.anchor).toBe('get-health');
  });
});
