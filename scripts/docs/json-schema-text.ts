/*
 * JSON Schema (as zod writes it) said in a few words, for the generated reference: a shape as `{code: 200, data:
 * [WeekRow]}` with the named shapes it mentions spelled out once, and a query field's type as "integer 1..30".
 */

export type JsonSchema = Record<string, unknown>;

function isRecord(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `schema[key]` when it is an object. */
export function child(schema: JsonSchema, key: string): JsonSchema | undefined {
  const value = schema[key];
  return isRecord(value) ? value : undefined;
}

function children(schema: JsonSchema, key: string): JsonSchema[] {
  const value = schema[key];
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** A schema that is a named shape (a `$ref` into its own `$defs`) as that shape's definition; any other as it is. */
export function dereferenced(schema: JsonSchema): JsonSchema {
  const name = refName(schema);
  const definition = name === undefined ? undefined : child(child(schema, '$defs') ?? {}, name);
  return definition ?? schema;
}

/** The name a `$ref` points at (`#/$defs/WeekRow` -> `WeekRow`), or undefined for any other schema. */
function refName(schema: JsonSchema): string | undefined {
  const ref = schema.$ref;
  return typeof ref === 'string' ? ref.slice(ref.lastIndexOf('/') + 1) : undefined;
}

// zod writes a plain integer's bounds as the safe-integer range: no bound worth saying
const UNBOUNDED = Number.MAX_SAFE_INTEGER;
const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const MOST_ENUM_VALUES = 16;
/** How JSON Schema combines schemas, and how a shape writes each: one of them, or all of them at once. */
const COMBINATIONS = [
  ['anyOf', ' | '],
  ['oneOf', ' | '],
  ['allOf', ' & '],
] as const;

/** A field name as code writes it: bare when it is an identifier, else quoted (`"AVG RET"`). */
function fieldName(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}

/** An object's field names (`?` on the optional ones), each with its shape when that is short: a name, a value. */
function objectText(schema: JsonSchema, mentioned: string[]): string {
  const properties = child(schema, 'properties') ?? {};
  const required = new Set(strings(schema.required));
  const fields = Object.entries(properties).map(([name, property]) => {
    const label = `${fieldName(name)}${required.has(name) ? '' : '?'}`;
    const short = isRecord(property) ? shortText(property, mentioned) : undefined;
    return short === undefined ? label : `${label}: ${short}`;
  });
  const rest = child(schema, 'additionalProperties');
  if (fields.length === 0 && rest) return `{[key]: ${shortText(rest, mentioned) ?? 'any'}}`;
  return `{${fields.join(', ')}}`;
}

/**
 * A schema said in one word or value (a name, a constant, a list of a name, null), or undefined when it takes more.
 * The names it says are added to `mentioned`, only when the whole schema could be said so.
 */
function shortText(schema: JsonSchema, mentioned: string[]): string | undefined {
  const found: string[] = [];
  const text = shortTextOf(schema, found);
  if (text !== undefined) for (const name of found) if (!mentioned.includes(name)) mentioned.push(name);
  return text;
}

function shortTextOf(schema: JsonSchema, found: string[]): string | undefined {
  const name = refName(schema);
  if (name !== undefined) {
    found.push(name);
    return name;
  }
  if ('const' in schema) return JSON.stringify(schema.const);
  if (schema.type === 'null') return 'null';
  const items = child(schema, 'items');
  if (schema.type === 'array' && items) {
    const item = shortTextOf(items, found);
    return item === undefined ? undefined : `[${item}]`;
  }
  for (const [key, joint] of COMBINATIONS) {
    const texts = children(schema, key).map((option) => shortTextOf(option, found));
    if (texts.length > 0) return texts.every((t) => t !== undefined) ? texts.join(joint) : undefined;
  }
  return undefined;
}

/** A schema as a compact shape: objects by their fields, lists by their items, named shapes by name. */
function shapeText(schema: JsonSchema, mentioned: string[]): string {
  const short = shortText(schema, mentioned);
  if (short !== undefined) return short;
  const items = child(schema, 'items');
  if (schema.type === 'array' && items) return `[${shapeText(items, mentioned)}]`;
  for (const [key, joint] of COMBINATIONS) {
    const options = children(schema, key);
    if (options.length > 0) return options.map((option) => shapeText(option, mentioned)).join(joint);
  }
  if (schema.type === 'object' || child(schema, 'properties')) return objectText(schema, mentioned);
  const values = Array.isArray(schema.enum) ? schema.enum : undefined;
  if (values) return values.map((value) => JSON.stringify(value)).join(' | ');
  return typeof schema.type === 'string' ? schema.type : 'any';
}

/**
 * A schema's shape in code spans, followed by each named shape it mentions, spelled out once (`{code: 200, data:
 * [WeekRow]}`; `WeekRow` = `{Weekday, Return, Positive}`). A schema that is itself a named shape comes as its name
 * spelled out. Names mentioned only inside a spelled-out shape are left as names.
 */
export function shapeSummary(schema: JsonSchema): string {
  const definitions = child(schema, '$defs') ?? {};
  const spell = (name: string, mentioned: string[]) => {
    const definition = child(definitions, name);
    return definition ? `\`${name}\` = \`${shapeText(definition, mentioned)}\`` : `\`${name}\``;
  };
  const mentioned: string[] = [];
  const root = refName(schema);
  const head = root === undefined ? `\`${shapeText(schema, mentioned)}\`` : spell(root, mentioned);
  const spelled = mentioned.filter((name) => name !== root).map((name) => spell(name, []));
  return [head, ...spelled].join('; ');
}

function bounds(low: unknown, high: unknown): string {
  const from = typeof low === 'number' && low > -UNBOUNDED ? low : undefined;
  const to = typeof high === 'number' && high < UNBOUNDED ? high : undefined;
  if (from !== undefined && to !== undefined) return ` ${from}..${to}`;
  if (from !== undefined) return ` >= ${from}`;
  if (to !== undefined) return ` <= ${to}`;
  return '';
}

/** A text's length in words: "", ", not empty", " of 1 to 40 characters", " of at most 200 characters". */
function textLength(low: unknown, high: unknown): string {
  const from = typeof low === 'number' && low > 0 ? low : undefined;
  const to = typeof high === 'number' && high < UNBOUNDED ? high : undefined;
  if (from !== undefined && to !== undefined) return ` of ${from} to ${to} characters`;
  if (to !== undefined) return ` of at most ${to} characters`;
  if (from === 1) return ', not empty';
  if (from !== undefined) return ` of at least ${from} characters`;
  return '';
}

/**
 * The type of a value, in words: "integer 1..30", "one of `asc`, `desc`", "date YYYY-MM-DD", "text". A named shape
 * is said by its definition in `definitions` when it has one there, else by its name.
 */
export function valueType(schema: JsonSchema, definitions: JsonSchema = {}): string {
  const name = refName(schema);
  if (name !== undefined) {
    const definition = child(definitions, name);
    return definition ? valueType(definition, definitions) : `\`${name}\``;
  }
  if ('const' in schema) return `\`${JSON.stringify(schema.const)}\``;
  const options = children(schema, 'anyOf');
  if (options.length > 0) return options.map((option) => valueType(option, definitions)).join(' or ');
  const values = Array.isArray(schema.enum) ? schema.enum : undefined;
  if (values) {
    const shown = values.slice(0, MOST_ENUM_VALUES).map((v) => `\`${String(v)}\``);
    const more = values.length - shown.length;
    return `one of ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
  }
  const items = child(schema, 'items');
  switch (schema.type) {
    case 'integer':
    case 'number':
      return `${schema.type}${bounds(schema.minimum, schema.maximum)}`;
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array': {
      const count = bounds(schema.minItems, schema.maxItems);
      return `list of ${items ? valueType(items, definitions) : 'values'}${count ? ` (${count.trim()} items)` : ''}`;
    }
    case 'object':
      return 'object';
    case 'string':
      return schema.pattern === DATE_PATTERN
        ? 'date YYYY-MM-DD'
        : `text${textLength(schema.minLength, schema.maxLength)}`;
    default:
      return 'any';
  }
}
