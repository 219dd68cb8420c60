import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { AnalyticsServiceError } from '../src/service/analytics/analytics-error.ts';
import { ServiceError } from '../src/service/errors.ts';
import { storeUnavailable } from '../src/service/store-unavailable.ts';
import type { Logger } from './logger.ts';

/** What the server knows of the request being answered, wherever its work goes (awaits, timers, callbacks). */
export interface RequestContext {
  /** The answer's `X-Request-Id`, in every log line of the request. */
  readonly id: string;
  /** The error that made the answer a 5xx, once the router or the app caught it. */
  error?: unknown;
}

const current = new AsyncLocalStorage<RequestContext>();

/**
 * An id a proxy may hand on: 1 to 128 letters, digits and `-_.:`, which a UUID or a hex trace id is. Anything else
 * (spaces, quotes, a page of text) is not taken into the log and the answer: the request gets an id of our own.
 */
const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** The request's id: the proxy's, when the server trusts its proxy and the id is sane; else a new UUID. */
export function requestIdOf(header: string | undefined, trustProxy: boolean): string {
  return trustProxy && header !== undefined && SANE_ID.test(header) ? header : randomUUID();
}

/** Runs the answering of one request in its context. */
export function inRequest<T>(context: RequestContext, answer: () => T): T {
  return current.run(context, answer);
}

/** The context of the request being answered, if any. */
export function currentRequest(): RequestContext | undefined {
  return current.getStore();
}

/** Keeps the error a request's 5xx answer came from, for its log line (ServicePorts.reportError). */
export function noteRequestError(error: unknown): void {
  const context = current.getStore();
  if (context) context.error = error;
}

/** The same log, each line written while a request is answered carrying its `request_id`. */
export function withRequestIds(log: Logger): Logger {
  return (level, msg, fields) => {
    const context = current.getStore();
    log(level, msg, context === undefined ? fields : { request_id: context.id, ...fields });
  };
}

/**
 * Whether a 5xx answer may keep the message the service gave it: a service's own error (a store unavailable, say)
 * was written for the client; any other error's message may name the server's files, so the answer says only where
 * the log has it.
 */
export function isWrittenForClient(error: unknown): boolean {
  // A database away for a moment is answered with a sentence of our own (a 503 with Retry-After), not its message.
  if (storeUnavailable(error)) return true;
  return error instanceof ServiceError || error instanceof AnalyticsServiceError;
}

/** An error's stack for the log (its text when it is not an Error), or nothing without an error. */
export function stackOf(error: unknown): string | undefined {
  if (error === undefined) return undefined;
  return error instanceof Error && error.stack !== undefined ? error.stack : String(error);
}
