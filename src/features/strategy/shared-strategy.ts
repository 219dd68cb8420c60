import { describeFormPath } from './field-paths.ts';
import { checkForm } from './form-check.ts';
import type { RequestContext } from './form-model.ts';
import { fromRequest, toRequest } from './form-model.ts';
import type { StrategyFormValues } from './form-values.ts';
import { defaultFormValues, StrategyFormValuesSchema } from './form-values.ts';
import type { SharedStrategy } from './share-link.ts';

/*
 * A share link is read field by field: what the builder cannot read is replaced by a new strategy's value and named,
 * and everything else is kept. An unfinished strategy travels as its form values, so it opens exactly as it was.
 */

/** What a link carries: the request, and the form values as they are while the strategy is unfinished. */
export function sharedStrategy(values: StrategyFormValues, ctx: RequestContext, csvFile?: string): SharedStrategy {
  const unfinished = checkForm(values, ctx).length > 0;
  return { request: toRequest(values, ctx), ...(csvFile && { csvFile }), ...(unfinished && { form: values }) };
}

export interface SharedReading {
  values: StrategyFormValues;
  /** The fields replaced by the defaults, as the builder labels them. */
  unread: string[];
}

type FormKey = keyof StrategyFormValues;

/** The form field a request's top-level key fills. */
const FORM_KEY_OF: Record<string, FormKey> = { risk_control: 'risk' };

const SECTION_LABELS: Partial<Record<FormKey, string>> = {
  entry: 'Entry rule',
  exit: 'Exit rule',
  risk: 'Risk control',
};

function labelOf(key: string): string {
  return SECTION_LABELS[key as FormKey] ?? describeFormPath(key);
}

const isKey = (key: string, values: StrategyFormValues): key is FormKey => Object.hasOwn(values, key);

// A request needs a symbol and both blocks to parse at all; these stand in for any that cannot be read.
const STAND_IN = {
  symbol: 'SPX',
  entry: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'Symbol Close' }, rule: { type_name: '>', comparison_value: 0 } },
  },
  exit: { rule_type: 'RiskControlOnly' },
} as const;

/** Reads a request (a finished strategy's link), leaving out each top-level field the contract refuses. */
export function readSharedRequest(request: Record<string, unknown>): SharedReading | null {
  let rest: Record<string, unknown> = { ...request };
  const dropped: string[] = [];
  // Each pass drops the fields one parse refused; a request has a few dozen fields at most.
  for (let pass = 0; pass < 50; pass += 1) {
    const missing = Object.fromEntries(Object.entries(STAND_IN).filter(([key]) => !(key in rest)));
    const form = fromRequest({ ...missing, ...rest });
    if (form.ok) {
      const defaults = defaultFormValues();
      const values = form.values;
      for (const key of [...dropped, ...Object.keys(missing)]) {
        const formKey = FORM_KEY_OF[key] ?? key;
        if (isKey(formKey, values)) Object.assign(values, { [formKey]: defaults[formKey] });
      }
      const unread = [...new Set([...dropped, ...Object.keys(missing)].map((k) => labelOf(FORM_KEY_OF[k] ?? k)))];
      return { values, unread };
    }
    const key = form.path[0];
    if (key === undefined || !(key in rest)) return null;
    rest = Object.fromEntries(Object.entries(rest).filter(([k]) => k !== key));
    dropped.push(key);
  }
  return null;
}

/** Reads an unfinished strategy's form values, each top-level field that is not form values replaced by its default. */
export function readSharedForm(raw: unknown): SharedReading | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const defaults = defaultFormValues();
  const merged: Record<string, unknown> = { ...defaults, ...raw };
  const unread: string[] = [];
  for (let pass = 0; pass < 50; pass += 1) {
    const parsed = StrategyFormValuesSchema.safeParse(merged);
    if (parsed.success) return { values: parsed.data, unread };
    const key = String(parsed.error.issues[0]?.path[0] ?? '');
    if (!isKey(key, defaults) || merged[key] === defaults[key]) return null;
    merged[key] = defaults[key];
    unread.push(labelOf(key));
  }
  return null;
}
