import type { z } from 'zod';
import type { CallArgs, EndpointKey, EndpointSpec, ResponseOf } from '../contract/index.ts';
import { AnalyticsErrorBodySchema, ENDPOINTS, methodAndPath } from '../contract/index.ts';
import { AnalyticsError, ApiError } from './api-error.ts';
import { notInShape, parseAnswer, parseShape } from './parse-answer.ts';
import type { HttpTransport } from './backtest-client.ts';

/** Calls one endpoint of the table by its key; the request's and the answer's types are the entry's. */
export type EndpointCall = <K extends EndpointKey>(key: K, ...args: CallArgs<K>) => Promise<ResponseOf<K>>;

/** A request of any endpoint, as the wire sees it. */
export interface AnyRequest {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The path with its `:name` parameters filled in and the query's fields as text (empty ones left out). */
export function requestPath(path: string, request: AnyRequest): string {
  const filled = path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`${path} needs its ${name}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query ?? {}))
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  return query.size ? `${filled}?${query}` : filled;
}

/** The path a request of the endpoint `key` goes to, for a caller that sends it without the typed call. */
export function endpointPath<K extends EndpointKey>(key: K, ...args: CallArgs<K>): string {
  const request: AnyRequest = args[0] ?? {};
  return requestPath(methodAndPath(key).path, request);
}

/** The request as errors name it: its method and the path it went to. */
function requestLine(key: EndpointKey, request: AnyRequest): { method: string; path: string } {
  const { method, path } = methodAndPath(key);
  return { method, path: requestPath(path, request) };
}

/** The 502 of an answer that fits the table but not what the caller asked for (a sweep where a backtest was asked). */
export function wrongAnswer(key: EndpointKey, request: AnyRequest, reason: string): ApiError {
  const { method, path } = requestLine(key, request);
  return notInShape(method, path, reason);
}

/**
 * A part of the table's answer read with a narrower schema than the table's (a screen's records by its key); when it
 * does not fit, the 502 naming the request, as for an answer outside the table's shape.
 */
export function narrowAnswer<T>(key: EndpointKey, request: AnyRequest, schema: z.ZodType<T>, value: unknown): T {
  const { method, path } = requestLine(key, request);
  return parseShape(schema, value, method, path);
}

/**
 * The typed call over a transport: the answer of a success status parsed with the entry's response schema; any other
 * status, or an analytics envelope carrying an error code, throws the service's error.
 */
export function endpointCaller(transport: HttpTransport): EndpointCall {
  return async <K extends EndpointKey>(key: K, ...args: CallArgs<K>): Promise<ResponseOf<K>> => {
    const spec: EndpointSpec = ENDPOINTS[key];
    const request: AnyRequest = args[0] ?? {};
    const { method, path } = requestLine(key, request);
    const answer = await transport.request(method, path, request.body);
    if (spec.service === 'analytics') {
      const failure = AnalyticsErrorBodySchema.safeParse(answer.body);
      if (failure.success && !spec.answerCodes?.includes(failure.data.code))
        throw new AnalyticsError(answer.status, failure.data.code, failure.data.msg, failure.data.errors ?? []);
    }
    if (spec.response === null) {
      if (answer.status !== (spec.status ?? 200)) throw ApiError.fromBody(answer.status, answer.body);
      return null as ResponseOf<K>;
    }
    return parseAnswer(spec.response, answer, method, path) as ResponseOf<K>;
  };
}
