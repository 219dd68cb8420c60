import { describe, expect, it } from 'vitest';
import { webAddress } from './web-address.ts';

describe('webAddress', () => {
  it('keeps http and https addresses', () => {
    expect(webAddress('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(webAddress('http://example.com')).toBe('http://example.com/');
  });

  it('refuses other schemes and what is not an address', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>x</script>',
      'ftp://x',
      '/relative',
      '',
    ])
      expect(webAddress(url), url).toBeNull();
  });
});
