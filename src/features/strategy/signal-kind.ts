import type { CatalogueItem, SignalType, TechnicalIndicatorInfo } from '../../contract/index.ts';
import { technicalNames } from './common-periods.ts';

/** What the builder knows about a signal name, detected in the order of spec 2.3. */
export interface SignalInfo {
  /** null: not in the catalogue, not technical, not `Symbol ...` (the service will answer 400, except in CSV mode). */
  type: SignalType | null;
  /** A moving-average technical (SMA, EMA, WMA): the only signals the MA comparison applies to. */
  movingAverage: boolean;
  catalogueItem?: CatalogueItem;
  technical?: TechnicalIndicatorInfo;
}

export type SignalClassifier = (name: string) => SignalInfo;

export const SYMBOL_COLUMNS = ['Open', 'High', 'Low', 'Close', 'Volume'] as const;

export interface SignalOption {
  name: string;
  type: SignalType;
  /** A short explanation shown under the name: the indicator's title or the catalogue's market symbol. */
  detail: string;
  /** Lower-cased name, kept so that filtering 22,000 options does no per-keystroke allocation. */
  search: string;
}

const normalize = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Builds the classifier and the autocomplete options from the connection's catalogue and technical map. Technical
 * names are matched by their key before '(' so typed variants such as `RSI(7)` are recognised, as the service does.
 */
export function signalDirectory(
  catalogue: readonly CatalogueItem[],
  technical: readonly TechnicalIndicatorInfo[],
): { classify: SignalClassifier; options: SignalOption[] } {
  const byCatalogueName = new Map<string, CatalogueItem>();
  for (const item of catalogue) {
    byCatalogueName.set(normalize(item.chart_name), item);
    // The service also accepts a catalogue item's url as its name.
    if (!byCatalogueName.has(normalize(item.url))) byCatalogueName.set(normalize(item.url), item);
  }
  const byTechnicalKey = new Map(technical.map((t) => [normalize(t.key), t]));

  const classify: SignalClassifier = (name) => {
    const catalogueItem = byCatalogueName.get(normalize(name));
    if (catalogueItem) return { type: 'Sentiment', movingAverage: false, catalogueItem };
    const open = name.indexOf('(');
    const info = byTechnicalKey.get(normalize(open < 0 ? name : name.slice(0, open)));
    if (info) return { type: 'Technical', movingAverage: info.kind === 'moving-average', technical: info };
    if (/^\s*symbol\b/i.test(name)) return { type: 'Symbol', movingAverage: false };
    return { type: null, movingAverage: false };
  };

  // Short lists first (they are what most strategies use); the catalogue can hold 22,000 names. A name the
  // catalogue holds is Sentiment whatever it looks like (detection order), so it is offered only as Sentiment.
  const catalogueNames = new Set(catalogue.map((item) => item.chart_name.toLowerCase()));
  const options: SignalOption[] = [];
  const seen = new Set<string>();
  const add = (option: Omit<SignalOption, 'search'>) => {
    const search = option.name.toLowerCase();
    if (seen.has(search) || (option.type !== 'Sentiment' && catalogueNames.has(search))) return;
    seen.add(search);
    options.push({ ...option, search });
  };
  for (const column of SYMBOL_COLUMNS)
    add({ name: `Symbol ${column}`, type: 'Symbol', detail: `the ${column} column` });
  for (const t of technical) for (const name of technicalNames(t)) add({ name, type: 'Technical', detail: t.title });
  for (const item of catalogue)
    add({
      name: item.chart_name,
      type: 'Sentiment',
      detail: [item.market_symbol, item.updated].filter(Boolean).join(' · '),
    });
  return { classify, options };
}

/**
 * Options whose name contains the text, those that start with it first. A plain loop over precomputed lower-case
 * names: fast enough for the whole catalogue on every keystroke. A technical variant being typed (`RSI(7`) that
 * matches nothing still shows its indicator (`RSI(14)`), as a reminder of the name's form.
 */
export function filterSignalOptions(options: readonly SignalOption[], text: string): SignalOption[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return options as SignalOption[];
  const starts: SignalOption[] = [];
  const contains: SignalOption[] = [];
  for (const option of options) {
    const at = option.search.indexOf(needle);
    if (at === 0) starts.push(option);
    else if (at > 0) contains.push(option);
  }
  const open = needle.indexOf('(');
  if (starts.length === 0 && contains.length === 0 && open > 0)
    return filterSignalOptions(options, needle.slice(0, open));
  return starts.concat(contains);
}
