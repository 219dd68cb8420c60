import type { PriceBars } from '../../contract/index.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function toNumber(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
}

/**
 * The price bars of a CSV-mode task, from its `csv_data` rows (spec 2.8), for the price chart. Column names match
 * case-insensitively. The service validated the rows when the task was queued, so this only has to be tolerant: a
 * row it cannot read is skipped, rows are sorted by date and a repeated date keeps its first row. Null without rows.
 */
export function csvRowsToBars(rows: unknown): PriceBars | null {
  if (!Array.isArray(rows)) return null;
  const read: { date: string; o: number; h: number; l: number; c: number; v: number }[] = [];
  for (const row of rows) {
    if (!isRecord(row)) continue;
    const byKey = new Map(Object.entries(row).map(([k, v]) => [k.trim().toLowerCase(), v]));
    const date = byKey.get('date');
    const [o, h, l, c] = ['open', 'high', 'low', 'close'].map((k) => toNumber(byKey.get(k)));
    if (typeof date !== 'string' || o === null || h === null || l === null || c === null) continue;
    read.push({ date: date.trim(), o, h, l, c, v: toNumber(byKey.get('volume')) ?? 0 });
  }
  read.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const bars: PriceBars = { dates: [], open: [], high: [], low: [], close: [], volume: [] };
  for (const r of read) {
    if (bars.dates.at(-1) === r.date) continue;
    bars.dates.push(r.date);
    bars.open.push(r.o);
    bars.high.push(r.h);
    bars.low.push(r.l);
    bars.close.push(r.c);
    bars.volume.push(r.v);
  }
  return bars.dates.length ? bars : null;
}
