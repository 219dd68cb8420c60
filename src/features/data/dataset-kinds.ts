import type { DatasetKind, DatasetSummary, DatasetSymbolKind } from '../../contract/index.ts';

/** How each kind of dataset is named on the Data screen (the Kind select and the library table). */
export const KIND_LABEL: Record<DatasetKind, string> = {
  price: 'Price',
  indicator: 'Indicator',
  options: 'Option chain',
};

/** What each kind holds, under the Kind select. */
export const KIND_HELP: Record<DatasetKind, string> = {
  price: 'Open, high, low, close prices',
  indicator: 'A dated value series',
  options: 'Option quotes of a snapshot date',
};

export const SYMBOL_KIND_LABEL: Record<DatasetSymbolKind, string> = { stock: 'Stock', etf: 'ETF', index: 'Index' };

/** "Price · ETF", "Indicator", "Option chain": a price dataset says what its symbol is, for the scanners. */
export function kindText(d: Pick<DatasetSummary, 'kind' | 'symbol_kind'>): string {
  const kind = KIND_LABEL[d.kind];
  return d.kind === 'price' && d.symbol_kind ? `${kind} · ${SYMBOL_KIND_LABEL[d.symbol_kind]}` : kind;
}
