import { describe, expect, it } from 'vitest';
import { ENDPOINT_LIST } from '../../contract/endpoints.ts';
import { send, testService } from '../testing/harness.ts';
import { MemoryMarketData } from '../testing/memory-market-data.ts';
import { openApiDocument, openApiPath } from './openapi.ts';

type Operation = {
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  security?: unknown[];
};
type Paths = Record<string, Record<string, Operation>>;

/** Every method and path the router answers (its `*` middleware left out), written as OpenAPI writes them. */
function routerOperations(): string[] {
  const { app } = testService({ marketData: new MemoryMarketData() });
  const all = app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${openApiPath(r.path)}`);
  return [...new Set(all)].sort();
}

describe('/openapi.json', () => {
  const doc = openApiDocument() as { paths: Paths };

  it('lists exactly the router’s endpoints: none missing, none that the router does not answer', () => {
    const documented = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(routerOperations());
    expect(documented.length).toBe(ENDPOINT_LIST.length);
  });

  it('carries the request body and the answer of the contract, fields and all', () => {
    const submit = doc.paths['/backtest/start_backtest'].post;
    const body = submit.requestBody!.content['application/json'].schema as {
      properties: Record<string, { type?: string }>;
      required: string[];
    };
    expect(body.required).toEqual(expect.arrayContaining(['symbol', 'entry', 'exit']));
    expect(body.properties.start_date.type).toBe('string');
    expect(body.properties.csv_data.type).toBe('array');
    const answer = submit.responses['202'].content!['application/json'].schema as { required: string[] };
    expect(answer.required).toEqual(['message', 'task_id']);

    const corr = doc.paths['/symbol_corr'].post.responses['200'].content!['application/json'].schema as {
      properties: { code: { const: number } };
    };
    expect(corr.properties.code.const).toBe(211);
    const error = doc.paths['/symbol_corr'].post.responses['4XX'].content!['application/json'].schema as {
      required: string[];
    };
    expect(error.required).toEqual(expect.arrayContaining(['code', 'msg', 'data']));
  });

  it('gives path and query parameters, and marks the public pages as needing no account', () => {
    const status = doc.paths['/backtest/status/{task_id}'].get;
    expect(status.parameters).toEqual([expect.objectContaining({ name: 'task_id', in: 'path', required: true })]);
    const single = doc.paths['/smart-stock-scanner/single/{ticker}'].get.parameters!.map((p) => `${p.in}:${p.name}`);
    expect(single).toEqual(expect.arrayContaining(['path:ticker', 'query:start_date', 'query:end_date']));
    const seasonality = doc.paths['/seasonality/performance-around-specific-days'].get.parameters!;
    expect(seasonality.find((p) => p.name === 'ticker')).toMatchObject({ required: true });
    expect(seasonality.find((p) => p.name === 'day')).toMatchObject({ required: false });
    for (const path of ['/health', '/auth-info', '/docs', '/redoc', '/openapi.json', '/backtest/tutorial'])
      expect(doc.paths[path].get.security, path).toEqual([]);
    expect(doc.paths['/backtest/tasks'].get.security).toBeUndefined();
  });

  it('is what the router serves at /openapi.json, without an account', async () => {
    const service = testService({ marketData: new MemoryMarketData(), accounts: { authenticate: async () => null } });
    const r = await send(service, 'GET', '/openapi.json');
    expect(r.status).toBe(200);
    expect(r.body).toEqual(JSON.parse(JSON.stringify(doc)));
    expect((await send(service, 'GET', '/backtest/tasks')).status).toBe(401);
  });
});
