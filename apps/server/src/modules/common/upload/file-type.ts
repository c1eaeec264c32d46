/**
 * What a file really is, read from its first bytes: the extension a client sends is only a claim. A
 * renamed executable or an image that is not one is refused; content-check.ts then decodes or sanitises.
 */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (buf: Buffer, bytes: number[]) => bytes.every((b, i) => buf[i] === b);

function looksLikeText(buf: Buffer): boolean {
  if (buf.includes(0)) return false;
  return Buffer.from(buf.toString('utf8'), 'utf8').equals(buf);
}

/** True when the bytes are what the extension says. */
export function contentMatches(extension: string, buf: Buffer): boolean {
  switch (extension) {
    case 'png':
      return startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'gif':
      return buf.subarray(0, 6).toString('latin1') === 'GIF87a' || buf.subarray(0, 6).toString('latin1') === 'GIF89a';
    case 'jpg':
    case 'jpeg':
      return startsWith(buf, [0xff, 0xd8, 0xff]);
    case 'bmp':
      return buf.subarray(0, 2).toString('latin1') === 'BM';
    case 'pdf':
      return buf.subarray(0, 5).toString('latin1') === '%PDF-';
    case 'zip':
    case 'docx':
    case 'xlsx':
    case 'pptx':
      return startsWith(buf, ZIP);
    case 'doc':
    case 'xls':
    case 'ppt':
      return startsWith(buf, OLE);
    case 'svg': {
      if (!looksLikeText(buf)) return false;
      const text = buf.toString('utf8');
      return /<svg[\s>]/i.test(text); // what it may contain is decided by the sanitiser (content-check.ts)
    }
    case 'txt':
      return looksLikeText(buf);
    default:
      return false;
  }
}
