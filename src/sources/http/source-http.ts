import type { SourceName } from '../../contract/market-data.ts';
import { SourceError } from '../../service/data/market-source-port.ts';
import { maskSecrets } from './mask.ts';
import { rebase, sameBase } from './rebase.ts';
import { abortableSleep, type Sleep } from './sleep.ts';
import { statusSentence } from './status-sentence.ts';

/** How one source talks HTTP: where to, how politely, how persistently. */
export interface SourceHttpOptions {
  source: SourceName;
  /** The real host's base address (`https://stooq.com`). */
  defaultBaseUrl: string;
  /** Where requests go: the default, or a mirror (`--source NAME=URL`). */
  baseUrl: string;
  /** Further real hosts of the source that a mirror also stands in for (Yahoo's cookie and crumb hosts). */
  otherHosts?: readonly string[];
  fetch?: typeof fetch;
  /** Wait at least `minIntervalMs` between two requests to the source (default true; off for mirrors in tests). */
  politeness?: boolean;
  minIntervalMs?: number;
  /** Tries in all for a 429, a 5xx or a dropped connection (default 4). */
  attempts?: number;
  /** The first backoff; each further one doubles (default 500 ms). */
  backoffMs?: number;
  /** The longest wait a Retry-After may ask for (default 60 s). */
  maxRetryAfterMs?: number;
  /** The source's own reading of a failure's status and body (FRED's refused key), when it has one. */
  explain?: (status: number, body: string) => string | undefined;
  /** Secrets (API keys) never shown in a message. */
  secrets?: readonly string[];
  sleep?: Sleep;
  now?: () => number;
}

/** What a request is for: the symbol named in failures, and the signal that cancels it. */
export interface RequestContext {
  symbol: string;
  signal: AbortSignal;
  init?: RequestInit;
}

/** An answer read whole: a 2xx or 3xx (redirects are the caller's). */
export interface SourceAnswer {
  status: number;
  headers: Headers;
  body: string;
}

export interface SourceHttp {
  readonly source: SourceName;
  readonly baseUrl: string;
  /** GETs `url` (an address on the real host), retrying what can be retried; throws a `SourceError`. */
  request(url: string, context: RequestContext): Promise<SourceAnswer>;
  text(url: string, context: RequestContext): Promise<string>;
  /** The answer parsed as JSON; an answer that is not JSON is a `SourceError`. */
  json(url: string, context: RequestContext): Promise<unknown>;
  /** A `SourceError` in the source's words, keys masked. */
  error(message: string, retryable: boolean): SourceError;
}

const RETRYABLE = (status: number) => status === 429 || status >= 500;

/** Milliseconds a Retry-After header asks for (seconds or an HTTP date), or undefined. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

class Failure {
  constructor(
    readonly message: string,
    readonly retryable: boolean,
    readonly waitMs?: number,
  ) {}
}

/** The one fetch policy every adapter uses: mirror rewrite, politeness, retries with backoff, cancel, clear errors. */
export function createSourceHttp(options: SourceHttpOptions): SourceHttp {
  const {
    source,
    defaultBaseUrl,
    baseUrl,
    politeness = true,
    minIntervalMs = 0,
    attempts = 4,
    backoffMs = 500,
    maxRetryAfterMs = 60_000,
    secrets = [],
    sleep = abortableSleep,
    now = Date.now,
  } = options;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const mirrored = !sameBase(baseUrl, defaultBaseUrl);
  const realHosts = new Set([new URL(defaultBaseUrl).host, ...(options.otherHosts ?? [])]);
  let nextSlot = 0;

  const mask = (text: string) => maskSecrets(text, secrets);
  const error = (message: string, retryable: boolean) => new SourceError(mask(message), retryable);

  function target(url: string): string {
    if (!mirrored) return url;
    return realHosts.has(new URL(url).host) ? rebase(url, baseUrl) : url;
  }

  async function politeWait(signal: AbortSignal): Promise<void> {
    if (!politeness || minIntervalMs <= 0) return;
    const t = now();
    const slot = Math.max(t, nextSlot);
    nextSlot = slot + minIntervalMs;
    if (slot > t) await sleep(slot - t, signal);
  }

  async function attempt(url: string, context: RequestContext): Promise<SourceAnswer> {
    let response: Response;
    try {
      response = await doFetch(target(url), { ...context.init, signal: context.signal });
    } catch {
      throw new Failure(`could not reach ${source} for ${context.symbol}: the connection failed`, true);
    }
    let body: string;
    try {
      body = await response.text();
    } catch {
      throw new Failure(`${source} broke off its answer for ${context.symbol}: the connection was reset`, true);
    }
    if (response.status < 400) return { status: response.status, headers: response.headers, body };
    const sentence = options.explain?.(response.status, body) ?? statusSentence(response.status);
    const message = `${source} answered ${response.status} for ${context.symbol}: ${sentence}`;
    if (!RETRYABLE(response.status)) throw new Failure(message, false);
    const asked = retryAfterMs(response.headers.get('retry-after'), now());
    throw new Failure(message, true, asked === undefined ? undefined : Math.min(asked, maxRetryAfterMs));
  }

  function cancelled(symbol: string): SourceError {
    return new SourceError(`the request to ${source} for ${symbol} was cancelled`, false);
  }

  async function request(url: string, context: RequestContext): Promise<SourceAnswer> {
    for (let n = 1; ; n++) {
      if (context.signal.aborted) throw cancelled(context.symbol);
      try {
        await politeWait(context.signal);
        return await attempt(url, context);
      } catch (e) {
        if (context.signal.aborted) throw cancelled(context.symbol);
        if (!(e instanceof Failure)) throw e;
        if (!e.retryable || n >= attempts) {
          const tries = e.retryable && n > 1 ? ` (after ${n} tries)` : '';
          throw error(`${e.message}${tries}`, e.retryable);
        }
        try {
          await sleep(e.waitMs ?? backoffMs * 2 ** (n - 1), context.signal);
        } catch {
          throw cancelled(context.symbol);
        }
      }
    }
  }

  return {
    source,
    baseUrl,
    request,
    error,
    text: async (url, context) => (await request(url, context)).body,
    async json(url, context) {
      const body = (await request(url, context)).body;
      try {
        return JSON.parse(body) as unknown;
      } catch {
        throw error(`${source} answered something that is not JSON for ${context.symbol}`, false);
      }
    },
  };
}
