import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import sharp, { type SharpOptions } from 'sharp';
import { invalidField } from '@/core/http/errors';

/**
 * The second half of checking an upload, after its type by magic bytes (file-type.ts): the content must
 * really be what it claims, and what is stored is what was checked. Raster images are decoded in full by a
 * bounded decoder and re-encoded, so trailing bytes (HTML after a PNG's IEND), metadata and anything the
 * decoder did not read never reach storage; a corrupt or over-large image, or a PNG with bytes after its
 * IEND chunk (a polyglot), is refused. SVG is sanitised by
 * DOMPurify's SVG profile (no script, no event handlers, no javascript: links in any encoding, no
 * foreignObject) and the sanitised text must still render. Refusals are 422 'Upload failed' (upload.failed).
 */

/** The most pixels an upload may decode to (50 MP; a 30000×30000 bomb is refused before decoding). */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The options every sharp call on user bytes uses: bounded and strict. */
export const decodeOptions = (animated = false): SharpOptions => ({ limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated });

const RASTER_FORMAT: Record<string, string> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', gif: 'gif' };

const refused = () => invalidField('file', 'upload.failed');

const PNG_SIGNATURE = 8;

/** True when a PNG's chunks run exactly to the end of the bytes (nothing hidden after IEND). */
function pngEndsAtIend(data: Buffer): boolean {
  let at = PNG_SIGNATURE;
  while (at + 12 <= data.length) {
    const length = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    at += 12 + length;
    if (type === 'IEND') return at === data.length;
  }
  return false;
}

async function reencodeRaster(extension: string, data: Buffer): Promise<Buffer> {
  const format = RASTER_FORMAT[extension];
  if (format === 'png' && !pngEndsAtIend(data)) throw refused();
  try {
    const animated = format === 'gif';
    const meta = await sharp(data, decodeOptions(animated)).metadata();
    if (meta.format !== format) throw refused();
    const image = sharp(data, decodeOptions(animated)).rotate();
    if (format === 'png') return await image.png().toBuffer();
    if (format === 'jpeg') return await image.jpeg({ quality: 90 }).toBuffer();
    return await image.gif().toBuffer();
  } catch {
    throw refused();
  }
}

const window = new JSDOM('').window;
const purify = createDOMPurify(window as Parameters<typeof createDOMPurify>[0]);

/** The SVG with everything active removed (DOMPurify, SVG profiles only: no HTML elements). */
export function sanitizeSvg(text: string): string {
  return purify.sanitize(text, { USE_PROFILES: { svg: true, svgFilters: true }, FORBID_TAGS: ['foreignObject', 'style'] });
}

async function sanitizedSvg(data: Buffer): Promise<Buffer> {
  const clean = sanitizeSvg(data.toString('utf8'));
  if (!/^<svg[\s>]/i.test(clean.trim())) throw refused();
  const out = Buffer.from(clean, 'utf8');
  try {
    await sharp(out, decodeOptions()).png().toBuffer();
  } catch {
    throw refused();
  }
  return out;
}

/** The bytes to store for an upload whose type already matched its extension; throws upload.failed. */
export async function verifiedContent(extension: string, data: Buffer): Promise<Buffer> {
  if (extension in RASTER_FORMAT) return reencodeRaster(extension, data);
  if (extension === 'svg') return sanitizedSvg(data);
  return data;
}
