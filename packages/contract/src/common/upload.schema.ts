import { z } from 'zod';
import { dateTimeText } from './response.schema';

/** `POST /upload/file`: a policy for posting files straight to storage (spec 000 §7). */
export const UploadPolicySchema = z.object({
  policy: z.string(),
  access_key_id: z.string(),
  signature: z.string(),
  dir: z.string(),
  host: z.string(),
  domain: z.string(),
  expire: z.number().int().describe('Unix time in seconds'),
  driver: z.enum(['local', 's3']),
  fields: z.record(z.string(), z.string()),
  confirm: z.string().nullable().describe('with S3: the call that checks and publishes a posted file'),
});

/** A published upload: its public URL and, for images, thumbnails and preview by size (`200x200`, …). */
export const StoredUploadSchema = z.object({ key: z.string(), url: z.string(), size: z.number().int(), thumbnails: z.record(z.string(), z.string()) });

/** `POST /upload/safe_file`: a private file, reached only through a signed link. */
export const SafeFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  file_type: z.string(),
  created_at: dateTimeText.nullable(),
  url: z.string().describe('a signed link, valid for 5 minutes'),
});

/** `GET /upload/safe_file/{id}` */
export const SafeFileLinkSchema = SafeFileSchema.omit({ created_at: true });

/** `GET /common/get_image_by_url`: an allowed remote image, base64-encoded. */
export const RemoteImageSchema = z.object({ type: z.string().describe('its content type'), body: z.string().describe('base64') });
