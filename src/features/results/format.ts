/** How every figure of a result is written: en-US digits whatever the browser's locale, "n/a" for undefined ratios. */
import { formatPrice, NOT_AVAILABLE } from '../../ui/table/format.ts';

export {
  formatPercent,
  formatPrice,
  formatSignedPercent,
  formatWhole,
  NOT_AVAILABLE,
  toneOf,
} from '../../ui/table/format.ts';

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A ratio such as Sharpe: "0.51" (two decimals, like a price). */
export const formatRatio = formatPrice;

export function formatBars(v: number | null | undefined): string {
  if (typeof v !== 'number' || !Number.isFinite(v)) return NOT_AVAILABLE;
  return `${oneDecimal.format(v)} ${v === 1 ? 'bar' : 'bars'}`;
}

/** A YYYY-MM-DD date from a result; an empty one means there was no such event. */
export function formatDate(v: string | null | undefined): string {
  return v ? v : 'None';
}
