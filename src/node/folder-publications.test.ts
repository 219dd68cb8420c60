import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ReportsAnswerSchema, SCREEN_KEYS } from '../contract/index.ts';
import { LocalAccount } from '../service/local-account.ts';
import { MemoryTaskStore } from '../service/memory-task-store.ts';
import { createService } from '../service/router.ts';
import { send, sequentialIds, steppingClock } from '../service/testing/harness.ts';
import { MemoryMarketData } from '../service/testing/memory-market-data.ts';
import { FolderPublications, SAMPLE_PUBLICATIONS_DIR } from './folder-publications.ts';

describe('FolderPublications on the sample folder', () => {
  const sample = new FolderPublications(SAMPLE_PUBLICATIONS_DIR);

  it('has records for each of the 15 screens', async () => {
    for (const key of SCREEN_KEYS) expect((await sample.screen(key))?.length, key).toBeGreaterThan(0);
  });

  it('reads a plain screen file as its records', async () => {
    const records = await sample.screen('etf-sector-ma');
    expect(records?.map((r) => r.symbol)).toEqual(['XLK', 'XLF', 'XLE', 'XLV', 'XLU']);
  });

  it('keeps a null figure (a P/E the source does not have)', async () => {
    const realty = (await sample.screen('sp1500-dividend'))?.find((r) => r.symbol === 'O');
    expect(realty).toMatchObject({ name: 'Realty Income Corp', pe_ratio: null, report_date: '2026-11-20' });
  });

  it('answers an ideas screen’s latest day, the day asked, and nothing for a day it lacks', async () => {
    const latest = await sample.screen('stocks-long-ideas');
    expect(latest?.map((r) => r.date)).toEqual(['2026-11-20', '2026-11-20', '2026-11-20']);
    const day = await sample.screen('stocks-long-ideas', '2026-11-18');
    expect(day?.map((r) => r.symbol)).toEqual(['JPM', 'XOM', 'PG']);
    expect(await sample.screen('stocks-long-ideas', '2026-11-01')).toBeUndefined();
  });

  it('reads JSON and Markdown reports, turning the Markdown body into HTML', async () => {
    const quant = await sample.reports('quantedge');
    expect(quant.map((r) => [r.title, r.publish_date])).toEqual([
      ['Sample: what December usually brings', '2026-11-13'],
      ['Sample: a breadth thrust after a quiet month', '2026-11-20'],
    ]);
    const thrust = quant[1];
    expect(thrust.author).toBe('Sample Analyst');
    expect(thrust.url).toBe('https://example.com/sample-reports/quantedge/breadth-thrust');
    expect(thrust.post_content).toContain('<strong>10-day average</strong>');
    expect(thrust.post_content).toContain('<th>Sessions later</th>');
    expect(thrust.post_content).toContain('<li>Breadth thrusts are rare.</li>');
    expect((await sample.reports()).length).toBe(7);
  });

  it('serves the service: seven reports, newest first; the unsafe HTML passes through untouched', async () => {
    const service = createService({
      marketData: new MemoryMarketData({}),
      tasks: new MemoryTaskStore(),
      accounts: new LocalAccount(),
      clock: steppingClock(),
      ids: sequentialIds(),
      publications: sample,
    });
    const { body } = await send(service, 'GET', '/reports?n=10');
    const answer = ReportsAnswerSchema.parse(body);
    expect(answer.count).toBe(7);
    expect(answer.data.map((r) => r.publish_date)).toEqual([
      '2026-11-20',
      '2026-11-19',
      '2026-11-18',
      '2026-11-17',
      '2026-11-13',
      '2026-11-12',
      '2026-11-10',
    ]);
    // Sanitising is the screen's job (docs/semantics.md, "Bad input"): the service hands the HTML on as published.
    expect(answer.data[1].post_content).toContain('<script>');
    expect(answer.data[1].post_content).toContain('onerror=');
  });
});

describe('FolderPublications on files that are missing or wrong', () => {
  const root = mkdtempSync(join(tmpdir(), 'publications-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  let n = 0;
  /** A fresh data folder holding the given files. */
  function folder(files: Record<string, string>): FolderPublications {
    const dir = join(root, String(++n));
    mkdirSync(dir);
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    return new FolderPublications(dir);
  }
  const front = (lines: string[], body = 'Body') => `---\n${lines.join('\n')}\n---\n${body}\n`;
  const GOOD_FRONT = ['title: T', 'author: A', 'url: https://example.com/t', 'publish_date: 2026-11-20'];

  it('has no screens and no reports where there are no files', async () => {
    const empty = folder({});
    expect(await empty.screen('etf-sector-ma')).toBeUndefined();
    expect(await empty.screen('stocks-long-ideas', '2026-11-20')).toBeUndefined();
    expect(await empty.reports()).toEqual([]);
    expect(await empty.reports('modeledge')).toEqual([]);
  });

  it('has nothing for an ideas file without days', async () => {
    expect(await folder({ 'screens/stocks-long-ideas.json': '{}' }).screen('stocks-long-ideas')).toBeUndefined();
  });

  it('names the file of a screen that is not JSON', async () => {
    await expect(folder({ 'screens/etf-sector-ma.json': '[{' }).screen('etf-sector-ma')).rejects.toThrow(
      /^screens\/etf-sector-ma\.json: not valid JSON: /,
    );
  });

  it('names the file and the field of a record that does not match its category', async () => {
    const record = { chart_name: 'C', last_value: '7', last_update: '2026-11-20', group: 'G', '10MA': 1 };
    await expect(
      folder({ 'screens/optix-exhaustion.json': JSON.stringify([record]) }).screen('optix-exhaustion'),
    ).rejects.toThrow('screens/optix-exhaustion.json: 0.last_value: expected a number (or null)');
  });

  it('wants the records of an ideas screen by day', async () => {
    const plain = folder({ 'screens/nasdaq100-short-ideas.json': '[]' });
    await expect(plain.screen('nasdaq100-short-ideas')).rejects.toThrow(
      'screens/nasdaq100-short-ideas.json: expected the records by day: {"YYYY-MM-DD": [records], ...}',
    );
    const badDay = folder({ 'screens/nasdaq100-short-ideas.json': '{"20-11-2026": []}' });
    await expect(badDay.screen('nasdaq100-short-ideas')).rejects.toThrow(
      'screens/nasdaq100-short-ideas.json: 20-11-2026: expected a day as YYYY-MM-DD (a calendar date)',
    );
  });

  it('ignores files that are neither JSON nor Markdown', async () => {
    const reports = await folder({
      'reports/modeledge/notes.txt': 'not a report',
      'reports/modeledge/a.md': front(GOOD_FRONT, '# Heading'),
    }).reports('modeledge');
    expect(reports).toEqual([
      {
        title: 'T',
        author: 'A',
        url: 'https://example.com/t',
        publish_date: '2026-11-20',
        post_content: '<h1>Heading</h1>\n',
      },
    ]);
  });

  it('reads quoted front-matter values', async () => {
    const [report] = await folder({
      'reports/quantedge/q.md': front([
        'title: "Gold: a \\"quiet\\" month"',
        "author: 'O''Brien'",
        '# a comment line',
        'url: https://example.com/q',
        'publish_date: "2026-11-02"',
      ]),
    }).reports();
    expect(report).toMatchObject({ title: 'Gold: a "quiet" month', author: "O'Brien", publish_date: '2026-11-02' });
  });

  it('names the file and what is wrong in a bad report', async () => {
    const cases: [Record<string, string>, string | RegExp][] = [
      [{ 'reports/tradingedge/x.md': 'No front matter' }, /^reports\/tradingedge\/x\.md: expected front matter/],
      [
        { 'reports/tradingedge/x.md': front([...GOOD_FRONT, 'just words']) },
        'reports/tradingedge/x.md: front matter line 6 is not "name: value": just words',
      ],
      [{ 'reports/tradingedge/x.md': front(GOOD_FRONT.slice(0, 3)) }, /^reports\/tradingedge\/x\.md: publish_date: /],
      [
        {
          'reports/tradingedge/x.json': JSON.stringify({
            title: 'T',
            author: 'A',
            url: 'u',
            publish_date: '2026-11-20',
          }),
        },
        'reports/tradingedge/x.json: post_content: expected HTML text',
      ],
      [{ 'reports/tradingedge/x.json': 'nope' }, /^reports\/tradingedge\/x\.json: not valid JSON: /],
    ];
    for (const [files, message] of cases) await expect(folder(files).reports()).rejects.toThrow(message);
  });
});
