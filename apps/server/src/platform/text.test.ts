import { describe, expect, it } from 'vitest';
import { escapeHtml, unescapeHtml } from './text.js';

/* htmlUnescape reads back what an HTML-escaping server sent; what it does not know stays as written. */

describe('unescapeHtml', () => {
  it.each([
    ['&lt;b&gt;Welcome&lt;/b&gt;', '<b>Welcome</b>'],
    ['Tom &amp; Jerry &quot;Ltd&quot; &#39;s &apos;', 'Tom & Jerry "Ltd" \'s \''],
    ['&#x4e2d;&#25991; &#X41;', '中文 A'],
    ['&amp;lt;', '&lt;'],
    ['a&nbsp;b', 'a\u00a0b'],
    ['&copy; &unknown; & &; &#; &#xZZ;', '&copy; &unknown; & &; &#; &#xZZ;'],
    ['&#0; &#xD800; &#x110000; &#9999999;', '&#0; &#xD800; &#x110000; &#9999999;'],
    ['  plain text  ', '  plain text  '],
  ])('reads %j as %j', (escaped, text) => {
    expect(unescapeHtml(escaped)).toBe(text);
  });

  it('undoes escapeHtml', () => {
    const text = `<a href="x?y=1&z='2'">Q&A</a>`;
    expect(unescapeHtml(escapeHtml(text))).toBe(text);
  });
});
