import type { z } from 'zod';
import type { ENDPOINTS, EndpointKey, Method } from './endpoints.ts';

/*
 * The types of each endpoint's request and answer, read from its entry in ENDPOINTS: the router's handlers and the
 * clients' calls are typed by these, so a change to an entry breaks both sides at compile time.
 */

export type EndpointOf<K extends EndpointKey> = (typeof ENDPOINTS)[K];

type PathOf<K> = K extends `${Method} ${infer P}` ? P : never;
type ParamNames<P> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type ParamNamesOf<K extends EndpointKey> = ParamNames<PathOf<K>>;

/** The path's parameters by name (`/backtest/status/:task_id` -> `{task_id: string}`). */
export type PathParams<K extends EndpointKey> = { [N in ParamNamesOf<K>]: string };

type SchemaAt<K extends EndpointKey, F extends 'body' | 'query' | 'response'> =
  EndpointOf<K> extends { readonly [P in F]: infer S extends z.ZodType } ? S : never;

/** A part of the request as the handler gets it (parsed: defaults filled, transforms applied); undefined without one. */
type Parsed<K extends EndpointKey, F extends 'body' | 'query'> = [SchemaAt<K, F>] extends [never]
  ? undefined
  : z.output<SchemaAt<K, F>>;

/**
 * A schema's fields as a client writes them: each field's input type, except where the schema takes anything (a
 * preprocess or a coercion, whose input type is unknown) and so only its parsed type says what to send.
 */
type Written<S extends z.ZodType> = {
  [F in keyof z.input<S>]: F extends keyof z.output<S>
    ? unknown extends z.input<S>[F]
      ? z.output<S>[F]
      : z.input<S>[F]
    : z.input<S>[F];
};

/**
 * A part of the request as a client writes it (the fields it may leave out optional); a query's fields go on the
 * wire as their text (`String(value)`), which the query schema reads back. Undefined without one.
 */
type Writes<K extends EndpointKey, F extends 'body' | 'query'> = [SchemaAt<K, F>] extends [never]
  ? undefined
  : Written<SchemaAt<K, F>>;

/** The body as the handler gets it. */
export type BodyOf<K extends EndpointKey> = Parsed<K, 'body'>;
/** The body as a client writes it. */
export type BodyInput<K extends EndpointKey> = Writes<K, 'body'>;
/** The query as the handler gets it. */
export type QueryOf<K extends EndpointKey> = Parsed<K, 'query'>;
/** The query as a client writes it. */
export type QueryInput<K extends EndpointKey> = Writes<K, 'query'>;

/** The success answer's body; null for an endpoint that answers none (204). */
export type ResponseOf<K extends EndpointKey> = [SchemaAt<K, 'response'>] extends [never]
  ? null
  : z.output<SchemaAt<K, 'response'>>;

/** What a client sends: the path parameters, query and body the endpoint takes, and nothing it does not. */
export type RequestOf<K extends EndpointKey> = ([ParamNamesOf<K>] extends [never]
  ? { params?: never }
  : { params: PathParams<K> }) &
  ([SchemaAt<K, 'query'>] extends [never] ? { query?: never } : { query: QueryInput<K> }) &
  ([SchemaAt<K, 'body'>] extends [never] ? { body?: never } : { body: BodyInput<K> });

/** A call's arguments after the key: the request, which may be left out when the endpoint needs nothing. */
export type CallArgs<K extends EndpointKey> =
  object extends RequestOf<K> ? [request?: RequestOf<K>] : [request: RequestOf<K>];
