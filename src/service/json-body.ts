import type { Context } from 'hono';
import { ServiceError } from './errors.ts';

/**
 * How deep arrays and objects may nest in a request body. Far more than any body of the specs needs (a strategy's
 * rule tree is a few levels), and far less than what overflows the stack of the code that walks a parsed body
 * (`JSON.stringify`, validation, the task store).
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text nests arrays and objects deeper than `maxDepth`, found in one pass over the text without
 * recursion (so ten thousand levels cost no more than their characters). Brackets inside strings do not count.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: the next character is escaped
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

/** The message of a body that nests too deep, in words a client can act on. */
const TOO_DEEP = `the request body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep`;

/**
 * JSON text parsed, or the problem with it in words: not JSON at all, or nested deeper than `MAX_JSON_DEPTH` (checked
 * before parsing, so nothing ever walks such a value).
 */
export function parseJsonText(text: string): { value: unknown } | { problem: string } {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return { problem: TOO_DEEP };
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { problem: `the request body is not valid JSON: ${(error as Error).message}` };
  }
}

/** A request's JSON body, or a 400 that says what is wrong with it and what was expected. */
export async function jsonBody(c: Context, expected = 'StrategyParams'): Promise<unknown> {
  return jsonBodyText(await c.req.text(), expected);
}

/** jsonBody from the body's text. */
export function jsonBodyText(text: string, expected = 'StrategyParams'): unknown {
  if (text.trim() === '') throw ServiceError.field('', `the request body is empty; send ${expected} as JSON`);
  const parsed = parseJsonText(text);
  if ('problem' in parsed) throw ServiceError.field('', parsed.problem);
  return parsed.value;
}
