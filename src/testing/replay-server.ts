import { createServer } from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A stand-in for the market-data sources in tests and e2e: a node:http server on 127.0.0.1 that answers by method and
 * path (and query where a route asks for it) from recorded answers or functions, with per-route fault scripts. It
 * answers any origin (CORS), so a browser page can use it as a source's mirror.
 */

/** One answer: a status, headers and a body. */
export interface ReplayAnswer {
  status?: number;
  headers?: Record<string, string | string[]>;
  body?: string | Uint8Array;
}

/** What a route's function is given. */
export interface ReplayRequest {
  method: string;
  /** The path without the query. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The path's captured groups when the route's path is a RegExp. */
  params: string[];
  /** This route's request count so far, this one included (1 for the first). */
  count: number;
}

export type ReplayHandler = (request: ReplayRequest) => ReplayAnswer | Promise<ReplayAnswer>;

export interface ReplayRoute {
  /** A name to count, fault and replace the route by (unique). */
  name: string;
  /** Default GET. */
  method?: string;
  /** The exact path, or a RegExp on it (its groups become `params`). */
  path: string | RegExp;
  /** Query fields that must be present with these values for the route to answer. */
  query?: Record<string, string>;
  answer: ReplayAnswer | ReplayHandler;
}

/**
 * One scripted fault, used on the route's next matching request (or the next `times` of them):
 * - `status`: answer this status (a 429 with `retryAfter`, a 500) instead of the route's answer;
 * - `malformed`: answer 200 with a body that is not JSON;
 * - `reset`: send the route's answer's headers and the first `afterBytes` bytes of its body, then destroy the socket.
 */
export type ReplayFault = (
  | { kind: 'status'; status: number; retryAfter?: string; body?: string }
  | { kind: 'malformed' }
  | { kind: 'reset'; afterBytes?: number }
) & {
  /** Requests it applies to (default 1; Infinity for every one). */
  times?: number;
  /** Only requests this accepts (one symbol of several). */
  when?: (request: ReplayRequest) => boolean;
};

export interface ReplayServerOptions {
  routes?: ReplayRoute[];
  /** Default 0: a free port. */
  port?: number;
  /** Keep the process alive while it listens (a server process); tests leave it off. */
  keepProcessAlive?: boolean;
}

export interface ReplayServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly port: number;
  addRoute(route: ReplayRoute): void;
  /** Changes a route's answer from now on (a split between two refreshes). */
  setAnswer(name: string, answer: ReplayAnswer | ReplayHandler): void;
  /** Adds faults to a route's script, used in order. */
  fault(name: string, ...faults: ReplayFault[]): void;
  /** Drops a route's faults not used yet. */
  clearFaults(name: string): void;
  /** Requests a route has answered (or failed) so far. */
  requests(name: string): number;
  /** The route's latest request (its path and query), if any. */
  lastRequest(name: string): ReplayRequest | undefined;
  /** Every route's count, and `unmatched` for requests no route took. */
  counts(): Record<string, number>;
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-expose-headers': '*',
};

interface RouteState {
  route: ReplayRoute;
  count: number;
  faults: ReplayFault[];
  last?: ReplayRequest;
}

function matchPath(path: string | RegExp, actual: string): string[] | undefined {
  if (typeof path === 'string') return path === actual ? [] : undefined;
  const m = path.exec(actual);
  return m ? m.slice(1).map((g) => decodeURIComponent(g)) : undefined;
}

function takeFault(state: RouteState, request: ReplayRequest): ReplayFault | undefined {
  const i = state.faults.findIndex((f) => !f.when || f.when(request));
  if (i < 0) return undefined;
  const fault = state.faults[i];
  const times = (fault.times ?? 1) - 1;
  if (times <= 0) state.faults.splice(i, 1);
  else state.faults[i] = { ...fault, times };
  return fault;
}

function writeHead(res: ServerResponse, answer: ReplayAnswer, length?: number): void {
  res.statusCode = answer.status ?? 200;
  for (const [name, value] of Object.entries({ ...CORS, ...answer.headers })) res.setHeader(name, value);
  if (length !== undefined) res.setHeader('content-length', String(length));
}

async function send(res: ServerResponse, answer: ReplayAnswer, fault: ReplayFault | undefined): Promise<void> {
  if (fault?.kind === 'status') {
    const headers: Record<string, string> = { 'content-type': 'text/plain' };
    if (fault.retryAfter !== undefined) headers['retry-after'] = fault.retryAfter;
    writeHead(res, { status: fault.status, headers });
    res.end(fault.body ?? `replayed ${fault.status}`);
    return;
  }
  if (fault?.kind === 'malformed') {
    writeHead(res, { status: 200, headers: { 'content-type': 'application/json' } });
    res.end('{"chart": {"result": [ {"meta": ');
    return;
  }
  const body =
    typeof answer.body === 'string' ? Buffer.from(answer.body) : Buffer.from(answer.body ?? new Uint8Array());
  if (fault?.kind === 'reset') {
    // Announce the whole length, send part of it, then drop the connection: the client sees a body cut short.
    writeHead(res, answer, body.length);
    const part = Math.min(fault.afterBytes ?? Math.floor(body.length / 2), Math.max(0, body.length - 1));
    res.flushHeaders();
    await new Promise<void>((resolve) => res.write(body.subarray(0, part), () => resolve()));
    res.socket?.destroy();
    return;
  }
  writeHead(res, answer, body.length);
  res.end(body);
}

/** Starts a replay server on 127.0.0.1. It never keeps the process alive unless asked to. */
export async function startReplayServer(options: ReplayServerOptions = {}): Promise<ReplayServer> {
  const states: RouteState[] = [];
  let unmatched = 0;
  const byName = (name: string): RouteState => {
    const state = states.find((s) => s.route.name === name);
    if (!state) throw new Error(`the replay server has no route named ${name}`);
    return state;
  };
  const addRoute = (route: ReplayRoute) => {
    if (states.some((s) => s.route.name === route.name)) throw new Error(`route ${route.name} is already there`);
    states.push({ route, count: 0, faults: [] });
  };
  for (const route of options.routes ?? []) addRoute(route);

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      writeHead(res, { status: 204 });
      res.end();
      return;
    }
    for (const state of states) {
      const { route } = state;
      if ((route.method ?? 'GET') !== method && !(method === 'HEAD' && (route.method ?? 'GET') === 'GET')) continue;
      const params = matchPath(route.path, url.pathname);
      if (!params) continue;
      if (route.query && Object.entries(route.query).some(([k, v]) => url.searchParams.get(k) !== v)) continue;
      state.count += 1;
      const request: ReplayRequest = {
        method,
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        params,
        count: state.count,
      };
      state.last = request;
      const fault = takeFault(state, request);
      const answer = typeof route.answer === 'function' ? route.answer(request) : route.answer;
      Promise.resolve(answer)
        .then((a) => send(res, a, fault))
        .catch((error: unknown) => {
          if (!res.headersSent) writeHead(res, { status: 500, headers: { 'content-type': 'text/plain' } });
          res.end(`replay route ${route.name} failed: ${String(error)}`);
        });
      return;
    }
    unmatched += 1;
    writeHead(res, { status: 404, headers: { 'content-type': 'text/plain' } });
    res.end(`no replay route for ${method} ${url.pathname}`);
  });
  if (!options.keepProcessAlive) server.on('connection', (socket) => socket.unref());
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  if (!options.keepProcessAlive) server.unref();
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    addRoute,
    setAnswer(name, answer) {
      byName(name).route.answer = answer;
    },
    fault(name, ...faults) {
      byName(name).faults.push(...faults);
    },
    clearFaults(name) {
      byName(name).faults = [];
    },
    requests: (name) => byName(name).count,
    lastRequest: (name) => byName(name).last,
    counts: () => ({ ...Object.fromEntries(states.map((s) => [s.route.name, s.count])), unmatched }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
