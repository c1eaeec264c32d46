import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps formatting, lists, quotes, tables, safe links and https images', () => {
    const html =
      '<h2>标题</h2><p><strong>粗</strong> <em>斜</em> <u>下</u> <s>删</s><br></p><ul><li>一</li></ul><ol><li>二</li></ol><blockquote>引</blockquote><hr>' +
      '<table><thead><tr><th>a</th></tr></thead><tbody><tr><td colspan="2">b</td></tr></tbody></table>' +
      '<p><a href="https://example.com" target="_blank">链接</a> <a href="mailto:a@b.c">信</a></p><p><img src="https://cdn.example.com/a.png" alt="图"></p>';
    expect(sanitizeRichText(html)).toBe(html.replace('target="_blank"', 'target="_blank" rel="noopener noreferrer"'));
  });

  it('never gives back script, event handlers, styles, frames or javascript: addresses', () => {
    const attacks = [
      '<img src=x onerror=alert(1)>',
      '<script>alert(1)</script>',
      '<p onclick="alert(1)" style="color:red">文</p>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt&#58;alert(1)">x</a>',
      '<a href=" data:text/html,<script>alert(1)</script>">x</a>',
      '<img src="https://ok.example/a.png" onerror="alert(1)" onload="alert(2)">',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
      '<iframe src="https://evil.example"></iframe><svg><script>alert(1)</script></svg>',
      '<form action="https://evil.example"><input name=x></form><style>p{}</style>',
      '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
      '<p><scr<script>ipt>alert(1)</script></p>',
    ];
    for (const html of attacks) {
      const clean = sanitizeRichText(html);
      expect(clean, html).not.toMatch(/<script|onerror|onload|onclick|javascript:|data:|<iframe|<svg|<form|<input|<style|style=/i);
    }
    expect(sanitizeRichText('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeRichText('<p onclick="alert(1)" style="color:red">文</p>')).toBe('<p>文</p>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="https://a.example" target="_top" rel="opener">x</a>')).toBe('<a href="https://a.example">x</a>');
  });

  it('keeps images the caller allows and drops the others', () => {
    const own = (src: string) => src.startsWith('/files/uploads/7/');
    expect(sanitizeRichText('<img src="/files/uploads/7/a.png"><img src="/files/uploads/8/b.png">', { imageAllowed: own })).toBe('<img src="/files/uploads/7/a.png">');
    expect(sanitizeRichText('<img src="http://plain.example/a.png">')).toBe('');
    expect(sanitizeRichText('   ')).toBe('');
  });
});
