import YahooFinance from 'yahoo-finance2';
import { ExtendedCookieJar } from 'yahoo-finance2/lib/cookieJar';
import { SourceError } from '../../service/data/market-source-port.ts';
import { sourceHttp, type AdapterOptions } from '../adapter-options.ts';
import type { SourceHttp } from '../http/source-http.ts';

/** Every Yahoo host the library may call (data, cookie and consent); a mirror stands in for all of them. */
const YAHOO_HOSTS = [
  'query1.finance.yahoo.com',
  'query2.finance.yahoo.com',
  'finance.yahoo.com',
  'fc.yahoo.com',
  'guce.yahoo.com',
  'consent.yahoo.com',
];

const quiet = () => undefined;

export interface YahooClient {
  readonly http: SourceHttp;
  readonly yf: InstanceType<typeof YahooFinance>;
  /** The library's per-call options: its requests go through our fetch policy, named by `symbol`, cancelled by `signal`. */
  call(symbol: string, signal: AbortSignal): { fetch: typeof fetch };
  /** A failure of the library in our words (a `SourceError` from the policy passes through). */
  failure(error: unknown, symbol: string): SourceError;
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** One yahoo-finance2 instance whose every request goes through the source's HTTP policy and mirror. */
export function createYahooClient(options: AdapterOptions): YahooClient {
  const http = sourceHttp('yahoo', options, { otherHosts: YAHOO_HOSTS });
  const yf = new YahooFinance({
    suppressNotices: ['yahooSurvey'],
    versionCheck: false,
    cookieJar: new ExtendedCookieJar(),
    logger: { info: quiet, warn: quiet, error: quiet, debug: quiet, dir: quiet },
    validation: { logErrors: false, logOptionsErrors: false },
  });
  return {
    http,
    yf,
    call(symbol, signal) {
      const policyFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
        const answer = await http.request(urlOf(input), { symbol, signal, init });
        return new Response(answer.body, { status: answer.status, headers: answer.headers });
      };
      return { fetch: policyFetch };
    },
    failure(error, symbol) {
      if (error instanceof SourceError) return error;
      const reason = error instanceof Error ? error.message.slice(0, 200) : String(error);
      return http.error(`yahoo answered something unexpected for ${symbol}: ${reason}`, false);
    },
  };
}
