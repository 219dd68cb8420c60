import type { OptionItem } from '../../contract/index.ts';
import { formatFixed, formatPercent, formatWhole } from '../../ui/table/format.ts';

export type OptionField = keyof OptionItem;

export interface OptionColumn {
  /** The spec's field name (2.6): the header on screen and in the CSV, so both read like the service's answer. */
  field: OptionField;
  numeric: boolean;
  /** The cell as shown; the CSV gets the unrounded value. */
  format: (row: OptionItem) => string;
  /** How the cell is written, e.g. "percent" or "fraction, 4 decimals". */
  shownAs: string;
  /** What the column means, with its formula in words: the header's tooltip and the column guide both show it. */
  meaning: string;
}

const text = (field: 'ticker' | 'expirDate' | 'ContractSymbol') => (row: OptionItem) => row[field];
type NumberField = { [F in OptionField]: OptionItem[F] extends string ? never : F }[OptionField];
const price = (field: NumberField) => (row: OptionItem) => formatFixed(row[field]);
const percent = (field: NumberField) => (row: OptionItem) => formatPercent(row[field]);
const fixed4 = (field: NumberField) => (row: OptionItem) => formatFixed(row[field], 4);
const whole = (field: NumberField) => (row: OptionItem) => formatWhole(row[field]);

/** Every field of the spec's option data item, in the spec's order. */
export const OPTION_COLUMNS: readonly OptionColumn[] = [
  {
    field: 'ticker',
    numeric: false,
    format: text('ticker'),
    shownAs: 'text',
    meaning: 'The underlying: the stock, index or ETF the put is on.',
  },
  {
    field: 'close',
    numeric: true,
    format: price('close'),
    shownAs: 'price, 2 decimals',
    meaning: "The underlying's close on the snapshot date.",
  },
  {
    field: 'expirDate',
    numeric: false,
    format: text('expirDate'),
    shownAs: 'date, YYYY-MM-DD',
    meaning: 'The day the option expires.',
  },
  {
    field: 'DTE',
    numeric: true,
    format: whole('DTE'),
    shownAs: 'whole days',
    meaning: 'Days to expiration: the expiry date minus the snapshot date, in calendar days (weekends count).',
  },
  {
    field: 'strike',
    numeric: true,
    format: price('strike'),
    shownAs: 'price, 2 decimals',
    meaning: 'The strike: the price at which the seller of the put may have to buy the underlying.',
  },
  {
    field: 'be',
    numeric: true,
    format: price('be'),
    shownAs: 'price, 2 decimals',
    meaning:
      'Break-even = strike − premium (the last price per share). At expiry the short put makes money above it ' +
      'and loses below it.',
  },
  {
    field: 'POP_est',
    numeric: true,
    format: percent('POP_est'),
    shownAs: 'percent',
    meaning:
      'Estimated probability of profit: the Black-Scholes chance (interest rate r = 0, volatility = IV) that the ' +
      'underlying ends above the break-even at expiry.',
  },
  {
    field: 'credit',
    numeric: true,
    format: price('credit'),
    shownAs: 'dollars per contract',
    meaning: 'The premium received for one contract: last price × 100 shares.',
  },
  {
    field: 'margin',
    numeric: true,
    format: price('margin'),
    shownAs: 'dollars per contract',
    meaning: 'The margin of one cash-secured contract: strike × 100.',
  },
  {
    field: 'return_per',
    numeric: true,
    format: percent('return_per'),
    shownAs: 'percent',
    meaning: 'The premium as a share of the margin: credit / margin × 100.',
  },
  {
    field: 'ev_score',
    numeric: true,
    format: fixed4('ev_score'),
    shownAs: 'fraction of the margin, 4 decimals (0.0100 = 1%)',
    meaning:
      'Expected value per dollar of margin: [(win% × net credit) − (loss% × tail loss)] / margin, where win% is ' +
      'POP_est, loss% = 1 − win%, the net credit is the credit after a 2% slippage deduction, and the tail loss is ' +
      'what the contract loses if the underlying falls 1.2 standard deviations (from IV over the days to expiry).',
  },
  {
    field: 'cagr',
    numeric: true,
    format: fixed4('cagr'),
    shownAs: 'fraction a year, 4 decimals (0.1000 = 10%)',
    meaning: 'ev_score scaled to a year: ev_score × 252 / DTE (simple scaling, not compounded).',
  },
  {
    field: 'Volume',
    numeric: true,
    format: whole('Volume'),
    shownAs: 'contracts',
    meaning: 'Contracts traded on the snapshot date.',
  },
  {
    field: 'OI',
    numeric: true,
    format: whole('OI'),
    shownAs: 'contracts',
    meaning: 'Open interest: contracts still open at the snapshot. More volume and OI mean easier fills.',
  },
  {
    field: 'IV',
    numeric: true,
    format: fixed4('IV'),
    shownAs: 'fraction a year, 4 decimals (0.3000 = 30%)',
    meaning: 'Implied volatility a year, as the chain gives it: a fraction (0.30 is 30% a year).',
  },
  {
    field: 'Delta',
    numeric: true,
    format: fixed4('Delta'),
    shownAs: '4 decimals',
    meaning:
      "How much the put's price moves for a $1 move of the underlying: negative for puts. |Delta| is often read " +
      'as a rough chance of ending in the money.',
  },
  {
    field: 'Vega',
    numeric: true,
    format: fixed4('Vega'),
    shownAs: '4 decimals',
    meaning: "How much the put's price moves for a one-point change of IV, as the chain gives it.",
  },
  {
    field: 'ContractSymbol',
    numeric: false,
    format: text('ContractSymbol'),
    shownAs: 'text',
    meaning: "The option's contract symbol (OCC: root, expiry YYMMDD, P for put, strike × 1000).",
  },
];

export function columnOf(field: OptionField): OptionColumn {
  return OPTION_COLUMNS.find((c) => c.field === field)!;
}
