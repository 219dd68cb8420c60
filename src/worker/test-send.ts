import type { CallArgs, EndpointKey } from '../contract/index.ts';
import { methodAndPath } from '../contract/index.ts';
import type { AnyRequest } from '../client/endpoint-call.ts';
import { endpointPath } from '../client/endpoint-call.ts';
import type { WorkerParts } from './dispatch.ts';
import { dispatch } from './dispatch.ts';

/** Test-only: a request of the endpoint `key` as the page posts it to the worker (its one `http` message). */
export function sendToWorker<K extends EndpointKey>(parts: WorkerParts, key: K, ...args: CallArgs<K>) {
  const request: AnyRequest = args[0] ?? {};
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  return dispatch(parts, { type: 'http', method: methodAndPath(key).method, path: endpointPath(key, ...args), body });
}
