import type { SweepAxis } from '../../../contract/index.ts';
import { axisLength, expandRange, SWEEP_MAX_AXES, SWEEP_MAX_COMBINATIONS } from '../../../contract/index.ts';
import type { SweepableField } from '../../../ui/research/sweepable-fields.ts';
import { fieldAxis } from '../../../ui/research/sweepable-fields.ts';
import { valueText } from '../../../ui/research/sweep-grid.ts';

export { valueText };

/** One axis as typed in the editor: kept as text, so nothing typed is lost (nor refused) while it is being written. */
export interface AxisDraft {
  /** Stable across edits, for React keys and field ids. */
  key: string;
  /** The SweepableField's id. */
  fieldId: string;
  from: string;
  to: string;
  step: string;
  /** For the symbol: the symbols to run on. */
  symbols: string[];
}

export interface ResolvedAxis {
  draft: AxisDraft;
  field: SweepableField;
  /** What the service is sent. */
  axis: SweepAxis;
  count: number;
}

export interface AxesCheck {
  /** The axes that can be sent, in order (one per draft when there are no problems). */
  axes: ResolvedAxis[];
  /** Why a draft cannot be sent, by its key. */
  problems: Record<string, string>;
  /** The product of the axes' lengths (those that can be read); 0 without axes. */
  count: number;
  /** Why the whole sweep cannot run (no axes, too many combinations); null when it can. */
  refusal: string | null;
}

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const parse = (text: string): number | null => (NUMBER.test(text.trim()) ? Number(text.trim()) : null);

const grouped = (n: number) => n.toLocaleString('en-US');

/** Values around the field's current one: 5 of them, a tenth of it apart (whole for periods), kept where they make sense. */
export function newDraft(field: SweepableField, key: string): AxisDraft {
  if (field.kind === 'symbol')
    return {
      key,
      fieldId: field.id,
      from: '',
      to: '',
      step: '',
      symbols: field.current ? [String(field.current)] : [],
    };
  const current = typeof field.current === 'number' ? field.current : 0;
  const magnitude = Math.abs(current) / 10;
  let step = field.integer ? Math.max(1, Math.round(magnitude)) : magnitude > 0 ? niceStep(magnitude) : 1;
  let from = current - 2 * step;
  let to = current + 2 * step;
  if (field.id === 'capital_alloc') {
    step = 0.1;
    to = Math.min(1, current + 0.2);
    from = Math.max(0.1, to - 0.4);
  } else if (field.integer && current >= 1) {
    from = Math.max(1, from);
  } else if (field.integer && current >= 0) {
    from = Math.max(0, from);
  }
  const digits = (x: number) => String(Number(x.toFixed(6)));
  return { key, fieldId: field.id, from: digits(from), to: digits(to), step: digits(step), symbols: [] };
}

/** 1, 2 or 5 times a power of ten, at most x. */
function niceStep(x: number): number {
  const power = 10 ** Math.floor(Math.log10(x));
  const m = x / power;
  return (m >= 5 ? 5 : m >= 2 ? 2 : 1) * power;
}

function checkDraft(
  draft: AxisDraft,
  field: SweepableField | undefined,
): { axis: SweepAxis; count: number } | { problem: string } {
  if (!field) return { problem: 'This field is no longer in the strategy: pick another' };
  if (field.kind === 'symbol') {
    const symbols = [...new Set(draft.symbols.map((s) => s.trim().toUpperCase()).filter((s) => s !== ''))];
    if (symbols.length === 0) return { problem: 'Pick at least one symbol' };
    return { axis: { path: field.path, values: symbols }, count: symbols.length };
  }
  const from = parse(draft.from);
  const to = parse(draft.to);
  const step = parse(draft.step);
  if (from === null) return { problem: 'From must be a number' };
  if (to === null) return { problem: 'To must be a number' };
  if (step === null || step <= 0) return { problem: 'Step must be a number above 0' };
  if (to < from) return { problem: 'To must not be below from' };
  const range = { from, to, step };
  const count = axisLength({ path: field.path, values: range });
  if (field.integer && ![from, step].every(Number.isInteger))
    return { problem: 'This field takes whole numbers: from and step must be whole' };
  // A signal's numbers travel as whole names, so its range is written out (a bounded list: the count is checked first).
  if (field.kind === 'signal-param') {
    if (count > SWEEP_MAX_COMBINATIONS) return { axis: { path: field.path, values: range }, count };
    return { axis: fieldAxis(field, expandRange(range)), count };
  }
  return { axis: { path: field.path, values: range }, count };
}

/** The drafts checked against the strategy's fields: what can be sent, what is wrong where, and the count. */
export function checkAxes(drafts: readonly AxisDraft[], fields: readonly SweepableField[]): AxesCheck {
  const byId = new Map(fields.map((f) => [f.id, f]));
  const axes: ResolvedAxis[] = [];
  const problems: Record<string, string> = {};
  const seen = new Map<string, number>();
  let count = drafts.length > 0 ? 1 : 0;
  drafts.forEach((draft, i) => {
    const field = byId.get(draft.fieldId);
    const checked = checkDraft(draft, field);
    if ('problem' in checked) {
      problems[draft.key] = checked.problem;
      return;
    }
    count *= checked.count;
    const earlier = seen.get(checked.axis.path);
    if (earlier !== undefined) {
      problems[draft.key] =
        field?.kind === 'signal-param'
          ? `Range ${earlier + 1} already varies this signal's name: one number of a name per sweep`
          : `Range ${earlier + 1} already varies this field`;
      return;
    }
    seen.set(checked.axis.path, i);
    axes.push({ draft, field: field!, axis: checked.axis, count: checked.count });
  });
  let refusal: string | null = null;
  if (drafts.length === 0) refusal = 'Add a range to sweep';
  else if (drafts.length > SWEEP_MAX_AXES) refusal = `A sweep takes at most ${SWEEP_MAX_AXES} ranges`;
  else if (count > SWEEP_MAX_COMBINATIONS)
    refusal = `${grouped(count)} combinations is too many: a sweep runs at most ${grouped(SWEEP_MAX_COMBINATIONS)}. Widen a step or narrow a range.`;
  else if (Object.keys(problems).length > 0) refusal = 'Correct the ranges marked above';
  return { axes, problems, count, refusal };
}

/** "12 combinations" */
export function combinationsText(count: number): string {
  return `${grouped(count)} combination${count === 1 ? '' : 's'}`;
}
