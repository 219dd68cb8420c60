import type { OptionItem } from '../../contract/index.ts';
import { formatFixed, formatPercent, formatWhole } from '../../ui/table/format.ts';

export type OptionField = keyof OptionItem;

export interface OptionColumn {
  /** The spec's field name (2.6): the CSV's header, so a download reads like the service's answer. */
  field: OptionField;
  /** The header on screen: a name an analyst reads, with its unit. */
  label: string;
  /** What the column is, in one line: the header's tooltip and the guide's first sentence. */
  summary: string;
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
/** A fraction the service returns (0.0123) as the percent it means (1.23%). */
const fractionAsPercent = (field: NumberField) => (row: OptionItem) => {
  const v = row[field];
  return formatPercent(v === null ? null : v * 100);
};
const whole = (field: NumberField) => (row: OptionItem) => formatWhole(row[field]);

/** Every field of the spec's option data item, in the spec's order. */
export const OPTION_COLUMNS: readonly OptionColumn[] = [
  {
    field: 'ticker',
    label: 'Underlying',
    summary: 'The stock, index or ETF the put is on.',
    numeric: false,
    format: text('ticker'),
    shownAs: 'text',
    meaning: 'The underlying: the stock, index or ETF the put is on.',
  },
  {
    field: 'close',
    label: 'Price ($)',
    summary: "The underlying's close on the snapshot day, in dollars.",
    numeric: true,
    format: price('close'),
    shownAs: 'price, 2 decimals',
    meaning: "The underlying's close on the snapshot date.",
  },
  {
    field: 'expirDate',
    label: 'Expiry',
    summary: 'The day the put expires.',
    numeric: false,
    format: text('expirDate'),
    shownAs: 'date, YYYY-MM-DD',
    meaning: 'The day the option expires.',
  },
  {
    field: 'DTE',
    label: 'DTE (days)',
    summary: 'Calendar days from the snapshot to expiry.',
    numeric: true,
    format: whole('DTE'),
    shownAs: 'whole days',
    meaning: 'Days to expiration: the expiry date minus the snapshot date, in calendar days (weekends count).',
  },
  {
    field: 'strike',
    label: 'Strike ($)',
    summary: 'The price at which the put seller may have to buy the underlying.',
    numeric: true,
    format: price('strike'),
    shownAs: 'price, 2 decimals',
    meaning: 'The strike: the price at which the seller of the put may have to buy the underlying.',
  },
  {
    field: 'be',
    label: 'Break-even ($)',
    summary: 'The price at expiry below which the short put loses money.',
    numeric: true,
    format: price('be'),
    shownAs: 'dollars a share, to the cent',
    meaning:
      'Break-even = strike − premium (the last price per share), in dollars to the cent. At expiry the short put ' +
      'makes money above it and loses below it.',
  },
  {
    field: 'POP_est',
    label: 'POP (%)',
    summary: 'Estimated probability of profit: the chance the underlying ends above break-even.',
    numeric: true,
    format: percent('POP_est'),
    shownAs: 'percent (the service returns a percent: 74.2 is 74.2%)',
    meaning:
      'Estimated probability of profit: the Black-Scholes chance (interest rate r = 0, volatility = IV) that the ' +
      'underlying ends above the break-even at expiry.',
  },
  {
    field: 'credit',
    label: 'Credit ($/contract)',
    summary: 'The premium received for selling one contract of 100 shares.',
    numeric: true,
    format: price('credit'),
    shownAs: 'dollars per contract, to the cent',
    meaning: 'The premium received for one contract: last price × 100 shares, in dollars to the cent.',
  },
  {
    field: 'margin',
    label: 'Margin ($/contract)',
    summary: 'The cash set aside to secure one contract: strike × 100.',
    numeric: true,
    format: price('margin'),
    shownAs: 'dollars per contract, to the cent',
    meaning: 'The margin of one cash-secured contract: strike × 100, in dollars to the cent.',
  },
  {
    field: 'return_per',
    label: 'Return on margin (%)',
    summary: 'The credit as a share of the margin, if the put expires worthless.',
    numeric: true,
    format: percent('return_per'),
    shownAs: 'percent (the service returns a percent: 1.50 is 1.5%)',
    meaning: 'The premium as a share of the margin: credit / margin × 100, a percent.',
  },
  {
    field: 'ev_score',
    label: 'EV score (% of margin)',
    summary: 'Expected value of the trade per dollar of margin, after slippage and tail risk.',
    numeric: true,
    format: fractionAsPercent('ev_score'),
    shownAs: 'percent of the margin (the service returns a fraction: 0.0100 is 1%)',
    meaning:
      'Expected value per dollar of margin: [(win% × net credit) − (loss% × tail loss)] / margin, where win% is ' +
      'the POP, loss% = 1 − win%, the net credit is the credit after a 2% slippage deduction, and the tail loss is ' +
      'what the contract loses if the underlying falls 1.2 standard deviations (from IV over the days to expiry).',
  },
  {
    field: 'cagr',
    label: 'Annualised EV (%/year)',
    summary: 'The EV score scaled to a year of 365 calendar days (not compounded).',
    numeric: true,
    format: fractionAsPercent('cagr'),
    shownAs: 'percent a year (the service returns a fraction: 0.1000 is 10%)',
    meaning:
      'The EV score scaled to a year: EV score × 365 / DTE. DTE counts calendar days, so the year is 365 calendar ' +
      'days (simple scaling, not compounded).',
  },
  {
    field: 'Volume',
    label: 'Volume (contracts)',
    summary: 'Contracts traded on the snapshot day.',
    numeric: true,
    format: whole('Volume'),
    shownAs: 'contracts',
    meaning: 'Contracts traded on the snapshot date.',
  },
  {
    field: 'OI',
    label: 'Open interest (contracts)',
    summary: 'Contracts still open at the snapshot.',
    numeric: true,
    format: whole('OI'),
    shownAs: 'contracts',
    meaning: 'Open interest: contracts still open at the snapshot. More volume and OI mean easier fills.',
  },
  {
    field: 'IV',
    label: 'IV (%/year)',
    summary: 'Implied volatility a year, as the chain gives it.',
    numeric: true,
    format: fractionAsPercent('IV'),
    shownAs: 'percent a year (the chain gives a fraction: 0.30 is 30%)',
    meaning: 'Implied volatility a year, as the chain gives it: a fraction (0.30 is 30% a year).',
  },
  {
    field: 'Delta',
    label: 'Delta',
    summary: "The put price's move for a $1 move of the underlying (negative for puts).",
    numeric: true,
    format: fixed4('Delta'),
    shownAs: '4 decimals',
    meaning:
      "How much the put's price moves for a $1 move of the underlying: negative for puts. |Delta| is often read " +
      'as a rough chance of ending in the money.',
  },
  {
    field: 'Vega',
    label: 'Vega',
    summary: "The put price's move for a one-point change of implied volatility.",
    numeric: true,
    format: fixed4('Vega'),
    shownAs: '4 decimals',
    meaning: "How much the put's price moves for a one-point change of IV, as the chain gives it.",
  },
  {
    field: 'ContractSymbol',
    label: 'Contract',
    summary: "The option's contract symbol.",
    numeric: false,
    format: text('ContractSymbol'),
    shownAs: 'text',
    meaning: "The option's contract symbol (OCC: root, expiry YYMMDD, P for put, strike × 1000).",
  },
];

export function columnOf(field: OptionField): OptionColumn {
  return OPTION_COLUMNS.find((c) => c.field === field)!;
}
