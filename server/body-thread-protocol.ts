import { z } from 'zod';
import type { EndpointKey } from '../src/contract/index.ts';
import { ANALYTICS_ERROR_CODES, DataErrorBodySchema, ENDPOINTS, FieldErrorSchema } from '../src/contract/index.ts';
import type { BodyOutcome } from '../src/service/body-text.ts';

/** A key of the endpoint table, as it crosses between threads. */
const EndpointKeySchema = z.custom<EndpointKey>(
  (value) => typeof value === 'string' && Object.hasOwn(ENDPOINTS, value),
);

/** The request thread asks the body thread to read one body: the endpoint it was sent to and its bytes. */
export const ReadBodyJobSchema = z.object({ id: z.number(), key: EndpointKeySchema, bytes: z.instanceof(Uint8Array) });
export type ReadBodyJob = z.infer<typeof ReadBodyJobSchema>;

const SERVICE_ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 500, 501, 503] as const;

/** BodyOutcome as it arrives from the body thread: the body as sent and parsed stay unknown, as the router has them. */
const BodyOutcomeSchema = z.union([
  z.object({ read: z.object({ sent: z.unknown(), body: z.unknown() }) }),
  z.object({
    refused: z.discriminatedUnion('service', [
      z.object({
        service: z.literal('backtest'),
        status: z.union(SERVICE_ERROR_STATUSES.map((s) => z.literal(s))),
        body: DataErrorBodySchema,
      }),
      z.object({
        service: z.literal('analytics'),
        code: z.union(ANALYTICS_ERROR_CODES.map((c) => z.literal(c))),
        msg: z.string(),
        errors: z.array(FieldErrorSchema).optional(),
      }),
    ]),
  }),
]) satisfies z.ZodType<BodyOutcome>;

/** The body thread's answer to one job: the outcome, or the text of an error that is no refusal (read it here then). */
export const BodyAnswerSchema = z.union([
  z.object({ id: z.number(), outcome: BodyOutcomeSchema }),
  z.object({ id: z.number(), error: z.string() }),
]);
export type BodyAnswer = z.infer<typeof BodyAnswerSchema>;
