/** A start tag, its quoted attribute values read whole (they may hold `>`). */
const START_TAG = /<[a-zA-Z](?:[^>"']|"[^"]*"|'[^']*')*>/g;
/** An event-handler attribute (`onerror=…`, `/onload`), with its value if it has one. */
const HANDLER = /([\s/])on[a-z0-9_-]*(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?/gi;

/**
 * HTML with the event-handler attributes taken out of its start tags, as text, before anything parses it. Chrome
 * reports each inline handler it parses under the app's Content-Security-Policy as a violation (a console error),
 * even in the inert document a sanitiser parses into, where nothing could run. The sanitiser removes handlers anyway:
 * this only spares the console; one this misses is still removed, and reported.
 */
export function withoutEventHandlers(html: string): string {
  return html.replace(START_TAG, (tag) => tag.replace(HANDLER, '$1'));
}
