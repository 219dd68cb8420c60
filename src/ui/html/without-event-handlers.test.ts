import { describe, expect, it } from 'vitest';
import { withoutEventHandlers } from './without-event-handlers.ts';

describe('withoutEventHandlers', () => {
  it('takes handler attributes out of start tags, quoted, unquoted, bare or after a slash', () => {
    expect(withoutEventHandlers('<img src="x" onerror="document.title = \'ran\'" alt="chart">')).toBe(
      '<img src="x"  alt="chart">',
    );
    expect(withoutEventHandlers("<p onclick='go()'>a</p><img/onload=go() src=x>")).toBe('<p >a</p><img/ src=x>');
    expect(withoutEventHandlers('<div ONMOUSEOVER = "go()" onfocus>b</div>')).toBe('<div  >b</div>');
  });

  it('leaves text, other attributes and values that merely contain "on" alone', () => {
    const html = '<p title="on=off" data-on="1">Based on=this, one <b>bond</b> > 2</p>';
    expect(withoutEventHandlers(html)).toBe(html);
  });
});
