import type { Env, Hono } from 'hono';
import type { AuthInfo, EndpointDoc, Tutorial } from '../../contract/endpoints.ts';
import { ENDPOINT_LIST, PUBLIC_PATHS } from '../../contract/endpoints.ts';
import type { Accounts } from '../ports.ts';
import { openApiDocument } from './openapi.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The endpoint list as a page: method, path, who may call it, what it does. */
function referencePage(endpoints: readonly EndpointDoc[]): string {
  const rows = endpoints
    .map((e) => {
      const access = e.service === 'public' ? 'public' : 'account';
      const what = `${e.summary}${e.extension ? ' (our addition)' : ''}`;
      return `<tr><td>${e.method}</td><td><code>${escapeHtml(e.path)}</code></td><td>${access}</td><td>${escapeHtml(what)}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Backtest Studio: endpoints</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:2rem;max-width:60rem}td{padding:2px 12px 2px 0;vertical-align:top}
th{text-align:left}code{font-size:13px}</style></head>
<body><h1>Backtest Studio: endpoints</h1>
<p>Every endpoint but the public ones needs an account (see <a href="auth-info">auth-info</a>).
The same list with every request and answer shape: <a href="openapi.json">openapi.json</a> (OpenAPI 3.1).
A first backtest: <a href="backtest/tutorial">backtest/tutorial</a>.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Access</th><th>What it does</th></tr></thead>
<tbody>
${rows}
</tbody></table></body></html>
`;
}

const TUTORIAL: Tutorial = {
  title: 'A first backtest',
  steps: [
    {
      step: 'Check your credentials',
      request: 'GET /backtest/tasks',
      note: 'Send Authorization: Basic base64(email:password). 401 means the account or password is wrong.',
    },
    {
      step: 'Preview the strategy',
      request: 'POST /backtest/validate',
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
      request: 'POST /backtest/start_backtest',
      body: 'the same body',
      note: 'Answers 202 with {message, task_id}.',
    },
    {
      step: 'Poll the task',
      request: 'GET /backtest/status/{task_id}',
      note: 'Repeat while status is PENDING or RUNNING; at SUCCESS the task carries result, at FAILED error.',
    },
    {
      step: 'Find it again later',
      request: 'GET /backtest/tasks?limit=20&offset=0',
      note: 'Your tasks, newest first. Tasks and results are kept across restarts of the server.',
    },
  ],
  curl:
    "curl -u you@example.com:PASSWORD -H 'Content-Type: application/json' " +
    '-d @strategy.json http://127.0.0.1:8787/backtest/start_backtest',
};

/** How to sign in where the host says nothing: HTTP Basic with an account of the host's operator. */
const BASIC_SIGN_IN: Pick<AuthInfo, 'scheme' | 'header' | 'accounts'> = {
  scheme: 'Basic',
  header: 'Authorization: Basic base64(<email>:<password>)',
  accounts: 'Ask the operator of this server for an account.',
};

/**
 * The public pages of spec 4.7, which the spec leaves open: /auth-info, /docs, /redoc, /openapi.json and
 * /backtest/tutorial. Every host of the router answers them (the server, the CLI, the in-browser connection).
 */
export function addPublicPages<E extends Env>(app: Hono<E>, accounts: Accounts): void {
  const reference = referencePage(ENDPOINT_LIST);
  let openApi: Record<string, unknown> | undefined;
  app.get('/auth-info', (c) =>
    c.json({
      ...(accounts.signIn ?? BASIC_SIGN_IN),
      public_paths: [...PUBLIC_PATHS],
      scope: 'Each account sees only its own tasks.',
    } satisfies AuthInfo),
  );
  // built on first request: a hundred-odd KB of JSON Schema that most sessions never ask for
  app.get('/openapi.json', (c) => c.json((openApi ??= openApiDocument())));
  app.get('/docs', (c) => c.html(reference));
  app.get('/redoc', (c) => c.html(reference));
  app.get('/backtest/tutorial', (c) => c.json(TUTORIAL));
}
