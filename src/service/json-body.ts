import type { Context } from 'hono';
import { ServiceError } from './errors.ts';

/** A request's JSON body, or a 400 that says what is wrong with it and what was expected. */
export async function jsonBody(c: Context, expected = 'StrategyParams'): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') throw ServiceError.field('', `the request body is empty; send ${expected} as JSON`);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw ServiceError.field('', `the request body is not valid JSON: ${(error as Error).message}`);
  }
}
