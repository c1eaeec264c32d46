/**
 * Uploads in API tests, through the real flow a browser takes: the policy (POST /upload/file), then the
 * embedded storage host with the policy's fields and the file. Shared by every module's tests (crm's
 * drawer sections, pms icons and logos …).
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { TestApp } from './test-app';

/** A well-formed multipart body: the fields, then the file if any. */
export function multipartBody(fields: Record<string, string>, file?: { name: string; data: Buffer; type?: string }) {
  const boundary = `----twtest${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

type Policy = { policy: string; access_key_id: string; signature: string; dir: string; host: string; fields?: Record<string, string> };

/** Uploads through the policy and the embedded storage host, as the browser does; answers the stored url and key. */
export async function upload(t: TestApp, token: string, kind: 'image' | 'file', name: string, data: Buffer): Promise<{ url: string; key: string }> {
  const policy = (await t.call<Policy>('POST', '/upload/file', { token, body: { get_policy_token: 1, type: kind } })).data;
  const ext = name.split('.').pop()!.toLowerCase();
  const key = `${policy.dir}${createHash('sha256').update(data).digest('hex')}.${ext}`;
  const fields = policy.fields ?? { OSSAccessKeyId: policy.access_key_id, policy: policy.policy, signature: policy.signature };
  const res = await t.app.inject({ method: 'POST', url: policy.host, ...multipartBody({ ...fields, key }, { name, data }) });
  const json = res.json() as { code: number; message: string; data: { url: string; key: string } };
  if (json.code !== 200) throw new Error(`upload ${name} failed: ${json.code} ${json.message}`);
  return json.data;
}

let colour = 0;
/** A distinct small image each call (uploads are named by content). */
export async function image(format: 'png' | 'jpeg' | 'gif'): Promise<Buffer> {
  colour += 1;
  const pipeline = sharp({ create: { width: 40, height: 30, channels: 3, background: { r: colour % 256, g: (colour * 7) % 256, b: (colour * 37) % 256 } } });
  return format === 'png' ? pipeline.png().toBuffer() : format === 'jpeg' ? pipeline.jpeg().toBuffer() : pipeline.gif().toBuffer();
}

/** A distinct PNG uploaded by the token's holder: its public url (an image of the tenant's own). */
export async function uploadTestImage(t: TestApp, token: string): Promise<string> {
  return (await upload(t, token, 'image', 'image.png', await image('png'))).url;
}

/** The width and height of each thumbnail of an upload, read back through the API as a browser would. */
export async function thumbnailSizes(t: TestApp, thumbnails: Record<string, string>): Promise<Record<string, { width?: number; height?: number }>> {
  const sizes: Record<string, { width?: number; height?: number }> = {};
  for (const [size, url] of Object.entries(thumbnails)) {
    const { width, height } = await sharp((await t.app.inject({ method: 'GET', url })).rawPayload).metadata();
    sizes[size] = { width, height };
  }
  return sizes;
}
