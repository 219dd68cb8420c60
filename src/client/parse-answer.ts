import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import type { Answer } from './worker-connection.ts';

/**
 * A 2xx answer's body parsed with the contract's schema. Any other status throws the service's error; a body not in
 * the expected shape is the service's fault (502), named by the request.
 */
export function parseAnswer<T>(schema: z.ZodType<T>, answer: Answer, method: string, path: string): T {
  if (answer.status < 200 || answer.status >= 300) throw ApiError.fromBody(answer.status, answer.body);
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success)
    throw new ApiError(
      502,
      `the service's answer to ${method} ${path} is not in the expected shape: ${parsed.error.issues[0]?.message}`,
    );
  return parsed.data;
}
