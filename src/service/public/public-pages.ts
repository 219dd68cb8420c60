import type { AuthInfo, EndpointKey, Tutorial } from '../../contract/endpoints.ts';
import { ENDPOINT_LIST, methodAndPath, PUBLIC_PATHS } from '../../contract/endpoints.ts';
import type { HandlersOf } from '../endpoint-router.ts';
import type { Accounts } from '../ports.ts';
import type { HealthSources } from './health-figures.ts';
import { healthFigures } from './health-figures.ts';
import { openApiDocument, openApiPath } from './openapi.ts';
import { referencePage } from './reference-page.ts';

/** A request as the tutorial writes it: method and path, `{name}` for a path parameter, then any query. */
function request(key: EndpointKey, query = ''): string {
  const { method, path } = methodAndPath(key);
  return `${method} ${openApiPath(path)}${query}`;
}

const TUTORIAL: Tutorial = {
  title: 'A first backtest',
  steps: [
    {
      step: 'Check your credentials',
      request: request('GET /backtest/tasks'),
      note: 'Send Authorization: Basic base64(email:password). 401 means the account or password is wrong.',
    },
    {
      step: 'Preview the strategy',
      request: request('POST /backtest/validate'),
      body: {
        name: 'RSI dip',
        symbol: 'SPX',
        entry: {
          rule_type: 'SingleCondition',
          condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossBelow', comparison_value: 30 } },
        },
        exit: { rule_type: 'RiskControlOnly' },
        risk_control: '-5/10/21',
      },
      note: 'Answers the merged parameters, the encoded signals and warnings; nothing is queued.',
    },
    {
      step: 'Submit it',
      request: request('POST /backtest/start_backtest'),
      body: 'the same body',
      note: 'Answers 202 with {message, task_id}.',
    },
    {
      step: 'Poll the task',
      request: request('GET /backtest/status/:task_id'),
      note: 'Repeat while status is PENDING or RUNNING; at SUCCESS the task carries result, at FAILED error.',
    },
    {
      step: 'Find it again later',
      request: request('GET /backtest/tasks', '?limit=20&offset=0'),
      note: 'Your tasks, newest first. Tasks and results are kept across restarts of the server.',
    },
  ],
  curl:
    "curl -u you@example.com:PASSWORD -H 'Content-Type: application/json' " +
    `-d @strategy.json http://127.0.0.1:8787${methodAndPath('POST /backtest/start_backtest').path}`,
};

/** How to sign in where the host says nothing: HTTP Basic with an account of the host's operator. */
const BASIC_SIGN_IN: Pick<AuthInfo, 'scheme' | 'header' | 'accounts'> = {
  scheme: 'Basic',
  header: 'Authorization: Basic base64(<email>:<password>)',
  accounts: 'Ask the operator of this server for an account.',
};

/**
 * The public pages of spec 4.7, which the spec leaves open: /auth-info, /docs, /redoc, /openapi.json and
 * /backtest/tutorial, and the health check (with the host's refresh figures). Every host of the router answers them (the server, the CLI, the
 * in-browser connection).
 */
export function publicHandlers(
  accounts: Accounts,
  health?: HealthSources,
): HandlersOf<
  'GET /health' | 'GET /auth-info' | 'GET /openapi.json' | 'GET /docs' | 'GET /redoc' | 'GET /backtest/tutorial'
> {
  const reference = referencePage(ENDPOINT_LIST);
  let openApi: ReturnType<typeof openApiDocument> | undefined;
  return {
    'GET /health': () => healthFigures(health),
    'GET /auth-info': () => ({
      ...(accounts.signIn ?? BASIC_SIGN_IN),
      public_paths: [...PUBLIC_PATHS],
      scope: 'Each account sees only its own tasks.',
    }),
    // built on first request: a hundred-odd KB of JSON Schema that most sessions never ask for
    'GET /openapi.json': () => (openApi ??= openApiDocument()),
    'GET /docs': () => reference,
    'GET /redoc': () => reference,
    'GET /backtest/tutorial': () => TUTORIAL,
  };
}
