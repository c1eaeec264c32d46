/** Upload rules of spec 000 §5 and 001 §5, shared by the upload widgets and the server's checks. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** Attachments: png, gif, jpeg, svg, bmp, txt, doc, docx, xls, xlsx, ppt, pptx, pdf, zip. */
export const FILE_EXTENSIONS = ['png', 'gif', 'jpg', 'jpeg', 'svg', 'bmp', 'txt', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf', 'zip'] as const;
/** The image uploader takes JPEG, PNG and GIF. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;

export const THUMBNAIL_SIZES = [200, 100] as const;
export const PREVIEW_SIZE = 1600;

export function extensionOf(name: string): string {
  const at = name.lastIndexOf('.');
  return at < 0 ? '' : name.slice(at + 1).toLowerCase();
}

/** Where a thumbnail or preview of an uploaded image lives, beside the original. */
export function variantKey(key: string, size: number): string {
  const at = key.lastIndexOf('.');
  return `${key.slice(0, at)}_${size}x${size}${key.slice(at)}`;
}
