// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

/* DOMPurify needs a browser-grade DOM: jsdom here (happy-dom is not one; see sanitize-html.ts). */

describe('sanitizeHtml (DOMPurify)', () => {
  it('keeps formatting and drops scripts and event handlers', () => {
    const html = '<p>Fear <b>gauge</b></p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">';
    expect(sanitizeHtml(html)).toBe('<p>Fear <b>gauge</b></p><img src="x">');
  });

  it('drops javascript: links, styles, forms and frames; other links open in a new tab without an opener', () => {
    const html =
      '<a href="javascript:alert(1)">bad</a> <a href="https://example.com/vix">good</a>' +
      '<span style="position:fixed">s</span><form action="/x"><input name="q"></form><iframe src="https://e.x"></iframe>';
    expect(sanitizeHtml(html)).toBe(
      '<a>bad</a> <a href="https://example.com/vix" target="_blank" rel="noopener noreferrer">good</a><span>s</span>',
    );
  });

  it('leaves plain text as it is', () => {
    expect(sanitizeHtml('Put/call ratio of equity options')).toBe('Put/call ratio of equity options');
  });
});
