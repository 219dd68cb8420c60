import type { EndpointDoc } from '../../contract/endpoints.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The endpoint list as a page: method, path, who may call it, what it does. */
export function referencePage(endpoints: readonly EndpointDoc[]): string {
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
