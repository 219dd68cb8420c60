import type { SubmitResponse } from '../../contract/index.ts';
import { Answer } from '../endpoint-router.ts';
import type { Account } from '../ports.ts';
import type { Submits } from './task-runner.ts';

/**
 * What a submit endpoint's handler reads of its input: the body as the endpoint's schema parsed it (what the task
 * runs), as sent (what the task keeps), account and key.
 */
export interface SubmitInput<Params> {
  body: Params;
  sent: unknown;
  account: Account;
  idempotencyKey: string | undefined;
}

/**
 * The handler of every submit endpoint (the table's `idempotent` entries): 202 with a new task, 200 with the earlier
 * task when the Idempotency-Key repeats an earlier submit.
 */
export function submitHandler<Params>(runner: Submits<Params>) {
  return async ({ body, sent, account, idempotencyKey }: SubmitInput<Params>): Promise<Answer<SubmitResponse>> => {
    const { answer, replayed } = await runner.submit({ params: body, sent }, account, idempotencyKey);
    return new Answer(replayed ? 200 : 202, answer);
  };
}
