import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fixtureRoutes } from '../sources/fixtures/fixture-routes.ts';
import { startReplayServer } from './replay-server.ts';

const ChartSchema = z.object({ chart: z.object({ result: z.array(z.object({ timestamp: z.array(z.number()) })) }) });

describe('the replay server', () => {
  it('answers by method and path with CORS, a preflight, counts, and 404 for the rest', async () => {
    const server = await startReplayServer({
      routes: [
        { name: 'a', path: '/a', answer: { body: 'A' } },
        { name: 'q', path: '/q', query: { s: 'x' }, answer: (r) => ({ body: `q${r.count}` }) },
      ],
    });
    try {
      const a = await fetch(`${server.url}/a`);
      expect(await a.text()).toBe('A');
      expect(a.headers.get('access-control-allow-origin')).toBe('*');
      const preflight = await fetch(`${server.url}/a`, { method: 'OPTIONS' });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(await (await fetch(`${server.url}/q?s=x`)).text()).toBe('q1');
      expect((await fetch(`${server.url}/q?s=y`)).status).toBe(404);
      expect(server.counts()).toEqual({ a: 1, q: 1, unmatched: 1 });
    } finally {
      await server.close();
    }
  });

  it('plays a fault script in order, then answers normally', async () => {
    const server = await startReplayServer({ routes: [{ name: 'a', path: '/a', answer: { body: 'A' } }] });
    try {
      server.fault('a', { kind: 'status', status: 429, retryAfter: '2' }, { kind: 'malformed' });
      const first = await fetch(`${server.url}/a`);
      expect([first.status, first.headers.get('retry-after')]).toEqual([429, '2']);
      const second = await (await fetch(`${server.url}/a`)).text();
      expect(() => JSON.parse(second) as unknown).toThrow();
      expect(await (await fetch(`${server.url}/a`)).text()).toBe('A');
      server.setAnswer('a', { body: 'B' });
      expect(await (await fetch(`${server.url}/a`)).text()).toBe('B');
    } finally {
      await server.close();
    }
  });

  it('makes up 20 years of Yahoo bars for SYNnnnn symbols, the same each time, fast', async () => {
    const server = await startReplayServer({ routes: fixtureRoutes() });
    try {
      const url = `${server.url}/v8/finance/chart/SYN0042?period1=0&period2=9999999999&interval=1d`;
      const started = performance.now();
      const first = await (await fetch(url)).text();
      const elapsed = performance.now() - started;
      const again = await (await fetch(url)).text();
      expect(again).toBe(first);
      const bars = ChartSchema.parse(JSON.parse(first)).chart.result[0].timestamp;
      // Weekdays over 20 years: about 52 weeks x 5 days x 20.
      expect(bars.length).toBeGreaterThan(5200 - 30);
      expect(bars.length).toBeLessThan(5200 + 30);
      expect(new Date(bars[bars.length - 1] * 1000).toISOString().slice(0, 10)).toBe('2026-10-30');
      expect(elapsed).toBeLessThan(1000);
    } finally {
      await server.close();
    }
  });
});
