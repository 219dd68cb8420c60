import type { EndpointDoc, ServiceName } from '../../src/contract/endpoints.ts';
import { ENDPOINT_LIST, ERROR_BODIES } from '../../src/contract/endpoints.ts';
import { openApiPath } from '../../src/service/public/openapi.ts';
import { namedJsonSchema } from './contract-schemas.ts';
import type { JsonSchema } from './json-schema-text.ts';
import { child, dereferenced, shapeSummary, valueType } from './json-schema-text.ts';
import type { Heading } from './markdown-headings.ts';
import { headingOf } from './markdown-headings.ts';

/*
 * The reference part of docs/api.md: one section per entry of the endpoint table, in the table's order, said from
 * the entry alone (its schemas read as JSON Schema), so it changes exactly when the table does.
 */

const SERVICE_WORDS: Record<ServiceName, string> = {
  backtest: 'backtest service; an account is needed; errors are `ErrorBody`',
  analytics: 'analytics service; an account is needed; errors are `AnalyticsErrorBody`',
  data: 'our data endpoints; an account is needed; errors are `DataErrorBody`',
  public: 'public page; no account is needed',
};

const BODY_FORMS: Record<ServiceName, string> = {
  backtest: 'JSON',
  analytics: 'JSON or a form',
  data: 'JSON',
  public: 'JSON',
};

function cell(text: string): string {
  return text.replaceAll('|', '\\|');
}

function queryTable(query: JsonSchema): string[] {
  const definitions = child(query, '$defs') ?? {};
  const fields = dereferenced(query);
  const properties = child(fields, 'properties') ?? {};
  const required = new Set(Array.isArray(fields.required) ? fields.required : []);
  const rows = Object.keys(properties).flatMap((name) => {
    const schema = child(properties, name);
    if (!schema) return [];
    const value = typeof schema.default === 'string' ? schema.default : JSON.stringify(schema.default);
    const fallback = 'default' in schema ? `, default \`${value}\`` : '';
    const description = typeof schema.description === 'string' ? schema.description : '';
    return [{ name, required: required.has(name), type: `${valueType(schema, definitions)}${fallback}`, description }];
  });
  if (rows.length === 0) return ['- **Query**: none'];
  const described = rows.some((row) => row.description !== '');
  const head = described
    ? ['| field | required | type | description |', '|---|---|---|---|']
    : ['| field | required | type |', '|---|---|---|'];
  const lines = rows.map(
    (row) =>
      `| \`${row.name}\` | ${row.required ? 'yes' : 'no'} | ${cell(row.type)} |${described ? ` ${cell(row.description)} |` : ''}`,
  );
  return ['- **Query**:', '', ...head.map((line) => `  ${line}`), ...lines.map((line) => `  ${line}`), ''];
}

function answerLine(endpoint: EndpointDoc): string {
  if (endpoint.response === null) return `- **Answer**: **${endpoint.status}**, no body`;
  if (endpoint.html) return `- **Answer**: **${endpoint.status}**, an HTML page`;
  return `- **Answer**: **${endpoint.status}** ${shapeSummary(namedJsonSchema(endpoint.response, 'output'))}`;
}

function section(endpoint: EndpointDoc, prose: readonly Heading[]): string[] {
  const path = openApiPath(endpoint.path);
  const parameters = [...endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => `\`${m[1]}\` (text)`);
  const explained = headingOf(prose, endpoint.method, path);
  return [
    `### \`${endpoint.method} ${path}\`${endpoint.extension ? ' (ours)' : ''}`,
    '',
    `${endpoint.summary}.`,
    '',
    `- **Key**: \`'${endpoint.key}'\`; ${SERVICE_WORDS[endpoint.service]}`,
    ...(endpoint.host === 'browser'
      ? ['- **Host**: offered by the in-browser service only (other hosts answer 501)']
      : []),
    ...(endpoint.extension ? ['- **Ours**: not in the service specifications'] : []),
    ...(parameters.length > 0 ? [`- **Path**: ${parameters.join(', ')}`] : []),
    ...(endpoint.query ? queryTable(namedJsonSchema(endpoint.query, 'input')) : []),
    ...(endpoint.body
      ? [`- **Body** (${BODY_FORMS[endpoint.service]}): ${shapeSummary(namedJsonSchema(endpoint.body, 'input'))}`]
      : []),
    answerLine(endpoint),
    ...(endpoint.answerCodes
      ? [`- **Also an answer**: \`code\` ${endpoint.answerCodes.join(', ')} in the body, with HTTP 200`]
      : []),
    ...(endpoint.idempotent
      ? [
          '- **Replay**: sent again with the `Idempotency-Key` of an earlier identical submit, **200** with the earlier ' +
            'task’s `{message, task_id}`; nothing is queued again',
        ]
      : []),
    ...(explained ? [`- **Explained in**: [${explained.text}](#${explained.anchor})`] : []),
    '',
  ];
}

/**
 * The generated reference (the text between the markers of docs/api.md). `prose` are the headings of the
 * hand-written part, which each section links to when one names its endpoint.
 */
export function apiReference(prose: readonly Heading[], endpoints: readonly EndpointDoc[] = ENDPOINT_LIST): string {
  const ours = endpoints.filter((e) => e.extension).length;
  const errors = (['backtest', 'analytics', 'data'] as const).map(
    (service) => `${service} ${shapeSummary(namedJsonSchema(ERROR_BODIES[service], 'output'))}`,
  );
  const lines = [
    `Written by \`npm run docs\` from the endpoint table (\`ENDPOINTS\` in \`src/contract/endpoints.ts\`), one section`,
    `per entry in its order: ${endpoints.length} endpoints, ${ours} of them ours (not in the service specifications).`,
    'Every request and answer schema in full is in [openapi.json](openapi.json), written by the same command. A shape',
    'lists its field names, `?` marking an optional one; a named shape is the contract’s schema of that name without',
    '`Schema` (`StrategyParamsInput` is `StrategyParamsInputSchema`). Query fields and path parameters are text on the',
    'wire; the type says how the service reads them. Error bodies:',
    '',
    ...errors.map((text) => `- ${text}`),
    '',
    ...endpoints.flatMap((endpoint) => section(endpoint, prose)),
  ];
  return lines.join('\n');
}
