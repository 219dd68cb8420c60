import { ApiError } from './api-error.ts';
import type { HttpTransport } from './backtest-client.ts';
import type { Credentials } from './credentials.ts';
import { basicAuthorization, sameCredentials } from './credentials.ts';
import { describeServer, joinUrl } from './server-address.ts';
import type { Answer } from './worker-connection.ts';

/** No answer at all: the server could not be reached (network, address, CORS) or did not answer in time. */
export class TransportError extends ApiError {
  constructor(
    readonly reason: 'network' | 'timeout',
    message: string,
  ) {
    super(0, message);
    this.name = 'TransportError';
  }
}

export interface FetchTransportOptions {
  /** `https://host[/prefix]`, or a path on this origin such as `/api` (see server-address.ts). */
  baseUrl: string;
  /** Read before every request, so a sign-in elsewhere (the dialog, Settings) applies at once. */
  credentials: () => Credentials | null;
  /**
   * Called on a 401: asks the user to sign in and resolves with the account, or null when they cancel (the 401 is
   * then the answer). `refused` is true when the request carried an account and the server refused it.
   */
  onUnauthorized?: (context: { refused: boolean }) => Promise<Credentials | null>;
  fetch?: typeof fetch;
  /** Per attempt, reading the body included. */
  timeoutMs?: number;
  /** Further attempts after a transient failure (see `retryable`). */
  retries?: number;
  /** The first backoff; each next one doubles, with jitter. */
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** A new Idempotency-Key, one per POST (its retries send the same). */
  newKey?: () => string;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
const MAX_BACKOFF_MS = 30_000;
/** Sign-in prompts for one request before its 401 is the answer. */
const MAX_SIGN_INS = 3;

/** GET and HEAD change nothing; a PUT (a universe saved whole) leaves the same state however often it is sent. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT']);
/** Sent again after a lost connection: the idempotent methods, and a POST, which carries an Idempotency-Key. */
const RESENT_AFTER_LOST_CONNECTION = new Set([...IDEMPOTENT, 'POST']);

/**
 * Which failures are tried again. GET and HEAD change nothing and a PUT sent twice leaves what one leaves, so any 500,
 * 502, 503 or 504 and a lost connection are retried. A POST carries an Idempotency-Key, the same on each try, so a
 * submit whose first try stored its task answers that task again: it is retried on 503 (spec section 7: "the task is not queued"), on 502 and 504 (a proxy
 * that lost the server's answer) and on a lost connection. Not on a 500, an error of the server's own that trying
 * again would most likely repeat.
 */
export function retryable(method: string, status: number): boolean {
  if (status === 503) return true;
  if (method === 'POST') return status === 502 || status === 504;
  return IDEMPOTENT.has(method) && (status === 500 || status === 502 || status === 504);
}

/** A random UUID; `crypto.randomUUID` exists only on secure pages (https, localhost), a server may be plain http. */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Exponential backoff with jitter (half fixed, half random), or the server's Retry-After when it sends one. */
export function backoffDelay(attempt: number, baseMs: number, random: () => number, retryAfterMs?: number): number {
  if (retryAfterMs !== undefined) return Math.min(retryAfterMs, MAX_BACKOFF_MS);
  const ceiling = Math.min(MAX_BACKOFF_MS, baseMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** A 401 status, or the analytics envelope's `{code: 401}` (its spec does not say the HTTP status matches). */
function unauthorized(answer: Answer): boolean {
  if (answer.status === 401) return true;
  const body = answer.body as { code?: unknown; msg?: unknown } | null;
  return typeof body === 'object' && body !== null && body.code === 401 && typeof body.msg === 'string';
}

function parseBody(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function retryAfterMs(header: string | null): number | undefined {
  if (header === null) return undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

interface Reply extends Answer {
  retryAfterMs?: number;
}

/** 30000 -> "30", 300 -> "0.3". */
const seconds = (ms: number) => String(Math.round(ms / 100) / 10);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The "Server" connection's transport: fetch with Basic auth, JSON bodies, a timeout, retries and sign-in on 401. */
export function fetchTransport(options: FetchTransportOptions): HttpTransport {
  const {
    baseUrl,
    credentials,
    onUnauthorized,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    retries = 3,
    backoffMs = 500,
    sleep = wait,
    random = Math.random,
    newKey = randomKey,
  } = options;
  const server = describeServer(baseUrl);

  async function once(
    method: string,
    path: string,
    body: unknown,
    account: Credentials | null,
    key: string | undefined,
  ): Promise<Reply> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (account) headers.Authorization = basicAuthorization(account);
    if (key !== undefined) headers['Idempotency-Key'] = key;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      const response = await (options.fetch ?? fetch)(joinUrl(baseUrl, path), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
        // The account travels in the header only: no cookies, and no cached task status while polling.
        credentials: 'omit',
        cache: 'no-store',
      });
      const text = await response.text();
      return {
        status: response.status,
        body: parseBody(text),
        retryAfterMs: retryAfterMs(response.headers.get('Retry-After')),
      };
    } catch {
      // The cause is not quoted: it can name the request, and the message is shown and may be logged.
      if (timedOut)
        throw new TransportError(
          'timeout',
          `the server did not answer within ${seconds(timeoutMs)} s (${method} ${path.split('?')[0]} on ${server})`,
        );
      throw new TransportError(
        'network',
        `could not reach the server at ${server}: the network is down, the address is wrong, or the server does not ` +
          `allow requests from this page (CORS)`,
      );
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async request(method, path, body) {
      let account = credentials();
      let retried = 0;
      let signIns = 0;
      // One key for every try of this request: the server answers a repeated submit with the task of the first.
      const key = method === 'POST' ? newKey() : undefined;
      for (;;) {
        let reply: Reply;
        try {
          reply = await once(method, path, body, account, key);
        } catch (error) {
          // A lost connection is retried only where resending is harmless; a timeout has already cost its wait.
          const again =
            error instanceof TransportError &&
            error.reason === 'network' &&
            RESENT_AFTER_LOST_CONNECTION.has(method) &&
            retried < retries;
          if (!again) throw error;
          await sleep(backoffDelay(retried++, backoffMs, random));
          continue;
        }
        if (unauthorized(reply) && onUnauthorized) {
          const current = credentials();
          // Someone signed in while this request was on its way: use that account before asking again.
          if (current && !sameCredentials(current, account)) {
            account = current;
            continue;
          }
          if (signIns < MAX_SIGN_INS) {
            // An account that was sent and answered 401 was refused, whether it came from Settings or the dialog.
            const next = await onUnauthorized({ refused: account !== null });
            signIns++;
            if (next) {
              account = next;
              continue;
            }
          }
          return { status: reply.status, body: reply.body };
        }
        if (retryable(method, reply.status) && retried < retries) {
          await sleep(backoffDelay(retried++, backoffMs, random, reply.retryAfterMs));
          continue;
        }
        return { status: reply.status, body: reply.body };
      }
    },
  };
}
