import { describe, expect, it } from 'vitest';
import { parseBytes, parseServerArgs } from './args.ts';

describe('the command line of npm run server', () => {
  it('starts the server with defaults left to it, or with each option given', () => {
    expect(parseServerArgs([])).toEqual({ command: 'serve' });
    expect(
      parseServerArgs([
        '--port',
        '0',
        '--data=/d',
        '--db',
        'x.db',
        '--workers',
        '4',
        '--dist',
        'out',
        '--body-limit',
        '2m',
      ]),
    ).toEqual({
      command: 'serve',
      port: 0,
      dataDir: '/d',
      dbFile: 'x.db',
      workers: 4,
      distDir: 'out',
      bodyLimitBytes: 2 * 1024 * 1024,
    });
  });

  it('refuses what it does not know, naming it, with the usage', () => {
    expect(() => parseServerArgs(['--port', 'http'])).toThrow('--port must be a whole number from 0 to 65535');
    expect(() => parseServerArgs(['--workers', '0'])).toThrow('--workers must be a whole number from 1 to 64');
    expect(() => parseServerArgs(['--data'])).toThrow('--data needs a value');
    expect(() => parseServerArgs(['--verbose'])).toThrow(/unknown option --verbose\nusage:/);
    expect(() => parseServerArgs(['serve'])).toThrow('unexpected serve');
  });

  it('manages accounts', () => {
    expect(parseServerArgs(['user', 'add', 'ann@example.com', '--password-stdin', '--db', 'x.db'])).toEqual({
      command: 'user',
      action: 'add',
      email: 'ann@example.com',
      dbFile: 'x.db',
      passwordStdin: true,
    });
    expect(parseServerArgs(['user', 'list'])).toMatchObject({ action: 'list', email: undefined });
    expect(parseServerArgs(['user', 'remove', 'ann@example.com'])).toMatchObject({ action: 'remove' });
    expect(() => parseServerArgs(['user'])).toThrow('user needs an action');
    expect(() => parseServerArgs(['user', 'add'])).toThrow('user add needs an EMAIL');
    expect(() => parseServerArgs(['user', 'list', 'ann@example.com'])).toThrow(
      'user list takes no other word; 1 more word(s) were given',
    );
    expect(() => parseServerArgs(['user', 'list', '--password-stdin'])).toThrow('--password-stdin applies to');
    expect(() => parseServerArgs(['user', 'add', 'a@b.c', '--port', '1'])).toThrow('unknown option --port');
  });

  it('never repeats a word it did not expect, which may be a mistyped password', () => {
    const messageOf = (argv: string[]) => {
      try {
        parseServerArgs(argv);
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('no error');
    };
    const extra = messageOf(['user', 'add', 'a@b.c', 'Secret-Password']);
    expect(extra).toContain('user add takes one EMAIL; 1 more word(s) were given');
    expect(extra).not.toContain('Secret-Password');
    const option = messageOf(['user', 'add', 'a@b.c', '--password=Secret-Password']);
    expect(option).toContain('unknown option --password');
    expect(option).not.toContain('Secret-Password');
  });

  it('reads the limits, quotas and retention, and the prune command', () => {
    expect(
      parseServerArgs([
        '--login-limit',
        '5',
        '--submit-limit=60',
        '--trust-proxy',
        '--max-tasks',
        '100',
        '--max-result-mb',
        '2',
        '--retention-days',
        '30',
      ]),
    ).toEqual({
      command: 'serve',
      loginLimit: 5,
      submitLimit: 60,
      trustProxy: true,
      maxTasks: 100,
      maxResultBytes: 2 * 1024 * 1024,
      retentionDays: 30,
    });
    expect(parseServerArgs(['tasks', 'prune', '--retention-days', '7', '--db', 'x.db'])).toEqual({
      command: 'tasks',
      action: 'prune',
      retentionDays: 7,
      dbFile: 'x.db',
    });
    expect(() => parseServerArgs(['tasks', 'prune'])).toThrow('tasks prune needs --retention-days N');
    expect(() => parseServerArgs(['tasks', 'list'])).toThrow('tasks needs an action: prune');
    expect(() => parseServerArgs(['--retention-days', '0'])).toThrow('--retention-days must be a whole number from 1');
  });

  it('reads where fetched data is kept', () => {
    expect(parseServerArgs(['--store', '/srv/market'])).toEqual({ command: 'serve', storeDir: '/srv/market' });
  });

  it('reads the shutdown grace in seconds', () => {
    const grace = (argv: string[]) => {
      const args = parseServerArgs(argv);
      return args.command === 'serve' ? args.shutdownGraceMs : 'not serve';
    };
    expect(grace(['--shutdown-grace', '30'])).toBe(30_000);
    expect(grace(['--shutdown-grace=0'])).toBe(0);
    expect(grace([])).toBeUndefined();
    expect(() => parseServerArgs(['--shutdown-grace', '2.5'])).toThrow(
      '--shutdown-grace must be a whole number from 0 to 3600, not "2.5"',
    );
    expect(() => parseServerArgs(['--shutdown-grace', '3601'])).toThrow('--shutdown-grace must be a whole number');
  });

  it('reads the nightly refresh time and zone, or off', () => {
    const nightly = (argv: string[]) => {
      const args = parseServerArgs(argv);
      return args.command === 'serve' ? args.nightly : 'not serve';
    };
    expect(nightly(['--nightly', '06:15'])).toEqual({ hour: 6, minute: 15, zone: 'America/New_York' });
    expect(nightly(['--nightly-zone', 'Europe/London'])).toEqual({
      hour: 23,
      minute: 40,
      zone: 'Europe/London',
    });
    expect(nightly(['--nightly=22:05', '--nightly-zone=Asia/Tokyo'])).toEqual({
      hour: 22,
      minute: 5,
      zone: 'Asia/Tokyo',
    });
    expect(nightly(['--nightly', 'off'])).toBe('off');
    expect(nightly([])).toBeUndefined();
    expect(() => parseServerArgs(['--nightly', '25:00'])).toThrow('--nightly must be a time HH:MM');
    expect(() => parseServerArgs(['--nightly-zone', 'Nowhere/Town'])).toThrow('--nightly-zone must be a time zone');
    expect(() => parseServerArgs(['--nightly', 'off', '--nightly-zone', 'UTC'])).toThrow('no use with --nightly off');
  });

  it('reads a mirror address per source, repeated --source for several', () => {
    expect(
      parseServerArgs([
        '--source',
        'yahoo=http://127.0.0.1:9000',
        '--port',
        '0',
        '--source=stooq=http://127.0.0.1:9001/',
      ]),
    ).toEqual({
      command: 'serve',
      port: 0,
      sourceMirrors: { yahoo: 'http://127.0.0.1:9000', stooq: 'http://127.0.0.1:9001' },
    });
    expect(() => parseServerArgs(['--source', 'nasdaq=http://x'])).toThrow(/"nasdaq" is not a source[^]*usage:/);
  });

  it('reads sizes in bytes, KB or MB', () => {
    expect(parseBytes('1048576')).toBe(1048576);
    expect(parseBytes('512k')).toBe(512 * 1024);
    expect(parseBytes('1MB')).toBe(1024 * 1024);
    expect(() => parseBytes('lots')).toThrow('--body-limit must be a size');
    expect(() => parseBytes('0')).toThrow('at least 1 byte');
  });
});
