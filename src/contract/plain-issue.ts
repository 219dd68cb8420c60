import { z } from 'zod';

/*
 * zod's own messages ("Invalid input: expected string, received undefined", "Too small: expected string to have >=1
 * characters") are written for developers. This is the one place that turns each kind of zod issue into a sentence
 * an analyst can act on; a schema's own message (a `message` or `error` given to a check) always wins over it.
 * Installed with z.config for every schema the app, the service and the CLI parse with (docs/api.md, "Errors").
 */

type RawIssue = z.core.$ZodRawIssue;

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a set of fields',
  date: 'a date',
  null: 'nothing (null)',
  undefined: 'nothing',
};

function typeOf(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'not a number';
  return typeof input;
}

const plural = (n: number | bigint, one: string, many: string) => `${String(n)} ${Number(n) === 1 ? one : many}`;

function tooSmall(issue: Extract<RawIssue, { code: 'too_small' }>): string {
  const { origin, minimum, inclusive } = issue;
  if (origin === 'string')
    return Number(minimum) <= 1
      ? 'Must not be empty.'
      : `Must be at least ${plural(minimum, 'character', 'characters')}.`;
  if (origin === 'array' || origin === 'set') return `Needs at least ${plural(minimum, 'item', 'items')}.`;
  if (origin === 'date') return `Must be on or after ${String(minimum)}.`;
  return inclusive === false ? `Must be more than ${String(minimum)}.` : `Must be ${String(minimum)} or more.`;
}

function tooBig(issue: Extract<RawIssue, { code: 'too_big' }>): string {
  const { origin, maximum, inclusive } = issue;
  if (origin === 'string') return `Must be at most ${plural(maximum, 'character', 'characters')}.`;
  if (origin === 'array' || origin === 'set') return `Holds at most ${plural(maximum, 'item', 'items')}.`;
  if (origin === 'date') return `Must be on or before ${String(maximum)}.`;
  return inclusive === false ? `Must be less than ${String(maximum)}.` : `Must be ${String(maximum)} or less.`;
}

const FORMAT_WORDS: Record<string, string> = {
  date: 'Enter a date as YYYY-MM-DD.',
  datetime: 'Enter a date and time as YYYY-MM-DDTHH:MM:SSZ.',
  time: 'Enter a time as HH:MM:SS.',
  email: 'Enter an email address.',
  url: 'Enter a web address.',
  uuid: 'Enter an identifier of the form 8-4-4-4-12 hexadecimal digits.',
};

const listed = (values: readonly unknown[]) => values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));

/** A zod issue in plain words. */
export function plainIssueMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Required: enter a value.';
      return `Expected ${TYPE_WORDS[issue.expected] ?? issue.expected}, got ${TYPE_WORDS[typeOf(issue.input)] ?? typeOf(issue.input)}.`;
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return FORMAT_WORDS[issue.format] ?? 'Not in the expected form.';
    case 'not_multiple_of':
      return `Must be a multiple of ${String(issue.divisor)}.`;
    case 'unrecognized_keys':
      return `Not a field here: ${issue.keys.join(', ')}.`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Must be ${listed(issue.values)[0]}.`
        : `Choose one of: ${listed(issue.values).join(', ')}.`;
    case 'invalid_union':
      return 'Not in any of the accepted forms.';
    case 'invalid_key':
      return 'Holds a key that is not valid.';
    case 'invalid_element':
      return 'Holds an entry that is not valid.';
    default:
      return 'Not valid.';
  }
}

z.config({ customError: plainIssueMessage });
