import { z } from 'zod';
import type { EndpointDoc } from '../../contract/endpoints.ts';
import type { ResponseOf } from '../../contract/endpoint-types.ts';
import { ENDPOINT_LIST, ERROR_BODIES } from '../../contract/endpoints.ts';

type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema. Requests are documented as a client writes them (`io: 'input'`: before defaults and
 * transforms), answers as the service writes them; refinements and transforms that JSON Schema cannot say are left
 * out rather than failing the document.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // the dialect is the document's (OpenAPI 3.1 is JSON Schema 2020-12), not each schema's
  const json: JsonSchema = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  delete json.$schema;
  return json;
}

/** `/a/:id` -> `/a/{id}`, OpenAPI's way of writing a path parameter. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
}

function queryParameters(schema: z.ZodType): JsonSchema[] {
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

function operation(endpoint: EndpointDoc): JsonSchema {
  const pathParameters = [...endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const parameters = [...pathParameters, ...(endpoint.query ? queryParameters(endpoint.query) : [])];
  const success: JsonSchema =
    endpoint.response === null
      ? { description: 'Done; no body' }
      : {
          description: 'Success',
          content: {
            [endpoint.html ? 'text/html' : 'application/json']: { schema: jsonSchema(endpoint.response, 'output') },
          },
        };
  const responses: Record<string, JsonSchema> = { [String(endpoint.status)]: success };
  if (endpoint.service !== 'public') {
    const error = {
      content: { 'application/json': { schema: jsonSchema(ERROR_BODIES[endpoint.service], 'output') } },
    };
    responses['4XX'] = { description: 'Bad input (naming the field), no account, or not found', ...error };
    responses['5XX'] = { description: 'A failure of the service', ...error };
  }
  return {
    summary: endpoint.summary,
    ...(endpoint.extension && { 'x-extension': true }),
    ...(parameters.length > 0 && { parameters }),
    ...(endpoint.body && {
      requestBody: {
        required: true,
        content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } },
      },
    }),
    ...(endpoint.service === 'public' && { security: [] }),
    responses,
  };
}

/** The OpenAPI 3.1 document of every endpoint, request and answer shapes generated from the zod contract. */
export function openApiDocument(endpoints: readonly EndpointDoc[] = ENDPOINT_LIST): ResponseOf<'GET /openapi.json'> {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of endpoints) {
    (paths[openApiPath(endpoint.path)] ??= {})[endpoint.method.toLowerCase()] = operation(endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Backtest Studio',
      version: '1',
      description:
        'The strategy backtest service and the analytics service as Backtest Studio implements them. Errors are ' +
        '{detail} under /backtest and {code, msg, data: null} elsewhere; x-extension marks our own additions.',
    },
    components: { securitySchemes: { basic: { type: 'http', scheme: 'basic' } } },
    security: [{ basic: [] }],
    paths,
  };
}
