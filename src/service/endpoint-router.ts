import type { Context, Env, Hono } from 'hono';
import type { z } from 'zod';
import type {
  BodyOf,
  BrowserOnlyKey,
  EndpointKey,
  EndpointSpec,
  PathParams,
  QueryOf,
  ResponseOf,
  ServiceName,
} from '../contract/index.ts';
import { ENDPOINTS, fieldErrors, methodAndPath } from '../contract/index.ts';
import { AnalyticsServiceError } from './analytics/analytics-error.ts';
import { bodyFields } from './analytics/read-input.ts';
import type { BodyReader, ReadBody } from './body-text.ts';
import { checkedBody, readOrThrow } from './body-text.ts';
import { ServiceError } from './errors.ts';
import { jsonBody } from './json-body.ts';
import { JsonText } from './json-text.ts';
import type { Account } from './ports.ts';

/** What a handler is given: the request's inputs, each already checked against its endpoint's schemas. */
export interface HandlerInput<K extends EndpointKey> {
  params: PathParams<K>;
  query: QueryOf<K>;
  body: BodyOf<K>;
  /** The body as it was sent, before parsing: what a task stores as its `params`, as the client wrote them. */
  sent: unknown;
  /** The signed-in account; public endpoints are given an empty username. */
  account: Account;
  /** The request's Idempotency-Key header, as sent (a submit checks it). */
  idempotencyKey: string | undefined;
}

/** An answer with another status than the endpoint's usual one: a replayed submit is 200, not 202. */
export class Answer<T> {
  constructor(
    readonly status: 200 | 202,
    readonly body: T,
  ) {}
}

type HandlerAnswer<K extends EndpointKey> = ResponseOf<K> | Answer<ResponseOf<K>> | JsonText<ResponseOf<K>>;

export type Handler<K extends EndpointKey> = (input: HandlerInput<K>) => HandlerAnswer<K> | Promise<HandlerAnswer<K>>;

/** One handler per endpoint of the table: a missing or mistyped one is a compile error where the map is built. */
export type Handlers = { [K in EndpointKey]: Handler<K> };

/** A part of the handler map, for a module that answers some of the endpoints. */
export type HandlersOf<K extends EndpointKey> = { [P in K]: Handler<P> };

/** The handlers of the endpoints only the in-browser service offers (`host: 'browser'`), which its worker gives. */
export type BrowserHandlers = HandlersOf<BrowserOnlyKey>;

/** What a host's service registers: every endpoint's handler, those only the browser offers where the host has them. */
export type HostHandlers = Omit<Handlers, BrowserOnlyKey> & Partial<BrowserHandlers>;

/** The answer of an endpoint this host does not offer: a 501 in its service's envelope. */
function notOffered(key: EndpointKey): never {
  throw new ServiceError(501, { detail: `${key} is offered only by the in-browser service, not by this host` });
}

function badRequest(service: ServiceName, error: z.ZodError): Error {
  const errors = fieldErrors(error);
  return service === 'analytics' ? AnalyticsServiceError.badRequest(errors) : ServiceError.badRequest(errors);
}

/**
 * The body as sent and as parsed; a 400 in the endpoint's service's shape when it is not what the table says. A host's
 * reader may read it off this thread (a large body): its outcome is the same answer.
 */
async function readBody(
  key: EndpointKey,
  spec: EndpointSpec,
  c: Context,
  reader: BodyReader | undefined,
): Promise<ReadBody> {
  if (!spec.body) return { sent: undefined, body: undefined };
  const elsewhere = reader?.read(key, c.req.raw);
  if (elsewhere) return readOrThrow(await elsewhere);
  // The analytics service also takes form bodies (spec 4.2); the backtest service JSON only.
  const sent = spec.service === 'analytics' ? await bodyFields(c) : await jsonBody(c, spec.bodyName);
  return checkedBody(spec, sent);
}

function readQuery(spec: EndpointSpec, c: Context): unknown {
  if (!spec.query) return undefined;
  const parsed = spec.query.safeParse(c.req.query());
  if (!parsed.success) throw badRequest(spec.service, parsed.error);
  return parsed.data;
}

/**
 * Registers every endpoint of the table on `app` with its handler: inputs checked against the entry's schemas here
 * and nowhere else, the answer sent with the entry's status (or the one an `Answer` names), as HTML for pages.
 */
export function registerEndpoints<E extends Env & { Variables: { account: Account } }>(
  app: Hono<E>,
  handlers: HostHandlers,
  reader?: BodyReader,
): void {
  for (const [key, spec] of Object.entries(ENDPOINTS) as [EndpointKey, EndpointSpec][]) {
    const { method, path } = methodAndPath(key);
    // The map is typed per key; here each handler is called with the inputs its own entry's schemas produced.
    const handler = handlers[key];
    if (!handler) {
      // Refused before its inputs are read: no body makes an endpoint this host lacks any nearer to answering.
      app.on(method, path, () => notOffered(key));
      continue;
    }
    const handle = handler as (input: HandlerInput<EndpointKey>) => unknown;
    app.on(method, path, async (c) => {
      const query = readQuery(spec, c);
      const { sent, body } = await readBody(key, spec, c, reader);
      const answer = await handle({
        params: c.req.param() as PathParams<EndpointKey>,
        query: query as QueryOf<EndpointKey>,
        body: body as BodyOf<EndpointKey>,
        sent,
        account: c.get('account') ?? { username: '' },
        idempotencyKey: c.req.header('Idempotency-Key'),
      });
      const status = answer instanceof Answer ? answer.status : (spec.status ?? 200);
      const payload = answer instanceof Answer ? answer.body : answer;
      if (status === 204) return c.body(null, 204);
      if (payload instanceof JsonText) return c.body(payload.text, status, { 'Content-Type': 'application/json' });
      if (spec.html) return c.html(String(payload), status);
      return c.json(payload, status);
    });
  }
}
