import type { z } from 'zod';
import type {
  AnalyticsErrorCode,
  DataErrorBody,
  EndpointKey,
  EndpointSpec,
  FieldError,
  ServiceName,
} from '../contract/index.ts';
import { ENDPOINTS, fieldErrors } from '../contract/index.ts';
import { AnalyticsServiceError } from './analytics/analytics-error.ts';
import { analyticsJsonText } from './analytics/read-input.ts';
import { ServiceError } from './errors.ts';
import { jsonBodyText } from './json-body.ts';

/*
 * A request body from its text to the handler's input, with nothing of the request around it: the router reads a body
 * with it, and a host may run it on another thread for a large body (BodyReader), so the request thread never spends
 * seconds on one. Either way the answer is the same: the same checks, the same refusals.
 */

/** The body as sent and as the endpoint's schema parsed it. */
export interface ReadBody {
  sent: unknown;
  body: unknown;
}

/** A refused body as plain data (it crosses between threads): enough to throw the same error again. */
export type BodyRefusal =
  | { service: 'backtest'; status: ServiceError['status']; body: DataErrorBody }
  | { service: 'analytics'; code: AnalyticsErrorCode; msg: string; errors?: FieldError[] };

export type BodyOutcome = { read: ReadBody } | { refused: BodyRefusal };

/**
 * Reads a request's body off the request thread. `read` answers undefined for a body it leaves to the router (a small
 * one, a form); else the body's outcome, which the router turns into the handler's input or the same refusal it would
 * have thrown itself.
 */
export interface BodyReader {
  read(key: EndpointKey, request: Request): Promise<BodyOutcome> | undefined;
}

function badRequest(service: ServiceName, error: z.ZodError): Error {
  const errors = fieldErrors(error);
  return service === 'analytics' ? AnalyticsServiceError.badRequest(errors) : ServiceError.badRequest(errors);
}

function fieldError(service: ServiceName, path: string, message: string): Error {
  return service === 'analytics' ? AnalyticsServiceError.field(path, message) : ServiceError.field(path, message);
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A body as sent, checked against the endpoint's schema; a 400 in the endpoint's service's shape when it fails. */
export function checkedBody(spec: EndpointSpec, sent: unknown): ReadBody {
  if (!spec.body) return { sent: undefined, body: undefined };
  if (spec.objectName !== undefined && !isPlainObject(sent))
    throw fieldError(spec.service, '', `the body must be a JSON object of ${spec.objectName}`);
  const parsed = spec.body.safeParse(sent);
  if (!parsed.success) throw badRequest(spec.service, parsed.error);
  return { sent, body: parsed.data };
}

/** A JSON body's text (a form body is read by the router) checked as the router checks it. */
export function readBodyText(key: EndpointKey, text: string): ReadBody {
  const spec: EndpointSpec = ENDPOINTS[key];
  const sent = spec.service === 'analytics' ? analyticsJsonText(text) : jsonBodyText(text, spec.bodyName);
  return checkedBody(spec, sent);
}

/** readBodyText's answer or its refusal as plain data; any other error is thrown (the caller reads the body itself). */
export function bodyOutcome(key: EndpointKey, text: string): BodyOutcome {
  try {
    return { read: readBodyText(key, text) };
  } catch (error) {
    if (error instanceof ServiceError)
      return { refused: { service: 'backtest', status: error.status, body: error.body } };
    if (error instanceof AnalyticsServiceError)
      return {
        refused: {
          service: 'analytics',
          code: error.code,
          msg: error.message,
          ...(error.errors && { errors: error.errors }),
        },
      };
    throw error;
  }
}

/** The body an outcome read, or the error its refusal was made from, thrown again. */
export function readOrThrow(outcome: BodyOutcome): ReadBody {
  if ('read' in outcome) return outcome.read;
  const { refused } = outcome;
  if (refused.service === 'backtest') throw new ServiceError(refused.status, refused.body);
  throw new AnalyticsServiceError(refused.code, refused.msg, refused.errors);
}
