import { z } from 'zod';
import { describeFieldErrors, fieldErrors } from '../../../contract/errors.ts';
import {
  DividendEventSchema,
  SourceNameSchema,
  SplitEventSchema,
  STORED_SERIES_KINDS,
} from '../../../contract/market-data.ts';
import type { StoredBar, StoredValue } from '../../../contract/market-data.ts';
import type { StoredSeries, StoredSeriesHead } from '../market-source-port.ts';
import { headOf } from './series-head.ts';

/*
 * How the file and IndexedDB stores keep a series: its head apart (a list reads only heads) and its rows in columns
 * (one array per field: a third of the size of an array of row objects, and parsed much faster).
 */

const FORMAT = 1;

/** Dates are checked for their shape only: the store wrote them, and a calendar check of every bar costs seconds. */
const Dates = z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected dates written YYYY-MM-DD'));
const Numbers = z.array(z.number());

export const HeadRecordSchema = z.object({
  format: z.literal(FORMAT),
  symbol: z.string().min(1),
  source: SourceNameSchema,
  kind: z.enum(STORED_SERIES_KINDS),
  first: z.string(),
  last: z.string(),
  rows: z.number().int().nonnegative(),
  updated_at: z.string(),
  splits: z.array(SplitEventSchema),
  dividends: z.array(DividendEventSchema),
});
export type HeadRecord = z.infer<typeof HeadRecordSchema>;

export const ColumnsRecordSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('prices'),
    Date: Dates,
    Open: Numbers,
    High: Numbers,
    Low: Numbers,
    Close: Numbers,
    Volume: Numbers,
    AdjClose: Numbers,
  }),
  z.object({ kind: z.literal('indicator'), Date: Dates, Value: Numbers }),
]);
export type ColumnsRecord = z.infer<typeof ColumnsRecordSchema>;

const PRICE_FIELDS = ['Open', 'High', 'Low', 'Close', 'Volume', 'AdjClose'] as const;

/** A field that is not a finite number would be written as JSON null and make the whole series unreadable. */
function finite(value: number, symbol: string, date: string, field: string): number {
  if (!Number.isFinite(value)) throw new Error(`${symbol} has no valid ${field} on ${date}`);
  return value;
}

export function toHeadRecord(head: StoredSeriesHead): HeadRecord {
  return { format: FORMAT, ...head };
}

/** The head and columns of a series; throws, naming the bar, when a number is not finite. */
export function encodeSeries(series: StoredSeries): { head: HeadRecord; columns: ColumnsRecord } {
  const head = toHeadRecord(headOf(series));
  const dates = series.rows.map((row) => row.Date);
  if (series.kind === 'indicator') {
    const values = series.rows.map((row) => finite(row.Value, series.symbol, row.Date, 'Value'));
    return { head, columns: { kind: 'indicator', Date: dates, Value: values } };
  }
  const rows = series.rows;
  const column = (field: (typeof PRICE_FIELDS)[number]) =>
    rows.map((row) => finite(row[field], series.symbol, row.Date, field));
  return {
    head,
    columns: {
      kind: 'prices',
      Date: dates,
      Open: column('Open'),
      High: column('High'),
      Low: column('Low'),
      Close: column('Close'),
      Volume: column('Volume'),
      AdjClose: column('AdjClose'),
    },
  };
}

/** The series a head and its columns hold; throws a sentence when they do not agree. */
export function decodeSeries(head: HeadRecord, columns: ColumnsRecord): StoredSeries {
  const n = columns.Date.length;
  const lengths = columns.kind === 'prices' ? PRICE_FIELDS.map((f) => columns[f].length) : [columns.Value.length];
  if (lengths.some((length) => length !== n)) throw new Error('its columns have different lengths');
  if (head.kind !== columns.kind) throw new Error(`its head says ${head.kind} but its rows are ${columns.kind}`);
  if (head.rows !== n) throw new Error(`its head says ${head.rows} rows but it holds ${n}`);
  const base = { symbol: head.symbol, source: head.source, updated_at: head.updated_at };
  if (columns.kind === 'indicator') {
    const rows: StoredValue[] = columns.Date.map((date, i) => ({ Date: date, Value: columns.Value[i] }));
    return { ...base, kind: 'indicator', rows };
  }
  const { Date: dates, Open, High, Low, Close, Volume, AdjClose } = columns;
  const rows: StoredBar[] = dates.map((date, i) => ({
    Date: date,
    Open: Open[i],
    High: High[i],
    Low: Low[i],
    Close: Close[i],
    Volume: Volume[i],
    AdjClose: AdjClose[i],
  }));
  return { ...base, kind: 'prices', rows, splits: head.splits, dividends: head.dividends };
}

/** A failed parse as one sentence naming the fields. */
export function issueSentence(error: z.ZodError): string {
  return describeFieldErrors(fieldErrors(error));
}

/** The head of a stored record without the format marker. */
export function fromHeadRecord(record: HeadRecord): StoredSeriesHead {
  const { format: _format, ...head } = record;
  return head;
}
