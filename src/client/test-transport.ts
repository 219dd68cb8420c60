import type { HttpTransport } from './backtest-client.ts';
import type { Answer } from './worker-connection.ts';

/** Test-only: a transport that answers `answer` to every request and records what was asked. */
export function fixedTransport(answer: Answer): HttpTransport & { asked: [string, string, unknown][] } {
  const asked: [string, string, unknown][] = [];
  return {
    asked,
    request: async (method, path, body) => {
      asked.push([method, path, body]);
      return answer;
    },
  };
}
