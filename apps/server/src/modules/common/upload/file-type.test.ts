import { describe, expect, it } from 'vitest';
import { contentMatches } from './file-type';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('contentMatches', () => {
  it('accepts files whose bytes are what their extension says', () => {
    expect(contentMatches('png', png)).toBe(true);
    expect(contentMatches('jpg', Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe(true);
    expect(contentMatches('gif', Buffer.from('GIF89a....'))).toBe(true);
    expect(contentMatches('pdf', Buffer.from('%PDF-1.7\n'))).toBe(true);
    expect(contentMatches('docx', Buffer.from('504b0304140000', 'hex'))).toBe(true);
    expect(contentMatches('txt', Buffer.from('hello 你好\n'))).toBe(true);
    expect(contentMatches('svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>'))).toBe(true);
  });
  it('refuses renamed executables and mislabelled images (what an SVG may contain is the sanitiser’s, content-check.test.ts)', () => {
    expect(contentMatches('png', Buffer.from('4d5a90000300000004000000', 'hex'))).toBe(false);
    expect(contentMatches('pdf', Buffer.from('7f454c46020101', 'hex'))).toBe(false);
    expect(contentMatches('jpg', png)).toBe(false);
    expect(contentMatches('txt', Buffer.from([0x68, 0x00, 0x69]))).toBe(false);
    expect(contentMatches('svg', Buffer.from('<html><script>alert(1)</script></html>'))).toBe(false);
    expect(contentMatches('exe', Buffer.from('MZ'))).toBe(false);
  });
});
