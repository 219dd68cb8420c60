/**
 * A reader's note or warning as a sentence of a list: capitalised, ending with a full stop. The readers write their
 * warnings in lower case, to be joined into messages ("aapl.csv: the file has no Volume column; ...").
 */
export function asSentence(text: string): string {
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
