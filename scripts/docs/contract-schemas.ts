import { z } from 'zod';
import * as contract from '../../src/contract/index.ts';
import type { JsonSchema } from './json-schema-text.ts';

/**
 * Every schema src/contract exports, named as exported without `Schema` (`StrategyParamsInputSchema` ->
 * `StrategyParamsInput`), so the reference can call a shape by the name a reader finds in the code. A schema exported
 * twice keeps its first name in alphabetical order (a module's exports are listed so), so every run names it alike.
 */
function contractNames(): z.core.$ZodRegistry<{ id: string }> {
  const names = z.registry<{ id: string }>();
  for (const [name, value] of Object.entries(contract)) {
    if (value instanceof z.ZodType && !names.has(value)) names.add(value, { id: name.replace(/Schema$/, '') });
  }
  return names;
}

const NAMES = contractNames();

/**
 * A schema as JSON Schema with the contract's named shapes as `$ref`s into `$defs`: requests as a client writes them
 * (`input`), answers as the service writes them (`output`), as in the OpenAPI document.
 */
export function namedJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { metadata: NAMES, io, unrepresentable: 'any', target: 'draft-2020-12' });
}
