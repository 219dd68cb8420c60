/** What a reader found out (or was told) about how a file writes its dates and numbers. */
export interface FormatFacts {
  /** `iso`: no date written with the year last, nothing to decide. */
  dates: 'iso' | 'day-first' | 'month-first';
  /** Found from a day above 12, chosen by the user, or assumed (month first) because no date tells. */
  datesHow: 'found' | 'chosen' | 'assumed';
  /** A date of the file written with the year last. */
  dateExample?: string;
  /** A number written with thousands separators ("1,234.50") when they were read as such, else null. */
  thousands: string | null;
  /** A number written with a decimal comma ("64,501427") when the comma was read as the decimal mark, else null. */
  decimalComma: string | null;
}

const ORDER_TEXT = { 'day-first': 'day first', 'month-first': 'month first' } as const;
const HOW_TEXT = {
  found: 'found in the file',
  chosen: 'as you chose',
  assumed: 'assumed, as no day is above 12 (choose day first if the file means it)',
} as const;

/**
 * One sentence per thing decided about a file's dates and numbers. The same words in every host: the Data screen's
 * and the builder's "How the file was read", and the reading notes of a data folder's file on a server or the CLI.
 */
export function formatNotes(facts: FormatFacts): string[] {
  const notes: string[] = [];
  if (facts.dates !== 'iso') {
    notes.push(`Dates read ${ORDER_TEXT[facts.dates]} (${facts.dateExample ?? ''}), ${HOW_TEXT[facts.datesHow]}.`);
  }
  if (facts.thousands !== null) {
    const plain = facts.thousands.replace(/,/g, '');
    notes.push(`Numbers have thousands separators: "${facts.thousands}" is read as ${plain}.`);
  }
  if (facts.decimalComma !== null) {
    const plain = facts.decimalComma.replace(/\./g, '').replace(',', '.');
    notes.push(`Numbers have a decimal comma: "${facts.decimalComma}" is read as ${plain}.`);
  }
  return notes;
}
