import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { setAnswerHeader } from './answer-header.ts';

describe('setAnswerHeader', () => {
  it('changes a made answer in place (the same answer object), and sets or appends as asked', async () => {
    const app = new Hono();
    const seen: { before?: Response; after?: Response } = {};
    app.use('*', async (c, next) => {
      await next();
      seen.before = c.res;
      setAnswerHeader(c, 'X-One', 'a');
      setAnswerHeader(c, 'Vary', 'Origin', { append: true });
      seen.after = c.res;
    });
    app.get('/', (c) => {
      c.header('Vary', 'Accept');
      return c.json({ ok: true });
    });
    const answer = await app.request('/');
    expect(seen.after).toBe(seen.before);
    expect(answer.headers.get('X-One')).toBe('a');
    expect(answer.headers.get('Vary')).toBe('Accept, Origin');
    expect(await answer.json()).toEqual({ ok: true });
  });

  it('sets a header on an answer whose headers cannot change (a redirect) by making it again', async () => {
    const app = new Hono();
    app.use('*', async (c, next) => {
      await next();
      setAnswerHeader(c, 'X-One', 'a');
    });
    app.get('/', () => Response.redirect('http://127.0.0.1/elsewhere', 302));
    const answer = await app.request('/');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('http://127.0.0.1/elsewhere');
    expect(answer.headers.get('X-One')).toBe('a');
  });

  it('sets a header before the answer is made, as Hono does', async () => {
    const app = new Hono();
    app.get('/', (c) => {
      setAnswerHeader(c, 'X-One', 'a');
      return c.text('made');
    });
    const answer = await app.request('/');
    expect(answer.headers.get('X-One')).toBe('a');
    expect(await answer.text()).toBe('made');
  });
});
