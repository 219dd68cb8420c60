/** What a chart's PNG is named after: the screen it is on, what it is about (a symbol, a universe, `all`), and the view. */
export interface ChartFile {
  screen: string;
  subject: string;
  view: string;
}

/**
 * Lower-case words joined by single hyphens: accents dropped (é → e), every run of anything else (spaces, `^`, `.`,
 * `/`) one hyphen, none at either end. `^GSPC` → `gspc`, `BRK.B` → `brk-b`.
 */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** `<screen>-<subject>-<view>.png`, each part a slug; a part with nothing left in it is left out. */
export function chartFileName({ screen, subject, view }: ChartFile): string {
  return `${[screen, subject, view].map(slug).filter(Boolean).join('-')}.png`;
}
