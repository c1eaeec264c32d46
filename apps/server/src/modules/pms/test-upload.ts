import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { TestApp } from '@/test/test-app';

type Policy = { policy: string; access_key_id: string; signature: string; dir: string; host: string; fields?: Record<string, string> };

let colour = 0;

/**
 * Uploads a small distinct PNG as the browser does (policy, then the embedded storage host) and answers
 * its public url: a real upload of the tenant, for the catalogue's icons and logos in tests.
 */
export async function uploadTestImage(t: TestApp, token: string): Promise<string> {
  colour += 1;
  const data = await sharp({ create: { width: 24, height: 24, channels: 3, background: { r: (colour * 37) % 256, g: (colour * 11) % 256, b: 200 } } }).png().toBuffer();
  const policy = (await t.call<Policy>('POST', '/upload/file', { token, body: { get_policy_token: 1, type: 'image' } })).data;
  const fields = { ...(policy.fields ?? { OSSAccessKeyId: policy.access_key_id, policy: policy.policy, signature: policy.signature }), key: `${policy.dir}${createHash('sha256').update(data).digest('hex')}.png` };
  const boundary = `----twpms${colour}`;
  const parts = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="icon.png"\r\nContent-Type: image/png\r\n\r\n`), data, Buffer.from(`\r\n--${boundary}--\r\n`));
  const res = await t.app.inject({ method: 'POST', url: policy.host, payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  const json = res.json() as { code: number; message: string; data: { url: string } };
  if (json.code !== 200) throw new Error(`upload failed: ${json.code} ${json.message}`);
  return json.data.url;
}
