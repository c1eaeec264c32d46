import { IMAGE_EXTENSIONS, extensionOf } from '@tradewind/contract/common/upload';
import { invalidField } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import type { FileStorage } from '@/core/storage/file-storage';

const UPLOAD_KEY = /^uploads\/(\d+)\/\d{6}\/[0-9a-f]{64}\.[a-z0-9]{1,5}$/;

/**
 * A catalogue image (a category's icon, a brand's logo) named by its public url or key: it must be an
 * image this tenant uploaded (`uploads/{tenant}/{yyyymm}/{sha256}.{ext}`, which the upload module
 * publishes only after checking its bytes) and still be there; another tenant's upload, a foreign address
 * or a made-up name is refused (422 on the field). Answers the url as storage serves it; null stays null.
 */
export async function ownImage(ctx: RequestContext, storage: FileStorage, reference: string | null, field: string): Promise<string | null> {
  if (reference === null) return null;
  let key = reference.trim().split(/[?#]/)[0];
  if (key.startsWith(storage.publicUrl)) key = key.slice(storage.publicUrl.length);
  const match = UPLOAD_KEY.exec(key);
  const known = match && Number(match[1]) === ctx.tenantId && (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(key)) && (await storage.stat(key));
  if (!known) throw invalidField(field, 'pms.image_unknown');
  return storage.publicUrl + key;
}
