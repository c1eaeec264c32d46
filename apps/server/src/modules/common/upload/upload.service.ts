import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { rowKey, tenantKey } from '@/core/db/keys';
import sharp from 'sharp';
import { extensionOf, FILE_EXTENSIONS, IMAGE_EXTENSIONS, PREVIEW_SIZE, THUMBNAIL_SIZES, UPLOAD_MAX_BYTES, variantKey } from '@tradewind/contract/common/upload';
import { formatDateTime } from '@tradewind/contract/common/time';
import { invalidField, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { fetchPublic, PublicFetchError, type Resolver } from '@/core/net/public-fetch';
import type { FileStorage } from '@/core/storage/file-storage';
import { decodeOptions, verifiedContent } from './content-check';
import { contentMatches } from './file-type';

export const safeFiles = pgTable(
  'safe_files',
  {
    ...rowKey(),
    staffId: integer('staff_id').notNull(),
    fileKey: varchar('file_key', { length: 300 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    size: integer('size').notNull(),
    fileType: varchar('file_type', { length: 10 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);

export const POLICY_SECONDS = 600;
export const FILES_PATH = '/api/v1/files/';
export const CONFIRM_PATH = '/api/v1/upload/confirm';

/**
 * The answer of `POST /upload/file?get_policy_token=1`: the spec's fields, plus `fields` (every form
 * field to post before `key` and `file`: the embedded host's OSS-style trio, or S3's Policy and
 * X-Amz-* fields) and `confirm` (S3 only: the call that checks a posted file and publishes it).
 */
export type UploadPolicy = {
  policy: string;
  access_key_id: string;
  signature: string;
  dir: string;
  host: string;
  domain: string;
  expire: number;
  driver: 'local' | 's3';
  fields: Record<string, string>;
  confirm: string | null;
};
type PolicyDocument = { expiration: string; conditions: [['starts-with', '$key', string], ['content-length-range', number, number], { kind: 'image' | 'file' }] };

const monthOf = (now: Date) => `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;

/**
 * A policy for posting one or more files straight to storage (spec 000 §7). The embedded host takes
 * posts into `uploads/<tenant>/<yyyymm>/` and checks each file before storing it. A bucket cannot look
 * inside a file, so with S3 posts land in `incoming/<tenant>/<yyyymm>/` (never public) and the client
 * then calls `confirm`, which checks the file and only then publishes it under `uploads/`.
 */
export async function uploadPolicy(ctx: RequestContext, storage: FileStorage, kind: 'image' | 'file'): Promise<UploadPolicy> {
  const now = new Date();
  const dir = `${storage.driver === 's3' ? 'incoming' : 'uploads'}/${ctx.tenantId}/${monthOf(now)}/`;
  const expire = Math.floor(now.getTime() / 1000) + POLICY_SECONDS;
  const post = await storage.postPolicy({ dir, minBytes: 1, maxBytes: UPLOAD_MAX_BYTES, expiresSeconds: POLICY_SECONDS, meta: { kind } });
  return {
    policy: post.policy,
    access_key_id: post.accessKeyId,
    signature: post.signature,
    dir,
    host: post.url,
    domain: storage.publicUrl,
    expire,
    driver: storage.driver,
    fields: post.fields,
    confirm: storage.driver === 's3' ? CONFIRM_PATH : null,
  };
}

function readPolicy(storage: FileStorage, policy: string, signature: string): PolicyDocument | null {
  if (!storage.embedded) return null;
  const expected = Buffer.from(storage.embedded.sign(policy));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as PolicyDocument;
    return Date.parse(document.expiration) > Date.now() ? document : null;
  } catch {
    return null;
  }
}

/** Checks a file against the rules and its bytes; answers the extension. Nothing is stored on refusal. */
export function checkFile(name: string, data: Buffer, kind: 'image' | 'file'): string {
  const extension = extensionOf(name);
  const isImage = kind === 'image';
  if (data.length === 0) throw invalidField('file', 'upload.file_required');
  if (data.length > UPLOAD_MAX_BYTES) throw invalidField('file', isImage ? 'upload.image_too_large' : 'upload.too_large');
  const allowed: readonly string[] = isImage ? IMAGE_EXTENSIONS : FILE_EXTENSIONS;
  if (!allowed.includes(extension) || !contentMatches(extension, data)) throw invalidField('file', isImage ? 'upload.image_type' : 'upload.type_not_allowed');
  return extension;
}

/**
 * checkFile, then the content itself (content-check.ts): images decoded by a bounded decoder and
 * re-encoded, SVG sanitised. Answers the extension and the bytes to store — never the bytes as posted.
 */
export async function acceptFile(name: string, data: Buffer, kind: 'image' | 'file'): Promise<{ extension: string; content: Buffer }> {
  const extension = checkFile(name, data, kind);
  return { extension, content: await verifiedContent(extension, data) };
}

export const contentName = (data: Buffer, extension: string) => `${createHash('sha256').update(data).digest('hex')}.${extension}`;

export type StoredUpload = { key: string; url: string; size: number; thumbnails: Record<string, string> };

const isImage = (extension: string) => (IMAGE_EXTENSIONS as readonly string[]).includes(extension);

/** The answer for a published upload: its public URL and, for images, its thumbnails and preview. */
function describeUpload(storage: FileStorage, key: string, size: number): StoredUpload {
  const thumbnails: Record<string, string> = {};
  if (isImage(extensionOf(key))) {
    for (const edge of [...THUMBNAIL_SIZES, PREVIEW_SIZE]) thumbnails[`${edge}x${edge}`] = storage.publicUrl + variantKey(key, edge);
  }
  return { key, url: storage.publicUrl + key, size, thumbnails };
}

/** Writes a checked upload and, for images, its 200x200 and 100x100 thumbnails and 1600x1600 preview. */
async function publishUpload(storage: FileStorage, key: string, data: Buffer, extension: string): Promise<StoredUpload> {
  await storage.write(key, data);
  if (isImage(extension)) {
    for (const size of THUMBNAIL_SIZES) {
      await storage.write(variantKey(key, size), await sharp(data, decodeOptions()).resize(size, size, { fit: 'cover' }).toBuffer());
    }
    const preview = await sharp(data, decodeOptions()).resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true }).toBuffer();
    await storage.write(variantKey(key, PREVIEW_SIZE), preview);
  }
  return describeUpload(storage, key, data.length);
}

/**
 * The embedded storage host: the policy's signature, expiry, key prefix and size range, then the file
 * itself (type by content, and the name must be the hash of the content plus its extension). Images get
 * 200x200 and 100x100 thumbnails and a 1600x1600 preview.
 */
export async function storePostedFile(storage: FileStorage, fields: { key?: string; policy?: string; signature?: string }, file: { filename: string; data: Buffer; truncated: boolean }): Promise<StoredUpload> {
  const document = fields.policy && fields.signature ? readPolicy(storage, fields.policy, fields.signature) : null;
  if (!document) throw invalidField('policy', 'upload.policy_invalid');
  const [[, , dir], [, min, max], { kind }] = document.conditions;
  const key = fields.key ?? '';
  if (!key.startsWith(dir) || key.slice(dir.length).includes('/')) throw invalidField('key', 'upload.policy_invalid');
  if (file.truncated || file.data.length < min || file.data.length > max) throw invalidField('file', kind === 'image' ? 'upload.image_too_large' : 'upload.too_large');
  const extension = checkFile(file.filename, file.data, kind);
  if (key.slice(dir.length) !== contentName(file.data, extension)) throw invalidField('key', 'upload.name_mismatch');
  const { content } = await acceptFile(file.filename, file.data, kind);
  return publishUpload(storage, key, content, extension);
}

const INCOMING_KEY = /^incoming\/(\d+)\/(\d{6})\/([0-9a-f]{64}\.[a-z0-9]{1,5})$/;

/**
 * `POST /upload/confirm` {key, type}: the second half of a direct post to a bucket. Reads the posted
 * object back (it must be the caller's tenant's, under `incoming/`), checks size, type by content and
 * that its name is the hash of its content; a refused file is deleted. An accepted one is written to
 * `uploads/<tenant>/<yyyymm>/<name>` with its thumbnails and preview, and the incoming copy removed.
 * Answers what the embedded host answers. Confirming twice answers the same upload.
 */
export async function confirmUpload(ctx: RequestContext, storage: FileStorage, key: string, kind: 'image' | 'file'): Promise<StoredUpload> {
  const match = INCOMING_KEY.exec(key);
  if (!match || Number(match[1]) !== ctx.tenantId) throw invalidField('key', 'upload.policy_invalid');
  const [, , month, name] = match;
  const target = `uploads/${ctx.tenantId}/${month}/${name}`;
  const tooLarge = () => invalidField('file', kind === 'image' ? 'upload.image_too_large' : 'upload.too_large');
  const info = await storage.stat(key);
  if (!info) {
    const published = await storage.stat(target);
    if (published) return describeUpload(storage, target, published.size);
    throw invalidField('file', 'upload.file_required');
  }
  if (info.size > UPLOAD_MAX_BYTES) {
    await storage.remove(key);
    throw tooLarge();
  }
  const data = await storage.readBuffer(key, UPLOAD_MAX_BYTES);
  if (!data) {
    await storage.remove(key);
    throw tooLarge();
  }
  try {
    const extension = checkFile(name, data, kind);
    if (name !== contentName(data, extension)) throw invalidField('key', 'upload.name_mismatch');
    const { content } = await acceptFile(name, data, kind);
    const stored = await publishUpload(storage, target, content, extension);
    await storage.remove(key);
    return stored;
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

/** Private files: kept outside the public uploads and handed out only by short signed links. */
export async function storeSafeFile(ctx: RequestContext, storage: FileStorage, file: { filename: string; data: Buffer }) {
  const { extension, content } = await acceptFile(file.filename, file.data, 'file');
  const key = `private/${ctx.tenantId}/${contentName(file.data, extension)}`;
  await storage.write(key, content);
  const [row] = await ctx.db
    .insert(safeFiles)
    .values({ tenantId: ctx.tenantId, staffId: ctx.staffId, fileKey: key, name: file.filename.slice(0, 200), size: content.length, fileType: extension })
    .returning();
  return { id: row.id, name: row.name, size: row.size, file_type: row.fileType, created_at: formatDateTime(row.createdAt, ctx.session.timeZone), url: await storage.signedUrl(key, 300, row.name) };
}

/**
 * GET /upload/safe_file/{id}: a short-lived link for its uploader only. No record attaches private files
 * yet; one that does must let those who may see the record read them too (its data scope), through a rule
 * its module registers here — never a tenant-wide read. Anyone else gets the same 404 as for a missing id.
 */
export async function safeFileLink(ctx: RequestContext, storage: FileStorage, id: number) {
  const [row] = await ctx.db.select().from(safeFiles).where(and(eq(safeFiles.id, id), eq(safeFiles.staffId, ctx.staffId)));
  if (!row) throw notFound();
  return { id: row.id, name: row.name, size: row.size, file_type: row.fileType, url: await storage.signedUrl(row.fileKey, 300, row.name) };
}

/**
 * GET /common/get_image_by_url: reads a remote image for the client (e.g. to re-host a pasted link).
 * Through `fetchPublic`: only http(s); every hop (redirects followed by hand, at most 3) resolved once, its
 * addresses all public in every form (IPv4, IPv6, mapped, compatible, NAT64, 6to4, Teredo) unless the host
 * is on the allow-list, and connected to the checked address; at most 5 MB and 10 s; an image by its bytes.
 */
export async function imageByUrl(rawUrl: string, allowList: readonly string[], resolve?: Resolver): Promise<{ type: string; body: string }> {
  let data: Buffer;
  try {
    data = await fetchPublic(rawUrl, { allowList, maxBytes: UPLOAD_MAX_BYTES, timeoutMs: 10_000, maxRedirects: 3, resolve });
  } catch (error) {
    const reason = error instanceof PublicFetchError ? error.reason : 'failed';
    throw invalidField('url', reason === 'refused' ? 'upload.url_refused' : reason === 'too_large' ? 'upload.image_too_large' : 'upload.url_failed');
  }
  const extension = IMAGE_EXTENSIONS.find((ext) => contentMatches(ext, data));
  if (!extension) throw invalidField('url', 'upload.image_type');
  const type = extension === 'jpg' || extension === 'jpeg' ? 'image/jpeg' : `image/${extension}`;
  return { type, body: data.toString('base64') };
}
