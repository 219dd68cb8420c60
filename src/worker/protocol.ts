/**
 * Messages between the page and the worker: every request is an endpoint of the table (`ENDPOINTS`), carried as an
 * HTTP request (`body` its JSON text); every request carries an id its response repeats.
 */
export const WORKER_MESSAGE_TYPES = ['http'] as const;

export interface WorkerRequestBody {
  type: (typeof WORKER_MESSAGE_TYPES)[number];
  method: string;
  path: string;
  body?: string;
}

export type WorkerRequest = WorkerRequestBody & { id: number };

/**
 * `status` follows HTTP: 2xx for success. The body travels as the router wrote it, JSON text (null: none), which the
 * page parses once: a string crosses to the page in one copy, where an object would be cloned field by field.
 */
export interface WorkerResponse {
  id: number;
  status: number;
  json: string | null;
}
