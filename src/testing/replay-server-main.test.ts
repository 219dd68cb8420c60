import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';

const MAIN = new URL('./replay-server-main.ts', import.meta.url).pathname;

describe('replay-server-main', () => {
  it('prints where it listens, serves the fixtures, and stops when its stdin closes', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN, '--port', '0'], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    try {
      const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
      const url = /^replay server listening on (http:\/\/127\.0\.0\.1:\d+)$/.exec(line)?.[1];
      expect(url).toBeDefined();
      const answer = await fetch(`${url}/q/d/l/?s=aapl.us&i=d`);
      expect((await answer.text()).split('\n')[0]).toBe('Date,Open,High,Low,Close,Volume');
      child.stdin.end();
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).toBe(0);
    } finally {
      child.kill();
    }
  });
});
