import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Report, ReportType, ScreenKey, ScreenRecord } from '../contract/index.ts';
import { CalendarDateSchema } from '../contract/calendar-date.ts';
import {
  describeFieldErrors,
  fieldErrors,
  isIdeasScreen,
  REPORT_TYPES,
  ReportSchema,
  SCREEN_KEYS,
  screenRecordsSchema,
} from '../contract/index.ts';
import type { Publications } from '../service/ports.ts';
import { fileNames, isMissing } from './folder-files.ts';
import { markdownReport } from './markdown-report.ts';

/** The made-up sample screens and reports shipped for demonstration (`server/sample-data`). */
export const SAMPLE_PUBLICATIONS_DIR: string = fileURLToPath(new URL('../../server/sample-data', import.meta.url));

/**
 * Screens and reports kept as files under one data folder (file names below are relative to it, and so are the names
 * in error messages):
 *
 * - `screens/<key>.json`: an array of the screen's records; for a long/short ideas screen an object of records by
 *   day, `{"2026-11-19": [...], "2026-11-20": [...]}`, whose latest day answers when no date is asked. A screen
 *   without a file, or a day the file does not have, has no data (the service answers 404).
 * - `reports/<type>/*.json`: one report object each; `reports/<type>/*.md`: front matter (title, author, url,
 *   publish_date) and a Markdown body, turned into HTML. Other files there are ignored.
 *
 * Files are read at each request, so edits show at once. A file that is not valid JSON or does not match the
 * contract fails the request with a message naming the file and the field; `problems` finds every such file at once.
 */
export class FolderPublications implements Publications {
  constructor(private readonly folder: string) {}

  async screen(key: ScreenKey, date?: string): Promise<ScreenRecord[] | undefined> {
    const name = `screens/${key}.json`;
    const text = await this.read(name);
    if (text === undefined) return undefined;
    if (!isIdeasScreen(key)) return checked(screenRecordsSchema(key), parseJson(text, name), name);
    const byDay = checked(recordsByDay(key), parseJson(text, name), name);
    const day = date ?? Object.keys(byDay).sort().at(-1);
    return day === undefined ? undefined : byDay[day];
  }

  async reports(type?: ReportType): Promise<Report[]> {
    const reports: Report[] = [];
    for (const t of type === undefined ? REPORT_TYPES : [type]) {
      for (const file of await this.fileNames(`reports/${t}`)) {
        const name = `reports/${t}/${file}`;
        if (isReportFile(file)) reports.push(await this.report(name));
      }
    }
    return reports;
  }

  /**
   * Every screen and report file of the folder read as a request would read it: one sentence per file that cannot be
   * read, is not valid JSON or does not match the contract, naming the file; none when all are good. The server
   * asks at start, so a bad file stops it there rather than failing requests (docs/deployment.md).
   */
  async problems(): Promise<string[]> {
    const problems: string[] = [];
    const attempt = async (read: () => Promise<unknown>) => {
      try {
        await read();
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error));
      }
    };
    for (const key of SCREEN_KEYS) await attempt(() => this.screen(key));
    for (const type of REPORT_TYPES)
      for (const file of await this.fileNames(`reports/${type}`))
        if (isReportFile(file)) await attempt(() => this.report(`reports/${type}/${file}`));
    return problems;
  }

  private async report(name: string): Promise<Report> {
    const text = (await this.read(name))!;
    const markdown = name.toLowerCase().endsWith('.md');
    return checked(ReportSchema, markdown ? fromMarkdown(text, name) : parseJson(text, name), name);
  }

  /** A file's text, or undefined when it does not exist. */
  private async read(name: string): Promise<string | undefined> {
    try {
      return await readFile(join(this.folder, name), 'utf8');
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  /** A folder's file names, sorted; none when it does not exist. */
  private fileNames(name: string): Promise<string[]> {
    return fileNames(join(this.folder, name));
  }
}

/** A report's file: JSON or Markdown; the folder's other files are not reports. */
function isReportFile(file: string): boolean {
  const lower = file.toLowerCase();
  return lower.endsWith('.json') || lower.endsWith('.md');
}

/** An ideas screen's file: its records by day. */
function recordsByDay(key: ScreenKey) {
  return z
    .record(z.string(), screenRecordsSchema(key), {
      error: 'expected the records by day: {"YYYY-MM-DD": [records], ...}',
    })
    .superRefine((byDay, ctx) => {
      for (const day of Object.keys(byDay))
        if (!CalendarDateSchema.safeParse(day).success)
          ctx.addIssue({ code: 'custom', path: [day], message: 'expected a day as YYYY-MM-DD (a calendar date)' });
    });
}

function parseJson(text: string, name: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${name}: not valid JSON: ${(error as Error).message}`, { cause: error });
  }
}

function fromMarkdown(text: string, name: string): Record<string, unknown> {
  try {
    return markdownReport(text);
  } catch (error) {
    throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
  }
}

function checked<T>(schema: z.ZodType<T>, value: unknown, name: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${name}: ${describeFieldErrors(fieldErrors(parsed.error))}`);
  return parsed.data;
}
