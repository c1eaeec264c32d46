import { extensionOf, variantKey } from '@tradewind/contract/common/upload';
import { invalidField } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import type { FileStorage } from '@/core/storage/file-storage';
import { tenantUploadKey } from '@/modules/common';

/** What the server knows about an upload from storage itself. */
export type StoredFile = { key: string; url: string; size: number; extension: string };

type Rules = {
  field: string;
  extensions: readonly string[];
  maxBytes: number;
  /** message keys for a wrong type, a file too large, and a reference that is not one of this tenant's uploads */
  typeKey: string;
  sizeKey: string;
  unknownKey: string;
};


/**
 * An upload the client names by url or key. It must be one of this tenant's published uploads
 * (`uploads/{tenant}/{yyyymm}/{sha256}.{ext}`, common/upload/own-upload.ts) and exist. The upload module publishes a key there only
 * after checking the bytes against the extension, so the key's extension is the content's type; the size
 * comes from storage. The client's own claims (name, size, type) are never trusted.
 */
export async function readStoredUpload(ctx: RequestContext, storage: FileStorage, reference: string, rules: Rules): Promise<StoredFile> {
  const key = tenantUploadKey(ctx, storage, reference);
  if (!key) throw invalidField(rules.field, rules.unknownKey);
  const info = await storage.stat(key);
  if (!info) throw invalidField(rules.field, rules.unknownKey);
  const extension = extensionOf(key);
  if (!rules.extensions.includes(extension)) throw invalidField(rules.field, rules.typeKey);
  if (info.size > rules.maxBytes) throw invalidField(rules.field, rules.sizeKey);
  return { key, url: storage.publicUrl + key, size: info.size, extension };
}

/** The 100x100 thumbnail and 1600x1600 preview the upload module writes beside every image. */
export function imageVariants(url: string): { url: string; thumb: string; preview: string } {
  return { url, thumb: variantKey(url, 100), preview: variantKey(url, 1600) };
}

/** Follow-up and certification images: this tenant's JPG/PNG uploads of at most 5 MB. */
export async function readImages(ctx: RequestContext, storage: FileStorage, urls: readonly string[], field = 'images'): Promise<string[]> {
  const out: string[] = [];
  for (const url of urls) {
    const file = await readStoredUpload(ctx, storage, url, {
      field,
      extensions: ['jpg', 'jpeg', 'png'],
      maxBytes: 5 * 1024 * 1024,
      typeKey: 'crm.image_type',
      sizeKey: 'crm.image_too_large',
      unknownKey: 'crm.upload_unknown',
    });
    if (!out.includes(file.url)) out.push(file.url);
  }
  return out;
}
