import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import type { Answer } from './worker-connection.ts';

/** The 502 of a 2xx answer that is not what was asked for: the service's fault, named by the request. */
export function notInShape(method: string, path: string, reason: string | undefined): ApiError {
  return new ApiError(502, `the service's answer to ${method} ${path} is not in the expected shape: ${reason}`);
}

/** `value` parsed with `schema`; when it does not fit, the 502 naming the request. */
export function parseShape<T>(schema: z.ZodType<T>, value: unknown, method: string, path: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw notInShape(method, path, parsed.error.issues[0]?.message);
  return parsed.data;
}

/**
 * A 2xx answer's body parsed with the contract's schema. Any other status throws the service's error; a body not in
 * the expected shape is the service's fault (502), named by the request.
 */
export function parseAnswer<T>(schema: z.ZodType<T>, answer: Answer, method: string, path: string): T {
  if (answer.status < 200 || answer.status >= 300) throw ApiError.fromBody(answer.status, answer.body);
  return parseShape(schema, answer.body, method, path);
}
