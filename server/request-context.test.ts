import { describe, expect, it } from 'vitest';
import type { LogLine } from './testing/http.ts';
import { inRequest, noteRequestError, requestIdOf, withRequestIds } from './request-context.ts';

describe('the request context', () => {
  it('puts the request’s id in every line written while it is answered, after awaits and timers too', async () => {
    const lines: LogLine[] = [];
    const log = withRequestIds((level, msg, fields) => lines.push({ level, msg, fields }));
    log('info', 'before');
    const context = { id: 'req-1' };
    await inRequest(context, async () => {
      log('info', 'at once', { n: 1 });
      await new Promise((resolve) => setTimeout(resolve, 1));
      log('warn', 'after a timer');
      noteRequestError(new Error('boom'));
    });
    log('info', 'after');
    expect(lines).toEqual([
      { level: 'info', msg: 'before', fields: undefined },
      { level: 'info', msg: 'at once', fields: { request_id: 'req-1', n: 1 } },
      { level: 'warn', msg: 'after a timer', fields: { request_id: 'req-1' } },
      { level: 'info', msg: 'after', fields: undefined },
    ]);
    expect(context).toMatchObject({ error: new Error('boom') });
  });

  it('takes a sane id only from a trusted proxy', () => {
    expect(requestIdOf('abc-123', true)).toBe('abc-123');
    expect(requestIdOf('abc-123', false)).not.toBe('abc-123');
    expect(requestIdOf('abc\n123', true)).not.toBe('abc\n123');
    expect(requestIdOf(undefined, true)).toHaveLength(36);
  });
});
