import { extensionOf } from '@tradewind/contract/common/upload';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  pdf: 'application/pdf',
  zip: 'application/zip',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The type a stored file is served with, by the extension of its key. */
export const contentTypeOf = (key: string): string => CONTENT_TYPES[extensionOf(key)] ?? 'application/octet-stream';

/** Only raster images are shown inline; everything else downloads (no stored file runs script anywhere). */
export const isInline = (key: string): boolean => {
  const type = contentTypeOf(key);
  return type.startsWith('image/') && type !== 'image/svg+xml';
};

/** `attachment; filename*=…` (or inline for images) with the name made safe for a header. */
export function contentDisposition(key: string, downloadName?: string): string {
  const name = (downloadName ?? key.split('/').pop() ?? 'download').replace(/["\r\n]/g, '');
  return `${isInline(key) ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Uploads are named by their content hash, so they never change: cache them for a year. */
export const cacheControlOf = (key: string): string => (key.startsWith('uploads/') ? 'public, max-age=31536000, immutable' : 'private, no-store');
