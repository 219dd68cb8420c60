import { serviceOf } from '../contract/index.ts';
import { errorAnswer, failure } from '../service/error-answer.ts';
import type { Service } from '../service/router.ts';
import type { CsvPreviewRunner } from './csv-preview-runner.ts';
import type { DataLibrary } from './data-library.ts';
import type { WorkerRequestBody } from './protocol.ts';
import { WORKER_MESSAGE_TYPES } from './protocol.ts';

export interface WorkerParts {
  service: Service;
  library: DataLibrary;
  csv: CsvPreviewRunner;
}

type Answer = { status: number; body: unknown };
type JsonAnswer = { status: number; json: string | null };

/** The one message the worker takes: a request of the table, answered by the service's router as its JSON text. */
export async function dispatchJson(parts: WorkerParts, request: WorkerRequestBody): Promise<JsonAnswer> {
  const json = ({ status, body }: Answer): JsonAnswer => ({ status, json: JSON.stringify(body) });
  // A posted message is whatever the page sent: one of another type (an older page's) is refused, not guessed at.
  if (!WORKER_MESSAGE_TYPES.includes(request.type))
    return json(
      failure(serviceOf(request.path), 400, `the worker takes only ${WORKER_MESSAGE_TYPES.join(', ')} messages`),
    );
  try {
    const init: RequestInit = { method: request.method };
    if (request.body !== undefined) {
      init.body = request.body;
      init.headers = { 'Content-Type': 'application/json' };
    }
    const response = await parts.service.app.request(request.path, init);
    return { status: response.status, json: response.status === 204 ? null : await response.text() };
  } catch (error) {
    return json(errorAnswer(error, serviceOf(request.path)));
  }
}

/** The answer as the page reads it, its body parsed (tests, and the in-process connection of src/testing). */
export async function dispatch(parts: WorkerParts, request: WorkerRequestBody): Promise<Answer> {
  const { status, json } = await dispatchJson(parts, request);
  return { status, body: json === null ? null : JSON.parse(json) };
}
