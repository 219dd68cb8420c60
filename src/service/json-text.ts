/**
 * An answer already written as JSON text, which the router sends as it is: a stored result spliced into its task's
 * fields (withResultText), so that a status read neither parses nor writes again what the store kept as JSON.
 */
export class JsonText<T> {
  /** Never set: ties the text to the answer it stands for, so a handler can only give its own endpoint's. */
  declare readonly answers?: T;
  constructor(readonly text: string) {}
}

/**
 * `answer` as JSON text with `resultText` (a result's JSON as a store kept it, trusted as the answer's `result`: it
 * was checked against its schema when it was stored) as its last field, `result`.
 */
export function withResultText<T extends { result?: unknown }>(answer: T, resultText: string): JsonText<T> {
  const fields: Partial<T> = { ...answer };
  delete fields.result;
  const head = JSON.stringify(fields);
  const separator = head === '{}' ? '' : ',';
  return new JsonText<T>(`${head.slice(0, -1)}${separator}"result":${resultText}}`);
}
