/*
 * The headings of a Markdown text with the anchors GitHub gives them, so the generated reference can link each
 * endpoint to the hand-written section that explains it.
 */

export interface Heading {
  text: string;
  anchor: string;
}

/** GitHub's anchor of a heading: lower case, punctuation but `-` and `_` dropped, spaces as `-`. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every heading outside code blocks, in order, a repeated anchor numbered as GitHub numbers it (`-1`, `-2`). */
export function headings(markdown: string): Heading[] {
  const seen = new Map<string, number>();
  const found: Heading[] = [];
  let inCode = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inCode = !inCode;
    const match = inCode ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const base = slug(match[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.push({ text: match[1], anchor: count === 0 ? base : `${base}-${count}` });
  }
  return found;
}

const METHOD = /^(GET|POST|DELETE|PUT|PATCH)$/;

/**
 * The first heading that names `method` and `path` (`{name}` for a parameter): "GET /a, /b (extension)" names
 * GET /a and GET /b; "POST /a and POST /b" names both.
 */
export function headingOf(all: readonly Heading[], method: string, path: string): Heading | undefined {
  return all.find((heading) => {
    let current: string | undefined;
    for (const word of heading.text.replaceAll('`', '').split(/[\s,]+/)) {
      if (METHOD.test(word)) current = word;
      else if (current === method && word === path) return true;
    }
    return false;
  });
}
