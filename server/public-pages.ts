import type { Hono } from 'hono';
import { PUBLIC_PATHS } from '../src/service/router.ts';

/** One endpoint of the API, as the service's router has it (`:name` for a path parameter). */
export interface Endpoint {
  method: string;
  path: string;
}

/** What each endpoint does, for the reference pages; an endpoint missing here is listed without a summary. */
const SUMMARIES: Record<string, string> = {
  'GET /health': 'Health check',
  'GET /auth-info': 'How to authenticate',
  'GET /docs': 'This reference',
  'GET /redoc': 'This reference',
  'GET /openapi.json': 'The endpoints as an OpenAPI document',
  'GET /backtest/tutorial': 'A first backtest, step by step',
  'POST /backtest/start_backtest': 'Queue a backtest (StrategyParams)',
  'POST /backtest/validate': 'Preview merged parameters and encoded signals',
  'GET /backtest/status/:task_id': 'Read a backtest task',
  'GET /backtest/tasks': 'List your backtest tasks (limit, offset)',
  'DELETE /backtest/tasks/:task_id': 'Remove one of your backtest tasks',
  'GET /backtest/indicators/list': 'Indicator catalogue (q, type, symbol)',
  'GET /backtest/indicators/technical': 'The technical indicators the engine computes',
  'GET /backtest/indicators/metadata': 'Metadata of one indicator (indicator)',
  'GET /seasonality': 'Several seasonality features at once (ticker, features)',
  'POST /symbol_corr': 'Correlation matrix and rolling correlation',
  'POST /asset_corr': 'Correlation of the asset classes',
  'POST /pattern_corr': 'Similarity of two price patterns',
  'POST /symbol_beta': 'Rolling beta',
  'GET /cpm/get-predefined-patterns': 'Predefined chart patterns',
  'POST /cpm/backtest/start': 'Queue a pattern match with its backtest',
  'POST /cpm/scan/start': 'Queue a pattern match',
  'POST /cpm/scan': 'Pattern match, answered at once',
  'POST /cpm/scan_with_backtest': 'Pattern match with its backtest, answered at once',
  'GET /cpm/status/:task_id': 'Read a CPM task',
  'GET /cpm/tasks': 'List your CPM tasks (status, mode, limit, offset)',
  'GET /smart-stock-scanner/get-predefined-signals': 'The 37 scanner signals with their definitions',
  'GET /smart-stock-scanner/single/:ticker': "One ticker's picks (start_date, end_date, include_backtest, category)",
  'GET /smart-stock-scanner/latest-day-all': 'Every pick of a day (ticker, date, category, include_backtest)',
  'POST /smart-scanner-backtest/start': 'Queue a portfolio backtest of the scanner picks',
  'GET /smart-scanner-backtest/status/:task_id': 'Read a scanner backtest task',
  'GET /smart-scanner-backtest/tasks': 'List your scanner backtest tasks (status, limit, offset)',
  'GET /smart-option-scanner/options': 'Short-put opportunities of a snapshot day (date)',
  'GET /screens/get-predefined-screens': 'Screen keys by category',
  'GET /screens': "A screen's records (key, date)",
  'GET /reports/get-predefined-report-types': 'Report types',
  'GET /reports': 'Reports, newest first (report_type, n)',
};

function summary({ method, path }: Endpoint): string | undefined {
  if (path.startsWith('/seasonality/')) return `Seasonality: ${path.slice('/seasonality/'.length)}`;
  return SUMMARIES[`${method} ${path}`];
}

/** The public pages of spec 4.7 themselves, which the server answers (the router has no routes for them). */
export const PUBLIC_PAGES: readonly Endpoint[] = [
  { method: 'GET', path: '/auth-info' },
  { method: 'GET', path: '/docs' },
  { method: 'GET', path: '/redoc' },
  { method: 'GET', path: '/openapi.json' },
  { method: 'GET', path: '/backtest/tutorial' },
];

function openApi(endpoints: readonly Endpoint[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const path = endpoint.path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
    const parameters = [...endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const text = summary(endpoint);
    (paths[path] ??= {})[endpoint.method.toLowerCase()] = {
      ...(text && { summary: text }),
      ...(parameters.length > 0 && { parameters }),
      ...(PUBLIC_PATHS.has(endpoint.path) && { security: [] }),
      responses: { default: { description: 'See the service specifications' } },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Backtest Studio server',
      version: '1',
      description:
        'The strategy backtest service and the analytics tools service. Request and response shapes follow the two ' +
        'specifications; errors are {detail} under /backtest and {code, msg, data: null} elsewhere.',
    },
    components: { securitySchemes: { basic: { type: 'http', scheme: 'basic' } } },
    security: [{ basic: [] }],
    paths,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function referencePage(endpoints: readonly Endpoint[]): string {
  const rows = endpoints
    .map((e) => {
      const access = PUBLIC_PATHS.has(e.path) ? 'public' : 'account';
      return `<tr><td>${e.method}</td><td><code>${escapeHtml(e.path)}</code></td><td>${access}</td><td>${escapeHtml(summary(e) ?? '')}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Backtest Studio server: endpoints</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:2rem;max-width:60rem}td{padding:2px 12px 2px 0;vertical-align:top}
th{text-align:left}code{font-size:13px}</style></head>
<body><h1>Backtest Studio server</h1>
<p>Every endpoint but the public ones needs HTTP Basic credentials of an account (see <a href="/auth-info">/auth-info</a>).
Shapes follow the backtest and analytics service specifications; the same list as OpenAPI: <a href="/openapi.json">/openapi.json</a>.
A first backtest: <a href="/backtest/tutorial">/backtest/tutorial</a>.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Access</th><th>What it does</th></tr></thead>
<tbody>
${rows}
</tbody></table></body></html>
`;
}

const TUTORIAL = {
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

/** /auth-info, /docs, /redoc, /openapi.json and /backtest/tutorial (spec 4.7 leaves their answers open). */
export function addPublicPages(app: Hono, endpoints: () => readonly Endpoint[]): void {
  app.get('/auth-info', (c) =>
    c.json({
      scheme: 'Basic',
      header: 'Authorization: Basic base64(<email>:<password>)',
      accounts: 'Accounts are created by the operator of this server: npm run server -- user add EMAIL',
      public_paths: [...PUBLIC_PATHS],
      scope: 'Each account sees only its own tasks.',
    }),
  );
  app.get('/openapi.json', (c) => c.json(openApi(endpoints())));
  app.get('/docs', (c) => c.html(referencePage(endpoints())));
  app.get('/redoc', (c) => c.html(referencePage(endpoints())));
  app.get('/backtest/tutorial', (c) => c.json(TUTORIAL));
}
