import DOMPurify from 'dompurify';
import { withoutEventHandlers } from './without-event-handlers.ts';

// Without an event handler: under the app's CSP, Chrome reports any handler it parses (see without-event-handlers.ts).
const PROBE = '<p>a<a href="javascript:alert(1)">b</a><script>alert(2)</script></p>';
const PROBE_CLEAN = '<p>a<a>b</a></p>';
let purifierVerdict: boolean | undefined;

/**
 * Whether DOMPurify really sanitises in this DOM. It needs a browser-grade DOM: in some (happy-dom, which tests use)
 * it returns dangerous HTML unchanged, so it is tried once on a known probe and, failing that, never trusted.
 */
function purifierWorks(): boolean {
  purifierVerdict ??= DOMPurify.isSupported && DOMPurify.sanitize(PROBE) === PROBE_CLEAN;
  return purifierVerdict;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The text of the HTML only (scripts and styles dropped), escaped: the fail-closed fallback. */
function plainText(html: string): string {
  if (typeof document === 'undefined') return escapeHtml(html.replace(/<[^>]*>/g, ' '));
  // A template's content is inert: nothing in it loads or runs.
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const node of template.content.querySelectorAll('script, style, template')) node.remove();
  return escapeHtml(template.content.textContent ?? '');
}

/**
 * HTML from a service (indicator descriptions, reports), made safe to insert (docs/semantics.md, "Bad input") with DOMPurify:
 * formatting and links stay; scripts, event handlers, styles, forms and frames go. Links open in a new tab without
 * an opener. Where DOMPurify cannot work, the text alone is shown.
 */
export function sanitizeHtml(dirty: string): string {
  const html = withoutEventHandlers(dirty);
  if (!purifierWorks()) return plainText(html);
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const link of template.content.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return template.innerHTML;
}
