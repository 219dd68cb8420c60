import { Marked } from 'marked';

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;
const FIELD = /^([A-Za-z_][\w-]*)[ \t]*:[ \t]*(.*?)[ \t]*$/;

/** GitHub-flavoured Markdown; no HTML is removed here: the screens sanitise what they show. */
const markdown = new Marked({ gfm: true });

/** A front-matter value: bare, or in double or single quotes (a quote inside doubled in single quotes, YAML-style). */
function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) return JSON.parse(value) as string;
  if (value.length >= 2 && value.startsWith("'") && value.endsWith("'")) return value.slice(1, -1).replace(/''/g, "'");
  return value;
}

/**
 * A report written in Markdown: `name: value` lines between `---` lines at the top (title, author, url,
 * publish_date), then the body, which becomes `post_content` as HTML. Values are text as written (a date stays
 * YYYY-MM-DD text). Throws a message that names the offending line; the caller adds the file's name.
 */
export function markdownReport(text: string): Record<string, unknown> {
  const match = FRONT_MATTER.exec(text);
  if (!match)
    throw new Error('expected front matter between two --- lines at the top (title, author, url, publish_date)');
  const fields: Record<string, string> = {};
  match[1].split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '' || line.trimStart().startsWith('#')) return;
    const field = FIELD.exec(line);
    if (!field) throw new Error(`front matter line ${i + 2} is not "name: value": ${line}`);
    try {
      fields[field[1]] = unquote(field[2]);
    } catch {
      throw new Error(`front matter line ${i + 2} has a badly quoted value: ${line}`);
    }
  });
  return { ...fields, post_content: markdown.parse(match[2], { async: false }) };
}
