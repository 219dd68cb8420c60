// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml where DOMPurify cannot work (happy-dom)', () => {
  it('fails closed: the text only, escaped, without the script’s code', () => {
    const html =
      '<p>Fear <b>gauge</b> &amp; co</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">';
    expect(sanitizeHtml(html)).toBe('Fear gauge &#38; co');
  });
});
