import { errorText } from '../../client/api-error.ts';
import type { ScannerClosedTrade, ScannerTradeRecord } from '../../contract/index.ts';
import { ScannerTradeRecordSchema } from '../../contract/index.ts';

/** One trade of the list: its entry record (TRADE LIST) and, when the service sent it, how it ended. */
export interface TradeRow {
  number: number;
  record: ScannerTradeRecord;
  exit?: ScannerClosedTrade;
}

export type ParsedTradeList = { ok: true; records: ScannerTradeRecord[] } | { ok: false; message: string };

/** TRADE LIST is JSON text (spec 2.9); a list that does not read is reported, not thrown. */
export function parseTradeList(json: string): ParsedTradeList {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return { ok: false, message: `TRADE LIST is not JSON (${errorText(error)})` };
  }
  const parsed = ScannerTradeRecordSchema.array().safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: `TRADE LIST has an unexpected record (${issue.path.join('.')}: ${issue.message})` };
  }
  return { ok: true, records: parsed.data };
}

const entryKey = (symbol: string, signal: string, direction: string, date: string) =>
  `${symbol}\u0000${signal}\u0000${direction}\u0000${date}`;

/**
 * Pairs each entry record with its closed trade: the same symbol, signal and direction entered on the record's Date.
 * Two trades with the same key are paired in order (first entry with first exit); a record without a closed trade
 * keeps no exit.
 */
export function joinTrades(
  records: readonly ScannerTradeRecord[],
  closed: readonly ScannerClosedTrade[] | undefined,
): TradeRow[] {
  const queues = new Map<string, ScannerClosedTrade[]>();
  for (const trade of closed ?? []) {
    const key = entryKey(trade.Symbol, trade.Signal, trade.Direction, trade.EntryDate);
    const queue = queues.get(key);
    if (queue) queue.push(trade);
    else queues.set(key, [trade]);
  }
  return records.map((record, i) => {
    const exit = queues.get(entryKey(record.Symbol, record.Signal, record.Direction, record.Date))?.shift();
    return { number: i + 1, record, ...(exit && { exit }) };
  });
}
