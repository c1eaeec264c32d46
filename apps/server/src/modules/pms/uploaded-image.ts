import type { RequestContext } from '@/core/http/request-context';
import type { FileStorage } from '@/core/storage/file-storage';
import { ownUploadOrNull } from '@/modules/common';

/**
 * A catalogue image (a category's icon, a brand's logo, a product's pictures) named by its public url or
 * key: the shared check of uploads (common/upload/own-upload.ts) with the catalogue's message.
 */
export async function ownImage(ctx: RequestContext, storage: FileStorage, reference: string | null, field: string): Promise<string | null> {
  return ownUploadOrNull(ctx, storage, reference, { field, kind: 'image', messageKey: 'pms.image_unknown' });
}
