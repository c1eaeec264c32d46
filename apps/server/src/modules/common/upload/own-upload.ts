import { FILE_EXTENSIONS, IMAGE_EXTENSIONS, extensionOf } from '@tradewind/contract/common/upload';
import { invalidField } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import type { FileStorage } from '@/core/storage/file-storage';

/** A published upload's key: `uploads/{tenant}/{yyyymm}/{sha256}.{ext}` (upload.service publishes only there). */
const UPLOAD_KEY = /^uploads\/(\d+)\/\d{6}\/[0-9a-f]{64}\.[a-z0-9]{1,5}$/;

/** 'image' takes the image uploader's types; 'file' any type the attachment uploader takes. */
export type UploadKind = 'image' | 'file';

export type OwnUploadRule = {
  /** the field the 422 names (`photos.2`, `qr_image`, …) */
  field: string;
  kind: UploadKind;
  /** the message of the refusal (default 'upload.not_own' or, for images, 'upload.image_not_own') */
  messageKey?: string;
};

/** The storage key behind a public upload url (`storage.publicUrl + key`) or a bare key. */
export function uploadKeyOf(storage: FileStorage, reference: string): string {
  let key = reference.trim().split(/[?#]/)[0];
  if (key.startsWith(storage.publicUrl)) key = key.slice(storage.publicUrl.length);
  return key;
}

/** The key behind a reference when it names a published upload of this tenant's (not yet checked to exist), else null. */
export function tenantUploadKey(ctx: RequestContext, storage: FileStorage, reference: string): string | null {
  const key = uploadKeyOf(storage, reference);
  const match = UPLOAD_KEY.exec(key);
  return match && Number(match[1]) === ctx.tenantId ? key : null;
}

/**
 * The one check of every field that holds an upload (an attachment, a photo, an image, a logo, an avatar,
 * a QR code): the reference — a public url or a bare key — must name one of this tenant's published
 * uploads (`uploads/{tenant}/{yyyymm}/{sha256}.{ext}`, published only after its bytes were checked), of
 * the kind's types, and still be in storage. Anything else — `javascript:`, `data:`, an outside or
 * cloud-metadata address, another tenant's key, a made-up name — is refused with 422 on the field, before
 * anything is written. Answers the url as storage serves it.
 */
export async function ownUpload(ctx: RequestContext, storage: FileStorage, reference: string, rule: OwnUploadRule): Promise<string> {
  const key = tenantUploadKey(ctx, storage, reference);
  const types: readonly string[] = rule.kind === 'image' ? IMAGE_EXTENSIONS : FILE_EXTENSIONS;
  const known = key !== null && types.includes(extensionOf(key)) && (await storage.stat(key));
  if (!known) throw invalidField(rule.field, rule.messageKey ?? (rule.kind === 'image' ? 'upload.image_not_own' : 'upload.not_own'));
  return storage.publicUrl + key!;
}

/** ownUpload for an optional field: null (none) stays null. */
export async function ownUploadOrNull(ctx: RequestContext, storage: FileStorage, reference: string | null | undefined, rule: OwnUploadRule): Promise<string | null> {
  return reference === null || reference === undefined ? null : ownUpload(ctx, storage, reference, rule);
}

/** ownUpload for a list: each entry checked as `{field}.{i}`; answers the urls in order. */
export async function ownUploads(ctx: RequestContext, storage: FileStorage, references: readonly string[], rule: OwnUploadRule): Promise<string[]> {
  const urls: string[] = [];
  for (const [i, reference] of references.entries()) urls.push(await ownUpload(ctx, storage, reference, { ...rule, field: `${rule.field}.${i}` }));
  return urls;
}
