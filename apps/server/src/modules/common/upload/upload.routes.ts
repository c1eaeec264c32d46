import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorCode } from '@tradewind/contract/common/error-codes';
import { localeFromHeader, translate } from '@tradewind/contract/common/messages';
import { IdParamsSchema, plainInt } from '@tradewind/contract/common/validation';
import { RemoteImageSchema, SafeFileLinkSchema, SafeFileSchema, StoredUploadSchema, UploadPolicySchema } from '@tradewind/contract/common/upload.schema';
import { invalidField } from '@/core/http/errors';
import { readMultipart, type MultipartBody } from '@/core/http/multipart';
import { API_PREFIX, route, type AppDeps } from '@/core/http/route';
import type { PlainRouteDoc } from '@/core/openapi/route-doc';
import { cacheControlOf, contentDisposition, contentTypeOf } from '@/core/storage/content-type';
import type { FileStorage } from '@/core/storage/file-storage';
import * as service from './upload.service';

/** Room for a file just over 5 MB plus the form fields, so the size rule answers with its own message. */
const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;

const PolicyBody = z.object({
  get_policy_token: plainInt(z.number().int().refine((v) => v === 1, 'validation.invalid')),
  type: z.enum(['image', 'file']).default('file'),
});

const ConfirmBody = z.object({
  key: z.string().trim().min(1, 'upload.policy_invalid').max(300, 'upload.policy_invalid'),
  type: z.enum(['image', 'file']).default('file'),
});

function requireFile(body: MultipartBody, kind: 'image' | 'file') {
  if (!body.file) throw invalidField('file', 'upload.file_required');
  if (body.file.truncated) throw invalidField('file', kind === 'image' ? 'upload.image_too_large' : 'upload.too_large');
  return body.file;
}

/**
 * Serves stored files. Uploads (`uploads/…`, named by their content hash) are public like objects in a
 * public-read bucket; everything else (exports, private files) needs a signed link. Only images are shown
 * inline, and with a sandboxing policy, so no stored file can run script on our origin. With the S3
 * driver this route still serves public uploads (read from the bucket) when STORAGE_PUBLIC_URL is not
 * set; signed links then point at the bucket itself (presigned GETs), so the signed branch finds nothing.
 */
export function registerFileRoutes(app: FastifyInstance, storage: FileStorage): void {
  const doc: PlainRouteDoc = {
    plain: true,
    summary: 'a stored file',
    description:
      'Streams a stored file. Uploads (`uploads/…`) are public; anything else needs the signed link an answer gave (`expires`, `signature`, optional `name` for the download).',
    answer: { contentType: 'application/octet-stream', description: 'the file, with its own content type; 404 with the error envelope when it is not there or the link expired' },
  };
  app.get<{ Params: { '*': string }; Querystring: { expires?: string; signature?: string; name?: string } }>(`${API_PREFIX}/files/*`, { config: { doc } }, async (req, reply) => {
    const key = req.params['*'];
    const { expires, signature, name } = req.query;
    let file: Readable | null = null;
    try {
      const isPublic = key.startsWith('uploads/');
      if (isPublic || (signature && storage.embedded?.verify(key, Number(expires), signature))) file = await storage.read(key);
    } catch {
      file = null;
    }
    if (!file) {
      const locale = localeFromHeader(req.headers['accept-language']);
      return reply.status(404).send({ code: ErrorCode.notFound, message: translate('export.link_expired', locale), data: null });
    }
    return reply
      .header('content-type', contentTypeOf(key))
      .header('content-disposition', contentDisposition(key, name))
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', cacheControlOf(key))
      .send(file);
  });
}

export function registerUploadRoutes(app: FastifyInstance, deps: AppDeps, storage: FileStorage, imageAllowList: readonly string[]): void {
  route(app, deps, {
    method: 'POST',
    url: '/upload/file',
    permission: 'session',
    audit: false,
    body: PolicyBody,
    response: UploadPolicySchema,
    handler: async (ctx, { body }) => service.uploadPolicy(ctx, storage, body.type),
  });
  route(app, deps, {
    method: 'POST',
    url: '/upload/confirm',
    permission: 'session',
    audit: false,
    body: ConfirmBody,
    response: StoredUploadSchema,
    handler: (ctx, { body }) => service.confirmUpload(ctx, storage, body.key, body.type),
  });
  route(app, deps, {
    method: 'POST',
    url: '/upload/safe_file',
    permission: 'session',
    action: 'upload.safe_file',
    targetType: 'safe_file',
    multipart: true,
    bodyLimit: UPLOAD_BODY_LIMIT,
    response: SafeFileSchema,
    handler: (ctx, { body }) => service.storeSafeFile(ctx, storage, requireFile(body as unknown as MultipartBody, 'file')),
  });
  route(app, deps, {
    method: 'GET',
    url: '/upload/safe_file/:id',
    permission: 'session',
    params: IdParamsSchema,
    response: SafeFileLinkSchema,
    handler: (ctx, { params }) => service.safeFileLink(ctx, storage, params.id),
  });
  route(app, deps, {
    method: 'GET',
    url: '/common/get_image_by_url',
    permission: 'session',
    query: z.object({ url: z.string({ error: 'upload.url_refused' }).trim().min(1, 'upload.url_refused').max(2000, 'upload.url_refused') }),
    response: RemoteImageSchema,
    handler: (_ctx, { query }) => service.imageByUrl(query.url, imageAllowList),
  });

  // The embedded storage host that policies point at: no bearer token, the signed policy is the credential.
  const storageDoc: PlainRouteDoc = {
    plain: true,
    summary: 'post files with an upload policy',
    description: 'The embedded storage host an upload policy (POST /upload/file) points at: multipart with the policy’s fields and `file`; no token.',
    answer: { description: 'the stored upload, in the envelope', data: StoredUploadSchema },
  };
  app.post(`${API_PREFIX}/storage/upload`, { bodyLimit: UPLOAD_BODY_LIMIT, config: { doc: storageDoc } }, async (req) => {
    const locale = localeFromHeader(req.headers['accept-language']);
    const body = await readMultipart(req);
    if (!body.file) throw invalidField('file', 'upload.file_required');
    const stored = await service.storePostedFile(storage, body.fields, body.file);
    return { code: ErrorCode.ok, message: translate('common.ok', locale), data: stored };
  });
}
