import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { PUBLIC_PATHS, serviceOf } from '../src/contract/index.ts';
import { errorAnswer, failure } from '../src/service/error-answer.ts';
import type { Service } from '../src/service/router.ts';
import { setAnswerHeader } from './answer-header.ts';
import { limitBody } from './body-limit.ts';
import type { Logger } from './logger.ts';
import { answerMessage } from './security/answer-message.ts';
import { basicChallenge } from './security/challenge.ts';
import { clientAddress } from './security/client-address.ts';
import { LIMIT_DEFAULTS } from './security/defaults.ts';
import type { LimiterStoreFactory } from './security/limiter-stores.ts';
import { memoryStores } from './security/limiter-stores.ts';
import { API_CACHE_CONTROL, fileCacheControl, securityHeaders } from './security/response-headers.ts';
import type { RequestContext } from './request-context.ts';
import {
  currentRequest,
  inRequest,
  isWrittenForClient,
  noteRequestError,
  requestIdOf,
  stackOf,
  withRequestIds,
} from './request-context.ts';
import { signInLimit } from './security/sign-in-limit.ts';
import { submitLimit } from './security/submit-limit.ts';

export interface HttpAppOptions {
  /** Only its router is served here. */
  service: Pick<Service, 'app'>;
  /** The built app (`npm run build`), served at `/`. */
  distDir: string;
  bodyLimitBytes: number;
  log: Logger;
  /** The account a header authenticated, for the request log (never the header itself). */
  usernameOf(authorization: string | undefined): string | undefined;
  /** True once the server is stopping: answers then ask the client to close its connection. */
  stopping(): boolean;
  /** Failed sign-ins a window, per account and per client address, before 429 (server/security/sign-in-limit.ts). */
  loginLimit?: number;
  /** Submits a window per account before 429. */
  submitLimit?: number;
  /** The window of both limits: a minute unless a test shortens it. */
  limitWindowMs?: number;
  /** Take the client's address from X-Forwarded-For: only behind a proxy that sets it. */
  trustProxy?: boolean;
  /** Makes the limits' counters; in memory unless several processes must share them (the PostgreSQL mode). */
  limiterStore?: LimiterStoreFactory;
}

/** What the middleware of this app tell one another about a request. */
type AppEnv = { Variables: { servedFile?: string } };

/**
 * A refusal of this app's own (a body over the limit, HTTP 413; a request over a rate limit, 429) in the envelope of
 * the service the path belongs to; its analytics code is 400 (invalid parameter), since the spec has no code for either.
 */
function refusal(c: Context, status: ContentfulStatusCode, message: string): Response {
  const answer = failure(serviceOf(c.req.path), status, message, 400);
  return c.json(answer.body, answer.status);
}

/** One endpoint of the service's router (`:name` for a path parameter). */
interface Endpoint {
  method: string;
  path: string;
}

/** The endpoints of the service's router, its middleware excluded. */
function endpointsOf(service: Pick<Service, 'app'>): Endpoint[] {
  const seen = new Set<string>();
  const endpoints: Endpoint[] = [];
  for (const { method, path } of service.app.routes) {
    if (method === 'ALL' || seen.has(`${method} ${path}`)) continue;
    seen.add(`${method} ${path}`);
    endpoints.push({ method, path });
  }
  return endpoints;
}

/** Whether any endpoint of the service (of any method) has this path: those win over files of the app. */
function apiMatcher(endpoints: readonly Endpoint[]): (path: string) => boolean {
  const patterns = endpoints.map(
    (e) => new RegExp(`^${e.path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`),
  );
  return (path) => patterns.some((re) => re.test(path));
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Backtest Studio server</title></head>
<body><h1>Backtest Studio server</h1><p>The app is not built: run <code>npm run build</code>, then reload.
The API answers meanwhile (see <a href="/docs">/docs</a>).</p></body></html>`;

/**
 * The server's HTTP app around the service's router: an `X-Request-Id` on every answer, a JSON log line per request
 * with that id (at level error, with the message and the stack, for every 5xx), the security headers on every
 * answer, the sign-in and submit limits, the body limit, the API (the public pages included), and the built app's
 * files at `/` (public: the app must load before anyone signs in; an API path always wins over a file). Everything
 * that is neither goes to the router, which answers 401 or 404 in the service's shape.
 */
export function createHttpApp(options: HttpAppOptions): Hono<AppEnv> {
  const { service, distDir, bodyLimitBytes } = options;
  const log = withRequestIds(options.log);
  const app = new Hono<AppEnv>();
  const endpoints = endpointsOf(service);
  const isApi = apiMatcher(endpoints);
  const toService = (c: Context) => service.app.fetch(c.req.raw);
  const trustProxy = options.trustProxy ?? false;
  const stores = options.limiterStore ?? memoryStores;
  const windowMs = options.limitWindowMs ?? LIMIT_DEFAULTS.windowMs;
  const tooMany = (c: Context, message: string) => refusal(c, 429, message);

  // Outermost: every log line of the request is written within its context, so carries its id.
  app.use('*', async (c, next) => {
    const context: RequestContext = { id: requestIdOf(c.req.header('X-Request-Id'), trustProxy) };
    await inRequest(context, next);
    if (c.res.status >= 500 && context.error !== undefined && !isWrittenForClient(context.error)) {
      // The log line (below) has the error's message and stack; the answer names neither the server's files nor code.
      const message = `internal error: the server's log has the details, under request id ${context.id}`;
      const answer = failure(serviceOf(c.req.path), 500, message);
      c.res = c.json(answer.body, answer.status);
    }
    setAnswerHeader(c, 'X-Request-Id', context.id);
  });

  app.use('*', async (c, next) => {
    const start = performance.now();
    await next();
    if (options.stopping()) setAnswerHeader(c, 'Connection', 'close');
    const failed = c.res.status >= 500;
    log(failed ? 'error' : 'info', 'request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - start) * 10) / 10,
      user: options.usernameOf(c.req.header('Authorization')),
      // Whatever answered 5xx (this app, the router, a handler that threw), the operator reads why.
      ...(failed && { error: await answerMessage(c.res) }),
      ...(failed && { stack: stackOf(currentRequest()?.error ?? c.error) }),
    });
  });

  app.use('*', securityHeaders());
  app.use('*', basicChallenge());
  app.use('*', async (c, next) => {
    await next();
    const file = c.get('servedFile');
    setAnswerHeader(c, 'Cache-Control', file === undefined ? API_CACHE_CONTROL : fileCacheControl(c.req.path));
  });

  app.onError((error, c) => {
    noteRequestError(error);
    const answer = errorAnswer(error, serviceOf(c.req.path));
    return c.json(answer.body, answer.status, answer.headers);
  });

  // Before the body is read: a client refused for its failed sign-ins costs nothing more.
  app.use(
    '*',
    signInLimit({
      limit: options.loginLimit ?? LIMIT_DEFAULTS.loginLimit,
      windowMs,
      maxBlockMs: LIMIT_DEFAULTS.maxBlockMs,
      blockMemoryMs: LIMIT_DEFAULTS.blockMemoryMs,
      stores,
      needsAccount: (c) => !PUBLIC_PATHS.has(c.req.path),
      signedIn: (authorization) => options.usernameOf(authorization) !== undefined,
      clientAddress: (c) => clientAddress(c, trustProxy),
      refuse: tooMany,
      log,
    }),
  );

  const tooLarge = `the request body is larger than the limit of ${formatBytes(bodyLimitBytes)}`;
  app.use(
    '*',
    limitBody(bodyLimitBytes, (c) => {
      // The rest of the body may still be on its way: the connection is closed after this answer, so the next
      // request does not start in the middle of it.
      c.header('Connection', 'close');
      return refusal(c, 413, tooLarge);
    }),
  );

  app.use(
    '*',
    submitLimit({ limit: options.submitLimit ?? LIMIT_DEFAULTS.submitLimit, windowMs, stores, refuse: tooMany }),
  );

  app.use('*', async (c, next) => {
    if (isApi(c.req.path) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return toService(c);
    return next();
  });
  if (existsSync(join(distDir, 'index.html')))
    app.use('*', serveStatic({ root: distDir, onFound: (path, c) => c.set('servedFile', path) }));
  else app.get('/', (c) => c.html(NOT_BUILT, 503));
  app.all('*', toService);
  return app;
}
