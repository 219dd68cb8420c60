import { z } from 'zod';
import { calendarDateField } from './calendar-date.ts';
import { OPERATOR_NAMES, QUALIFIER_NAMES, unknownOperatorMessage } from './operators.ts';

/** Numbers arrive as JSON numbers or as the spec's numeric strings ("1.000000", "21"). */
const numberLike = z.union([z.number(), z.string()]);

const numericString = (field: string) =>
  numberLike.refine((v) => v === '' || Number.isFinite(Number(v)), { message: `${field} must be a number` });

export const SignalTypeSchema = z.enum(['Sentiment', 'Symbol', 'Technical']);
export type SignalType = z.infer<typeof SignalTypeSchema>;

export const SignalSchema = z.object({
  type: SignalTypeSchema.optional(),
  name: z.string().trim().min(1, 'signal name is required'),
  params: z
    .object({
      extreme_optimism: numericString('extreme_optimism').optional(),
      extreme_pessimism: numericString('extreme_pessimism').optional(),
    })
    .optional(),
});
export type Signal = z.infer<typeof SignalSchema>;

const QUALIFIER_MESSAGE = `qualifier operator must be one of: ${QUALIFIER_NAMES.join(', ')}`;

export const MaTypeSchema = z.enum(['S', 'E']);

export const QualifierSchema = z.object({
  comparison_operator: z
    .enum(OPERATOR_NAMES, { error: QUALIFIER_MESSAGE })
    .refine((v) => QUALIFIER_NAMES.includes(v), { message: QUALIFIER_MESSAGE }),
  calculation_period: numericString('calculation_period').refine((v) => Number(v) >= 1 && Number.isInteger(Number(v)), {
    message: 'calculation_period must be a whole number of bars, at least 1',
  }),
  ma_type: MaTypeSchema.optional(),
});
export type Qualifier = z.infer<typeof QualifierSchema>;

/** One of the 16 operators of spec 2.5, by its name. */
export const OperatorNameSchema = z.enum(OPERATOR_NAMES, {
  error: (issue) => unknownOperatorMessage(String(issue.input)),
});

export const ComparisonTypeSchema = z.enum(['SV', 'SVMA', 'SVEMA', 'MA']);
export type ComparisonType = z.infer<typeof ComparisonTypeSchema>;

export const RuleSchema = z.object({
  comparison_type: ComparisonTypeSchema.optional(),
  type_name: OperatorNameSchema,
  comparison_value: numericString('comparison_value').optional(),
  period: numericString('period').optional(),
  qualifier: QualifierSchema.optional(),
});
export type Rule = z.infer<typeof RuleSchema>;

export const ConditionSchema = z.object({
  signal: SignalSchema,
  rule: RuleSchema,
  qualifier: QualifierSchema.optional(),
});
export type Condition = z.infer<typeof ConditionSchema>;

export const RULE_TYPES = ['SingleCondition', 'Scoring', 'TimeOrder', 'RiskControlOnly'] as const;
export type RuleType = (typeof RULE_TYPES)[number];

/** Relation codes of spec 2.2. */
export const RELATION_CODE: Record<RuleType, number> = {
  RiskControlOnly: 0,
  SingleCondition: 1,
  Scoring: 2,
  TimeOrder: 3,
};

export const DEFAULT_SIGNALS_IN_MARKET = 100000;

/** Parses `value` with `schema`, forwarding its issues under `path`; returns undefined when it fails. */
function parseAt<T>(
  schema: z.ZodType<T>,
  value: unknown,
  path: (string | number)[],
  ctx: z.RefinementCtx,
): T | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', path: [...path, ...issue.path.map(String)], message: issue.message });
  return undefined;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * One RuleBlock. `condition` is read per rule_type so that each structural mistake named in spec section 7 gets its
 * own message at its own path (a Scoring object instead of an array, TimeOrder steps wrapped under `condition`).
 * The output always carries `conditions` as a list: one for SingleCondition, the voters for Scoring, the steps for
 * TimeOrder, none for RiskControlOnly.
 */
export const ruleBlockSchema = (side: string) =>
  z
    .object(
      {
        rule_type: z.enum(RULE_TYPES, { error: `rule_type must be one of: ${RULE_TYPES.join(', ')}` }),
        delay_bars: z.number().int().min(0, 'delay_bars must be 0 or more').optional(),
        condition: z.unknown().optional(),
        voters: z.unknown().optional(),
        steps: z.unknown().optional(),
        signals_in_market: z.number().int().min(0, 'signals_in_market must be 0 or more').optional(),
        score_threshold: z.number().int().min(1, 'score_threshold must be at least 1').optional(),
      },
      {
        error: (issue) =>
          issue.input === undefined
            ? `${side} is required: a RuleBlock {rule_type, ...}`
            : `${side} must be a RuleBlock object {rule_type, ...}`,
      },
    )
    .transform((block, ctx) => {
      const conditions: Condition[] = [];
      const readList = (value: unknown, key: string) => {
        if (!Array.isArray(value)) return;
        value.forEach((item, i) => {
          const c = parseAt(ConditionSchema, item, [key, i], ctx);
          if (c) conditions.push(c);
        });
      };
      switch (block.rule_type) {
        case 'SingleCondition': {
          if (block.condition === undefined) {
            ctx.addIssue({
              code: 'custom',
              path: ['condition'],
              message: 'SingleCondition needs a condition object {signal, rule}',
            });
          } else if (!isPlainObject(block.condition)) {
            ctx.addIssue({
              code: 'custom',
              path: ['condition'],
              message: 'SingleCondition takes one condition object {signal, rule}, not an array',
            });
          } else {
            const c = parseAt(ConditionSchema, block.condition, ['condition'], ctx);
            if (c) conditions.push(c);
          }
          break;
        }
        case 'Scoring': {
          const key = block.condition !== undefined ? 'condition' : 'voters';
          const value = block.condition ?? block.voters;
          if (value === undefined || (Array.isArray(value) && value.length === 0)) {
            ctx.addIssue({
              code: 'custom',
              path: ['condition'],
              message: 'Scoring needs a condition array with at least one {signal, rule}',
            });
          } else if (!Array.isArray(value)) {
            ctx.addIssue({
              code: 'custom',
              path: [key],
              message: 'a Scoring condition must be an array of {signal, rule}, not a single object',
            });
          } else {
            readList(value, key);
            if (block.score_threshold === undefined) {
              ctx.addIssue({ code: 'custom', path: ['score_threshold'], message: 'Scoring needs score_threshold' });
            } else if (block.score_threshold > value.length) {
              ctx.addIssue({
                code: 'custom',
                path: ['score_threshold'],
                message: `score_threshold ${block.score_threshold} exceeds the ${value.length} conditions`,
              });
            }
          }
          break;
        }
        case 'TimeOrder': {
          if (isPlainObject(block.condition) && 'steps' in block.condition) {
            ctx.addIssue({
              code: 'custom',
              path: ['condition'],
              message: 'TimeOrder steps go directly in the block as "steps", not under "condition"',
            });
          } else if (!Array.isArray(block.steps) || block.steps.length === 0) {
            ctx.addIssue({
              code: 'custom',
              path: ['steps'],
              message: 'TimeOrder needs a steps array with at least one {signal, rule}',
            });
          } else {
            readList(block.steps, 'steps');
          }
          break;
        }
        case 'RiskControlOnly':
          break;
      }
      return {
        rule_type: block.rule_type,
        delay_bars: block.delay_bars ?? 0,
        signals_in_market: block.signals_in_market ?? DEFAULT_SIGNALS_IN_MARKET,
        score_threshold: block.score_threshold,
        used_voters: block.rule_type === 'Scoring' && block.condition === undefined && block.voters !== undefined,
        conditions,
      };
    });
export const RuleBlockSchema = ruleBlockSchema('the rule block');
/** A RuleBlock as sent (the request shape). */
export type RuleBlockInput = z.input<typeof RuleBlockSchema>;
/** A RuleBlock after parsing: its conditions as one list, delay and window filled in. */
export type RuleBlock = z.output<typeof RuleBlockSchema>;

export const DIRECTIONS = ['Long', 'Short'] as const;
export const FREQUENCIES = ['Daily', 'Hourly', 'Weekly', 'Monthly'] as const;
export type Direction = (typeof DIRECTIONS)[number];
export type Frequency = (typeof FREQUENCIES)[number];
/**
 * Our extension `price_basis`: which prices a backtest trades on. `price` is the series as the source gives it
 * (split-adjusted); `total_return` scales each bar by its dividend-adjusted close, so dividends are reinvested.
 */
export const PRICE_BASES = ['price', 'total_return'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];
export const DEFAULT_PRICE_BASIS: PriceBasis = 'price';

/** A CSV-mode row: the required columns of spec 2.8, Entry1..5/Exit1..5, and any extras (dropped later). */
export const CsvRowSchema = z.looseObject({
  Date: z.string(),
  Open: numberLike,
  High: numberLike,
  Low: numberLike,
  Close: numberLike,
  Volume: numberLike,
});
export type CsvRow = z.infer<typeof CsvRowSchema>;

/** A setting that parses but can only make a task fail or mean nothing: its request path and why, in plain words. */
interface ImpossibleSetting {
  path: (string | number)[];
  message: string;
}

const PLAIN_DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
/** A risk_control segment as a number, or null when it is empty or not a plain decimal (the engine names those). */
const segmentValue = (segment: string | undefined): number | null =>
  segment !== undefined && PLAIN_DECIMAL.test(segment.trim()) ? Number(segment.trim()) : null;

/** Where a condition's qualifier is read from: the one beside the rule wins over one inside it (spec 2.4). */
function qualifierPath(c: Condition, at: (string | number)[]): { name: string; path: (string | number)[] } | null {
  if (c.qualifier) return { name: c.qualifier.comparison_operator, path: [...at, 'qualifier', 'comparison_operator'] };
  if (c.rule.qualifier)
    return { name: c.rule.qualifier.comparison_operator, path: [...at, 'rule', 'qualifier', 'comparison_operator'] };
  return null;
}

/** The request path of a block's i-th condition, as it was sent (condition, voters or steps). */
function conditionPath(side: 'entry' | 'exit', block: RuleBlock, i: number): (string | number)[] {
  switch (block.rule_type) {
    case 'SingleCondition':
      return [side, 'condition'];
    case 'Scoring':
      return [side, block.used_voters ? 'voters' : 'condition', i];
    default:
      return [side, 'steps', i];
  }
}

/**
 * Settings each of which parses on its own but makes no sense as a backtest (issue 13, item 4): refused here, so the
 * service answers 400 naming the field and the builder shows the same sentence at the input, instead of a task that
 * fails or a strategy that means something else than it says.
 */
function impossibleSettings(p: {
  entry: RuleBlock;
  exit: RuleBlock;
  start_date?: string;
  end_date?: string;
  risk_control?: string;
  capital_alloc?: number | string;
}): ImpossibleSetting[] {
  const out: ImpossibleSetting[] = [];
  if (p.start_date && p.end_date && p.start_date > p.end_date)
    out.push({ path: ['end_date'], message: `end_date ${p.end_date} is before start_date ${p.start_date}` });

  if (p.risk_control !== undefined) {
    const [stop, take] = p.risk_control.split('/');
    const stopValue = segmentValue(stop);
    // The stop's sign does not matter (-5 and 5 are both 5%); a loss of 100% or more can never be reached by a long.
    if (stopValue !== null && Math.abs(stopValue) >= 100)
      out.push({
        path: ['risk_control'],
        message: `the stop-loss of risk_control must be under 100% (it is ${Math.abs(stopValue)}%)`,
      });
    const takeValue = segmentValue(take);
    // An empty take-profit means none; a written one must be a gain.
    if (takeValue !== null && takeValue <= 0)
      out.push({
        path: ['risk_control'],
        message: `the take-profit of risk_control must be above 0% (it is ${takeValue}%); leave it empty for none`,
      });
  }

  if (p.capital_alloc !== undefined && p.capital_alloc !== '' && Number(p.capital_alloc) > 1)
    out.push({
      path: ['capital_alloc'],
      message: `capital_alloc is a fraction of the equity, at most 1 (1 = all of it); ${p.capital_alloc} is more`,
    });

  for (const side of ['entry', 'exit'] as const) {
    const block = p[side];
    block.conditions.forEach((c, i) => {
      const at = conditionPath(side, block, i);
      const qualifier = qualifierPath(c, at);
      // A qualifier-class operator as the main one already transforms the signal by itself over its own period;
      // the same transform again as the qualifier is one setting made twice, with two periods that disagree.
      if (qualifier && qualifier.name === c.rule.type_name && QUALIFIER_NAMES.includes(qualifier.name))
        out.push({
          path: qualifier.path,
          message: `${qualifier.name} is already the operator; set it once (as the operator, with its period) and turn the qualifier off or choose another`,
        });
    });
  }
  return out;
}

/** StrategyParams as sent: nothing defaulted yet, so validate can tell what the user supplied. */
export const StrategyParamsInputSchema = z
  .looseObject({
    symbol: z
      .string({
        error: (issue) => (issue.input === undefined ? 'symbol is required' : 'symbol must be a string, e.g. "SPX"'),
      })
      .trim()
      .min(1, 'symbol is required'),
    entry: ruleBlockSchema('entry'),
    exit: ruleBlockSchema('exit'),
    name: z.string().optional(),
    description: z.record(z.string(), z.unknown()).optional(),
    strategy: z.string().optional(),
    direction: z.enum(DIRECTIONS, { error: 'direction must be Long or Short' }).optional(),
    frequency: z.enum(FREQUENCIES, { error: 'frequency must be Daily, Hourly, Weekly or Monthly' }).optional(),
    price_basis: z
      .enum(PRICE_BASES, {
        error: 'price_basis must be "price" (the default) or "total_return" (dividends reinvested)',
      })
      .optional(),
    benchmark: z.string().optional(),
    model: z.string().optional(),
    start_date: calendarDateField('start_date').optional(),
    end_date: calendarDateField('end_date').optional(),
    capital: z.number().positive('capital must be above 0').optional(),
    capital_alloc: numericString('capital_alloc')
      .refine((v) => Number(v) > 0, { message: 'capital_alloc must be above 0' })
      .optional(),
    commission: numericString('commission')
      .refine((v) => Number(v) >= 0, { message: 'commission must be 0 or more' })
      .optional(),
    slippage: numericString('slippage')
      .refine((v) => Number(v) >= 0, { message: 'slippage must be 0 or more' })
      .optional(),
    trade_price: z
      .union([z.literal(0), z.literal(1), z.literal(2)], {
        error: 'trade_price must be 0 (next open), 1 (next close) or 2 (current close)',
      })
      .optional(),
    risk_control: z
      .string()
      .regex(/^[^/]*\/[^/]*\/[^/]*$/, 'risk_control must be three segments stop/take/days, e.g. -5/10/21 or //21')
      .optional(),
    exclude_oo: z.number().int().optional(),
    market_environment: z.number().int().optional(),
    index_moving_average_slope: z.number().int().optional(),
    opted: z.number().int().optional(),
    win_rate: numericString('win_rate').optional(),
    csv_mode: z.boolean().optional(),
    csv_data: z.array(CsvRowSchema).optional(),
  })
  .superRefine((p, ctx) => {
    if (p.csv_mode && (!p.csv_data || p.csv_data.length === 0)) {
      ctx.addIssue({
        code: 'custom',
        path: ['csv_data'],
        message: 'csv_data (an array of rows) is required when csv_mode is true',
      });
    }
    if (p.entry.rule_type === 'RiskControlOnly') {
      ctx.addIssue({ code: 'custom', path: ['entry', 'rule_type'], message: 'RiskControlOnly is for the exit only' });
    }
    for (const issue of impossibleSettings(p)) ctx.addIssue({ code: 'custom', ...issue });
  });
/** StrategyParams as sent over the wire. */
export type StrategyParamsRequest = z.input<typeof StrategyParamsInputSchema>;
/** StrategyParams parsed: blocks normalised, nothing defaulted. */
export type StrategyParamsInput = z.output<typeof StrategyParamsInputSchema>;

/**
 * Whether a value read from outside (a stored task, a link, the library) is a request the service accepts. The
 * builder and the library keep requests as sent, not the parsed output (which normalises the blocks), so this
 * checks with the schema and keeps the value as it is.
 */
export function isStrategyRequest(value: unknown): value is StrategyParamsRequest {
  return StrategyParamsInputSchema.safeParse(value).success;
}

/** The 17 defaulted fields of spec 2.1 and their defaults. */
export const STRATEGY_DEFAULTS = {
  benchmark: 'SPX',
  capital: 100000,
  capital_alloc: '1.000000',
  commission: '0.0000',
  slippage: '0.0000',
  direction: 'Long',
  frequency: 'Daily',
  model: 'cash',
  strategy: 'Single',
  start_date: '1800-10-01',
  trade_price: 2,
  risk_control: '//21',
  exclude_oo: 0,
  market_environment: 0,
  index_moving_average_slope: 0,
  opted: 0,
  win_rate: '0.0000',
} as const;

export type DefaultedField = keyof typeof STRATEGY_DEFAULTS;
export const DEFAULTED_FIELDS = Object.keys(STRATEGY_DEFAULTS) as DefaultedField[];
