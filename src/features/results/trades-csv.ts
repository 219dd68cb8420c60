import type { Trade } from '../../contract/index.ts';
import { exitReasonLabel } from './trade-labels.ts';

const HEADER = [
  'Trade',
  'Entry Date',
  'Exit Date',
  'Entry Price',
  'Exit Price',
  'Return %',
  'Bars Held',
  'Exit Reason',
  'Open',
  'MAE %',
  'MFE %',
];

/** RFC 4180: a field with a comma, quote or line break is quoted, and its quotes doubled. */
function field(value: string | number | boolean): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The trades as CSV text for spreadsheets: one header line, one line per trade in the given order, numbers unrounded
 * (the table rounds for reading; a spreadsheet should get the figures the service computed). Lines end in CRLF.
 */
export function tradesToCsv(trades: readonly Trade[]): string {
  const lines = [HEADER.map(field).join(',')];
  trades.forEach((t, i) => {
    lines.push(
      [
        i + 1,
        t.entry_date,
        t.exit_date,
        t.entry_price,
        t.exit_price,
        t.return_pct,
        t.bars_held,
        exitReasonLabel(t),
        t.open ? 'yes' : 'no',
        t.mae_pct,
        t.mfe_pct,
      ]
        .map(field)
        .join(','),
    );
  });
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves text as a file through a temporary link: no server involved, the browser's download does the rest. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
