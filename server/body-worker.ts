/**
 * The body thread: reads large request bodies (UTF-8 text, JSON, the endpoint's schema) so the request thread does not
 * spend seconds on one (BodyThread). It answers each job with the outcome the router would have come to itself.
 */
import { parentPort } from 'node:worker_threads';
import { bodyOutcome } from '../src/service/body-text.ts';
import type { BodyAnswer } from './body-thread-protocol.ts';
import { ReadBodyJobSchema } from './body-thread-protocol.ts';

const port = parentPort!;
// As Request.text() decodes a body: UTF-8, a leading byte-order mark dropped, bad bytes replaced.
const decoder = new TextDecoder();

port.on('message', (message: unknown) => {
  const job = ReadBodyJobSchema.safeParse(message);
  if (!job.success) return;
  const { id, key, bytes } = job.data;
  let answer: BodyAnswer;
  try {
    answer = { id, outcome: bodyOutcome(key, decoder.decode(bytes)) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
