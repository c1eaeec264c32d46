import type { MessageKey } from '@tradewind/contract/common/messages';
import { extensionOf, FILE_EXTENSIONS, IMAGE_EXTENSIONS, UPLOAD_MAX_BYTES, variantKey } from '@tradewind/contract/common/upload';

/** What the widgets need to know of a browser File (kept structural so the rules run in node tests). */
export type FileLike = { name: string; size: number; type: string };

export type UploadKind = 'image' | 'file';

const IMAGE_MIME_EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif' };

/**
 * The extension a file is stored under. Pasted screenshots often come as `image.png` or with no name
 * at all: the MIME type then decides.
 */
export function uploadExtension(file: FileLike): string {
  const fromName = extensionOf(file.name);
  if (fromName) return fromName === 'jpeg' ? 'jpeg' : fromName;
  return IMAGE_MIME_EXTENSIONS[file.type] ?? '';
}

/** Spec 000 §5, the attachment rules, before anything is sent. Answers the message key, or null. */
export function checkAttachment(file: FileLike): MessageKey | null {
  if (!(FILE_EXTENSIONS as readonly string[]).includes(uploadExtension(file))) return 'upload.type_not_allowed';
  if (file.size >= UPLOAD_MAX_BYTES) return 'upload.too_large';
  return null;
}

/** Spec 000 §5, the image rules: JPEG, PNG or GIF (by type and extension), under 5MB. */
export function checkImage(file: FileLike): MessageKey | null {
  const extension = uploadExtension(file);
  const typeOk = file.type === '' || file.type in IMAGE_MIME_EXTENSIONS;
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension) || !typeOk) return 'upload.image_type';
  if (file.size >= UPLOAD_MAX_BYTES) return 'upload.image_too_large';
  return null;
}

export function checkUpload(kind: UploadKind, file: FileLike): MessageKey | null {
  return kind === 'image' ? checkImage(file) : checkAttachment(file);
}

export function toHex(digest: ArrayBuffer): string {
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Spec 000 §5: files are named by the SHA-256 of their content plus the extension, inside the policy's dir. */
export function contentKey(dir: string, sha256Hex: string, extension: string): string {
  const prefix = dir === '' || dir.endsWith('/') ? dir : `${dir}/`;
  return `${prefix}${sha256Hex.toLowerCase()}.${extension}`;
}

/**
 * The 200x200 thumbnail of an uploaded image (spec 000 §9). Our own uploads have it beside the original;
 * any other address is shown as it is.
 */
export function thumbnailUrl(url: string, known?: ReadonlyMap<string, string>): string {
  const remembered = known?.get(url);
  if (remembered) return remembered;
  return /\/uploads\/[^?#]+\.(png|jpe?g|gif)$/i.test(url) && !/_\d+x\d+\.[a-z]+$/i.test(url) ? variantKey(url, 200) : url;
}

export type PasteDecision = { kind: 'upload'; files: File[] } | { kind: 'not-image' } | { kind: 'ignore' };

/**
 * A paste into the image uploader (spec 000 §5): image files upload; text or other files show 'Please
 * copy a correct image or screenshot'; empty files (a copied file the browser could not read) are ignored.
 */
export function decidePaste(items: readonly { kind: string; type: string }[], files: readonly File[]): PasteDecision {
  const nonEmpty = files.filter((f) => f.size > 0);
  const images = nonEmpty.filter((f) => f.type.startsWith('image/'));
  if (images.length > 0) return { kind: 'upload', files: images };
  if (nonEmpty.length > 0) return { kind: 'not-image' };
  if (files.length > 0) return { kind: 'ignore' };
  return items.some((item) => item.kind === 'string') ? { kind: 'not-image' } : { kind: 'ignore' };
}
