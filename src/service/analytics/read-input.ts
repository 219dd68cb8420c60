import type { Context } from 'hono';
import type { z } from 'zod';
import { fieldErrors } from '../../contract/index.ts';
import { AnalyticsServiceError } from './analytics-error.ts';

/** The query string parsed with a contract schema; a failure is code 400 naming each field. */
export function analyticsQuery<T>(schema: z.ZodType<T>, c: Context): T {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw AnalyticsServiceError.badRequest(fieldErrors(parsed.error));
  return parsed.data;
}

/**
 * A POST body as JSON, urlencoded or multipart form (spec 4.2). Form fields arrive as text; the contract's schemas
 * read numbers and JSON-text arrays from it.
 */
export async function bodyFields(c: Context): Promise<unknown> {
  const type = (c.req.header('Content-Type') ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    const form = await c.req.parseBody();
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(form)) {
      if (typeof value !== 'string') throw AnalyticsServiceError.field(key, 'expected a text field, not a file');
      fields[key] = value;
    }
    return fields;
  }
  const text = await c.req.text();
  if (text.trim() === '')
    throw AnalyticsServiceError.field('', 'the request body is empty; send the parameters as JSON or form data');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw AnalyticsServiceError.field('', `the request body is not valid JSON: ${(error as Error).message}`);
  }
}

export async function analyticsBody<T>(schema: z.ZodType<T>, c: Context): Promise<T> {
  const parsed = schema.safeParse(await bodyFields(c));
  if (!parsed.success) throw AnalyticsServiceError.badRequest(fieldErrors(parsed.error));
  return parsed.data;
}
