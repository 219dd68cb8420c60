/**
 * Tickers as the user types them: "aapl, msft  goog" is three symbols, upper-cased, each once, in typed order.
 */
export function splitTickers(texts: readonly string[]): string[] {
  const out: string[] = [];
  for (const text of texts)
    for (const part of text.split(/[\s,;]+/)) {
      const symbol = part.trim().toUpperCase();
      if (symbol && !out.includes(symbol)) out.push(symbol);
    }
  return out;
}

export { cleanTicker } from '../../ui/form/ticker-field.tsx';
