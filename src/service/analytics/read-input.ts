import type { Context } from 'hono';
import { MAX_JSON_DEPTH, nestsDeeperThan, parseJsonText } from '../json-body.ts';
import { AnalyticsServiceError } from './analytics-error.ts';

/** A form body's fields; a body that does not parse as the form its Content-Type announces is a 400 saying so. */
async function formFields(c: Context) {
  try {
    return await c.req.parseBody();
  } catch (error) {
    const type = c.req.header('Content-Type') ?? '';
    const reason = error instanceof Error ? error.message : String(error);
    throw AnalyticsServiceError.field('', `the request body is not valid ${formName(type)} (${reason})`);
  }
}

function formName(contentType: string): string {
  return contentType.toLowerCase().startsWith('multipart/form-data')
    ? 'multipart/form-data: check the boundary and that the body is complete'
    : 'form data';
}

/**
 * A POST body as JSON, urlencoded or multipart form (spec 4.2). Form fields arrive as text; the contract's schemas
 * read numbers and JSON-text arrays from it.
 */
export async function bodyFields(c: Context): Promise<unknown> {
  if (isFormType(c.req.header('Content-Type'))) {
    const form = await formFields(c);
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(form)) {
      if (typeof value !== 'string') throw AnalyticsServiceError.field(key, 'expected a text field, not a file');
      // A field may carry JSON text (an array of symbols): held to the same depth as a JSON body.
      if (nestsDeeperThan(value, MAX_JSON_DEPTH))
        throw AnalyticsServiceError.field(key, `nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep`);
      fields[key] = value;
    }
    return fields;
  }
  return analyticsJsonText(await c.req.text());
}

/** A POST body that is not a form, from its text: JSON, or a 400 saying what is wrong with it. */
export function analyticsJsonText(text: string): unknown {
  if (text.trim() === '')
    throw AnalyticsServiceError.field('', 'the request body is empty; send the parameters as JSON or form data');
  const parsed = parseJsonText(text);
  if ('problem' in parsed) throw AnalyticsServiceError.field('', parsed.problem);
  return parsed.value;
}

/** Whether bodyFields reads this Content-Type as a form (the other bodies are JSON text). */
export function isFormType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').toLowerCase();
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
}
