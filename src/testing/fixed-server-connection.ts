import { AnalyticsClient } from '../client/analytics-client.ts';
import type { HttpTransport } from '../client/backtest-client.ts';
import { BacktestClient } from '../client/backtest-client.ts';
import type { Connection } from '../client/connection.tsx';
import type { Answer } from '../client/worker-connection.ts';

class FixedAnswer {
  constructor(readonly answer: Answer) {}
}

/** A fixed answer with its own HTTP status, e.g. `answer(404, {code: 404, msg, data: null})`. */
export function answer(status: number, body: unknown): FixedAnswer {
  return new FixedAnswer({ status, body });
}

export interface FixedServer {
  connection: Connection;
  /** The `METHOD path` of every request sent, in order. */
  requests: string[];
}

/**
 * Test-only: a connection of the given kind whose transport answers each `METHOD path` with a fixed body (status 200,
 * or the status given with `answer()`); any other request gets a 404 body.
 */
export function fixedServerConnection(
  answers: Record<string, unknown>,
  kind: Connection['kind'] = 'server',
): FixedServer {
  const requests: string[] = [];
  const transport: HttpTransport = {
    request: async (method, path): Promise<Answer> => {
      const request = `${method} ${path}`;
      requests.push(request);
      if (!(request in answers)) return { status: 404, body: { detail: `no fixed answer for ${request}` } };
      const fixed = answers[request];
      return fixed instanceof FixedAnswer ? fixed.answer : { status: 200, body: fixed };
    },
  };
  return {
    connection: {
      label: kind === 'server' ? 'Server (test)' : 'In this browser',
      kind,
      backtest: new BacktestClient(transport),
      analytics: new AnalyticsClient(transport),
      library: null,
    },
    requests,
  };
}
