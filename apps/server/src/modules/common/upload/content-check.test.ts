import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { decodeOptions, sanitizeSvg, verifiedContent } from './content-check';
import { lyingFiles, svgIsInert } from './lying-files';

/** Every way an SVG can carry script: the sanitised text has none of it, in any encoding. */
const HOSTILE_SVGS = [
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10" onclick="alert(1)" OnMouseOver="alert(2)"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="jav&#x61;script:alert(1)"><rect width="10" height="10"/></a></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><a href="jav&#97;script&colon;alert(1)"><rect width="10" height="10"/></a></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;:alert(1)"><rect width="10" height="10"/></a></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><a href=" java\tscript:alert(1)"><rect width="10" height="10"/></a></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><a href="JaVaScRiPt:alert(1)"><rect width="10" height="10"/></a></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><a href="data:text/html,<script>alert(1)</script>"><rect width="10" height="10"/></a></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><animate attributeName="href" to="javascript:alert(1)"/><set attributeName="onmouseover" to="alert(1)"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><use href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(//evil.example/x.css)</style><image href="x" onerror="alert(1)"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><![CDATA[<script>alert(1)</script>]]><rect width="1" height="1"/></svg>',
];

describe('sanitizeSvg', () => {
  it.each(HOSTILE_SVGS)('leaves no script, event handler or javascript:/data: link: %s', (svg) => {
    const clean = sanitizeSvg(svg);
    expect(svgIsInert(svg) && !svg.includes('data:') && !svg.includes('<style')).toBe(false);
    expect(svgIsInert(clean)).toBe(true);
    expect(clean).not.toMatch(/data:text\/html|<style/i);
  });

  it('keeps the drawing of a harmless SVG', () => {
    const clean = sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10"><g fill="#336699"><rect x="1" y="1" width="8" height="8"/><circle cx="15" cy="5" r="4"/></g><a href="https://example.com/"><text x="1" y="9">hi</text></a></svg>');
    expect(clean).toContain('<rect');
    expect(clean).toContain('<circle');
    expect(clean).toContain('viewBox="0 0 20 10"');
    expect(clean).toContain('href="https://example.com/"');
  });
});

describe('verifiedContent', () => {
  it('refuses every lying file with upload.failed; the pixel bomb by the decoder bound itself', async () => {
    for (const file of await lyingFiles()) {
      await expect(verifiedContent(file.name.split('.').pop()!, file.data), file.name).rejects.toMatchObject({ message: 'upload.failed' });
    }
    const bomb = (await lyingFiles()).find((f) => f.name === 'bomb.png')!;
    await expect(sharp(bomb.data, decodeOptions()).raw().toBuffer()).rejects.toThrow(/pixel limit/);
  });
});
