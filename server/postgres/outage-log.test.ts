import { describe, expect, it } from 'vitest';
import type { LogLevel } from '../logger.ts';
import { OutageLog } from './outage-log.ts';

interface Line {
  level: LogLevel;
  msg: string;
  fields?: Record<string, unknown>;
}

function outage() {
  const lines: Line[] = [];
  let now = 1_000_000;
  const log = new OutageLog(
    (level, msg, fields) => lines.push({ level, msg, ...(fields && { fields }) }),
    'the queue could not be read',
    'the queue can be read again',
    () => now,
  );
  return { log, lines, advance: (ms: number) => (now += ms) };
}

describe('OutageLog', () => {
  it('logs the first failure, then one line a minute, then the recovery with the count and the length', () => {
    const { log, lines, advance } = outage();
    // A poll every 250 ms for 150 s: 601 failures.
    log.failed('connection refused');
    for (let k = 0; k < 600; k++) {
      advance(250);
      log.failed('connection refused');
    }
    // Logged at 0 s, then at 60 s (the 241st failure) and 120 s (the 481st).
    expect(lines).toEqual([
      { level: 'error', msg: 'the queue could not be read', fields: { message: 'connection refused' } },
      {
        level: 'error',
        msg: 'the queue could not be read',
        fields: { message: 'connection refused', failures: 241, failing_for_seconds: 60 },
      },
      {
        level: 'error',
        msg: 'the queue could not be read',
        fields: { message: 'connection refused', failures: 481, failing_for_seconds: 120 },
      },
    ]);
    advance(250);
    log.succeeded();
    expect(lines[3]).toEqual({
      level: 'info',
      msg: 'the queue can be read again',
      fields: { failures: 601, failed_for_seconds: 150 },
    });
    expect(lines).toHaveLength(4);
  });

  it('says nothing while all is well, and starts a new outage afresh', () => {
    const { log, lines, advance } = outage();
    log.succeeded();
    log.succeeded();
    expect(lines).toEqual([]);
    log.failed('a');
    advance(1_000);
    log.succeeded();
    advance(1_000);
    log.failed('b');
    expect(lines.map((l) => [l.level, l.fields])).toEqual([
      ['error', { message: 'a' }],
      ['info', { failures: 1, failed_for_seconds: 1 }],
      ['error', { message: 'b' }],
    ]);
  });
});
