/** A few lines of a file around a problem, split into cells for display. */
export interface CsvExcerpt {
  header: string[];
  /** The problem is in the header line itself (e.g. a missing column). */
  headerProblem: boolean;
  lines: { line: number; cells: string[]; problem: boolean }[];
  /** Index of the problem's column in `header`, or -1 when the column is not in the file (or not given). */
  column: number;
}

const MAX_CELL = 40;

// The same choice the parser makes (src/csv/table.ts): the delimiter used most in the header line.
function delimiterOf(line: string): string {
  let best = ',';
  let count = 0;
  for (const d of [',', '\t', ';']) {
    const c = line.split(d).length - 1;
    if (c > count) {
      best = d;
      count = c;
    }
  }
  return best;
}

function cell(raw: string): string {
  const text = raw.trim().replace(/^"(.*)"$/, '$1');
  return text.length > MAX_CELL ? `${text.slice(0, MAX_CELL - 1)}…` : text;
}

const canonical = (name: string) => name.toLowerCase().replace(/[\s_]/g, '');

/**
 * The header and the lines around `row` (a line of the file, header = line 1), to show the user where the parser
 * stopped. A plain split, not a CSV parser: it only points at the place, the worker has already said what is wrong
 * (a quoted cell holding the delimiter or a line break may shift a cell here, never the message).
 */
export function csvExcerpt(text: string, row: number, column?: string): CsvExcerpt | null {
  const lines = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).split(/\r\n|\n|\r/);
  const headerIndex = lines.findIndex((l) => l.trim() !== '');
  if (headerIndex < 0 || !Number.isInteger(row) || row < 1 || row > lines.length) return null;
  const delimiter = delimiterOf(lines[headerIndex]);
  const split = (line: string) => line.split(delimiter).map(cell);
  const header = split(lines[headerIndex]);
  const wanted = column ? canonical(column) : '';
  const shown: CsvExcerpt['lines'] = [];
  const at = row - 1;
  if (at > headerIndex) {
    for (let i = Math.max(headerIndex + 1, at - 1); i <= Math.min(lines.length - 1, at + 1); i++) {
      if (i !== at && lines[i].trim() === '') continue;
      shown.push({ line: i + 1, cells: split(lines[i]), problem: i === at });
    }
  }
  return {
    header,
    headerProblem: at <= headerIndex,
    lines: shown,
    column: wanted ? header.findIndex((h) => canonical(h) === wanted) : -1,
  };
}
