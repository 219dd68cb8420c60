import { describe, expect, it } from 'vitest';
import { withResultText } from './json-text.ts';

describe('withResultText', () => {
  it("writes the answer's fields, then the result's text as it is, last", () => {
    const answer = { task_id: 't1', status: 'SUCCESS', error: undefined, result: undefined };
    const text = withResultText(answer, '{"trades":[1.50,2e3]}').text;
    // The result's text is not parsed and written again (1.50 and 2e3 stay as they were written).
    expect(text).toBe('{"task_id":"t1","status":"SUCCESS","result":{"trades":[1.50,2e3]}}');
    expect(JSON.parse(text)).toEqual({ task_id: 't1', status: 'SUCCESS', result: { trades: [1.5, 2000] } });
  });

  it('drops a result the answer carried, and writes one alone', () => {
    expect(withResultText({ task_id: 't1', result: { old: true } }, '[]').text).toBe('{"task_id":"t1","result":[]}');
    expect(withResultText({ result: undefined }, 'null').text).toBe('{"result":null}');
  });
});
