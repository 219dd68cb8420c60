import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AnyBacktestTask, BacktestTaskListQuery, SubmitResponse } from '../contract/index.ts';
import type { Answer, Handler, HandlerInput, Handlers, HandlersOf } from './endpoint-router.ts';
import type { JsonText } from './json-text.ts';
import { JsonText as JsonTextClass } from './json-text.ts';
import { LocalAccount } from './local-account.ts';
import { publicHandlers } from './public/public-pages.ts';

/*
 * What the compiler refuses: tsc checks this file (vitest's expectTypeOf does nothing at run time), so each
 * `@ts-expect-error` below fails the type check the day the line it marks compiles.
 */

const healthInput: HandlerInput<'GET /health'> = {
  params: {},
  query: undefined,
  body: undefined,
  sent: undefined,
  account: { username: '' },
  idempotencyKey: undefined,
};

// @ts-expect-error -- /health answers {status: 'ok'}, not a number
export const wrongAnswer: Handler<'GET /health'> = () => ({ status: 1 });

// @ts-expect-error -- a submit answers {message, task_id}, not the task's params
export const wrongSubmitAnswer: Handler<'POST /backtest/start_backtest'> = ({ body }) => body;

export const wrongBodyRead: Handler<'POST /symbol_corr'> = async ({ body }) => {
  // @ts-expect-error -- the correlation body has no strategy
  void body.strategy;
  // @ts-expect-error -- roll_window is a number once parsed, not text
  body.roll_window.trim();
  throw new Error('never run');
};

export const bodyWhereThereIsNone: Handler<'GET /backtest/tasks'> = async ({ body, query }) => {
  // @ts-expect-error -- a GET has no body to read
  void body.name;
  return { tasks: [], total: 0, limit: query.limit, offset: query.offset };
};

// @ts-expect-error -- /auth-info has no handler in this map
export const missingEntry: HandlersOf<'GET /health' | 'GET /auth-info'> = {
  'GET /health': () => ({ status: 'ok' }),
};

// @ts-expect-error -- the public pages alone are not every endpoint of the table
export const notEveryEndpoint: Handlers = { ...publicHandlers(new LocalAccount()) };

describe('the handler types', () => {
  it('give each handler its own parsed inputs and answer', async () => {
    expectTypeOf<HandlerInput<'GET /backtest/status/:task_id'>['params']>().toEqualTypeOf<{ task_id: string }>();
    expectTypeOf<HandlerInput<'GET /backtest/tasks'>['query']>().toEqualTypeOf<BacktestTaskListQuery>();
    expectTypeOf<HandlerInput<'GET /backtest/tasks'>['body']>().toEqualTypeOf<undefined>();
    type SubmitAnswer = SubmitResponse | Answer<SubmitResponse> | JsonText<SubmitResponse>;
    expectTypeOf<ReturnType<Handler<'POST /cpm/scan/start'>>>().toExtend<SubmitAnswer | Promise<SubmitAnswer>>();
    // At run time: a map built from the modules answers as its types say.
    const handlers = publicHandlers(new LocalAccount());
    expect(await handlers['GET /health'](healthInput)).toEqual({ status: 'ok' });
    expect(Object.keys(handlers)).toContain('GET /openapi.json');
  });
});

// @ts-expect-error -- JSON text stands for one endpoint's answer: a task's status is not a task list
export const wrongJsonText: Handler<'GET /backtest/tasks'> = () => new JsonTextClass<AnyBacktestTask>('{}');
