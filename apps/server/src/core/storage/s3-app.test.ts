import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_SVG, lyingFiles, svgIsInert } from '@/modules/common/upload/lying-files';
import type { StoredUpload, UploadPolicy } from '@/modules/common/upload/upload.service';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { startFakeS3, type FakeS3 } from '@/test/fake-s3/fake-s3';
import { thumbnailSizes } from '@/test/test-uploads';

/** The whole server on the S3 driver: uploads, private files and the file route, against the fake store. */
let s3: FakeS3;
const t = useTestApp(async () => {
  s3 = await startFakeS3();
  return {
    config: { storage: { driver: 's3', endpoint: s3.url, region: s3.region, bucket: s3.bucket, credentials: s3.credentials, forcePathStyle: true, publicUrl: '/api/v1/files/' } },
  };
});
let tenant: TestTenant;
let other: TestTenant;
let png: Buffer;

beforeAll(async () => {
  tenant = await t.tenant({});
  other = await t.tenant({});
  png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#cc6633' } }).png().toBuffer();
});
afterAll(async () => {
  await s3.close();
});

const hashName = (data: Buffer, ext: string) => `${createHash('sha256').update(data).digest('hex')}.${ext}`;
const policyFor = async (type: 'image' | 'file', token = tenant.tokens.clerk) => (await t.call<UploadPolicy>('POST', '/upload/file', { token, body: { get_policy_token: 1, type } })).data;

/** What the web client does: every field of the policy, then the key (named by content), then the file. */
async function post(policy: UploadPolicy, data: Buffer, key: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(policy.fields)) form.append(k, v);
  form.append('key', key);
  form.append('file', new Blob([data]), 'upload');
  return (await fetch(policy.host, { method: 'POST', body: form })).status;
}
const confirm = (key: string, type: 'image' | 'file', token = tenant.tokens.clerk) => t.call<StoredUpload>('POST', '/upload/confirm', { token, body: { key, type } });

describe('uploads on the S3 driver', () => {
  it('answers a presigned POST with the spec’s field names', async () => {
    const policy = await policyFor('image');
    expect(policy).toMatchObject({ driver: 's3', host: `${s3.url}/${s3.bucket}`, domain: '/api/v1/files/', access_key_id: s3.credentials.accessKeyId, confirm: '/api/v1/upload/confirm' });
    expect(policy.dir).toMatch(new RegExp(`^incoming/${tenant.tenantId}/\\d{6}/$`));
    expect(policy.fields).toMatchObject({ Policy: policy.policy, 'X-Amz-Signature': policy.signature, 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256', bucket: s3.bucket });
    expect(JSON.parse(Buffer.from(policy.policy, 'base64').toString()).conditions).toContainEqual(['content-length-range', 1, 5 * 1024 * 1024]);
  });

  it('post → confirm checks the bytes, publishes the image with thumbnails and drops the incoming copy', async () => {
    const policy = await policyFor('image');
    const key = policy.dir + hashName(png, 'png');
    expect(await post(policy, png, key)).toBe(204);
    const res = await confirm(key, 'image');
    expect(res.code).toBe(200);
    const published = `uploads/${tenant.tenantId}/${policy.dir.split('/')[2]}/${hashName(png, 'png')}`;
    expect(res.data).toMatchObject({ key: published, url: `/api/v1/files/${published}`, size: png.length });
    expect(Object.keys(res.data.thumbnails)).toEqual(['200x200', '100x100', '1600x1600']);
    expect(s3.objects.has(key)).toBe(false);
    expect(s3.objects.get(published)?.headers['content-type']).toBe('image/png');
    // served through the API (no STORAGE_PUBLIC_URL), read from the bucket
    const file = await t.app.inject({ method: 'GET', url: res.data.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png)).toBe(true);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await thumbnailSizes(t, res.data.thumbnails)).toEqual({ '200x200': { width: 200, height: 200 }, '100x100': { width: 100, height: 100 }, '1600x1600': { width: 400, height: 300 } });
    // confirming again answers the same upload
    expect((await confirm(key, 'image')).data).toEqual(res.data);
    // the incoming copy was never public
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/files/${key}` })).statusCode).toBe(404);
  });

  it('deletes what the content check refuses: a renamed executable, a wrong name', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 1)]);
    const policy = await policyFor('image');
    const key = policy.dir + hashName(exe, 'png');
    expect(await post(policy, exe, key)).toBe(204);
    const refused = await confirm(key, 'image');
    expect(refused).toMatchObject({ code: 422, message: '上传图片只能是 JPG/PNG 格式!' });
    expect(s3.objects.has(key)).toBe(false);

    const text = Buffer.from('hello tradewind');
    const misnamed = `${policy.dir}${'0'.repeat(64)}.txt`;
    expect(await post(policy, text, misnamed)).toBe(204);
    expect(await confirm(misnamed, 'file')).toMatchObject({ code: 422, message: '文件名与文件内容不符' });
    expect(s3.objects.has(misnamed)).toBe(false);
    expect([...s3.objects.keys()].filter((k) => k.startsWith(`uploads/${tenant.tenantId}/`) && !k.includes(hashName(png, 'png').slice(0, 64)))).toEqual([]);
  });

  it('confirm decodes before publishing: lying images refused with "Upload failed" and deleted, SVG published sanitised', async () => {
    const before = [...s3.objects.keys()].filter((k) => k.startsWith('uploads/')).length;
    for (const file of await lyingFiles()) {
      const extension = file.name.split('.').pop()!;
      const kind = extension === 'svg' ? 'file' : 'image';
      const policy = await policyFor(kind);
      const key = policy.dir + hashName(file.data, extension);
      expect(await post(policy, file.data, key)).toBe(204);
      expect(await confirm(key, kind), file.name).toMatchObject({ code: 422, message: '文件上传失败' });
      expect(s3.objects.has(key), file.name).toBe(false);
    }
    expect([...s3.objects.keys()].filter((k) => k.startsWith('uploads/')).length).toBe(before);
    const policy = await policyFor('file');
    const key = policy.dir + hashName(HOSTILE_SVG, 'svg');
    expect(await post(policy, HOSTILE_SVG, key)).toBe(204);
    const res = await confirm(key, 'file');
    expect(res.code).toBe(200);
    const served = (await t.app.inject({ method: 'GET', url: res.data.url })).rawPayload.toString('utf8');
    expect(served).toContain('<rect');
    expect(svgIsInert(served)).toBe(true);
  });

  it('refuses keys outside the caller’s incoming folder, files never posted, and oversize posts', async () => {
    const policy = await policyFor('file');
    const text = Buffer.from('a note');
    const key = policy.dir + hashName(text, 'txt');
    expect(await post(policy, text, key)).toBe(204);
    expect((await confirm(key, 'file', other.tokens.clerk)).code).toBe(422);
    expect(s3.objects.has(key)).toBe(true);
    expect((await confirm(`uploads/${tenant.tenantId}/202601/${hashName(text, 'txt')}`, 'file')).code).toBe(422);
    expect((await confirm(`${policy.dir}${hashName(Buffer.from('never'), 'txt')}`, 'file')).code).toBe(422);
    expect((await t.call('POST', '/upload/confirm', { body: { key } })).status).toBe(401);
    expect((await confirm(key, 'file')).code).toBe(200);
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    expect(await post(policy, big, policy.dir + hashName(big, 'pdf'))).toBe(400);
  });

  it('the embedded storage host refuses posts when the bucket is the store', async () => {
    const policy = await policyFor('file');
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/storage/upload', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: `--x\r\nContent-Disposition: form-data; name="policy"\r\n\r\n${policy.policy}\r\n--x\r\nContent-Disposition: form-data; name="signature"\r\n\r\n${policy.signature}\r\n--x\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhi\r\n--x--\r\n` });
    expect((res.json() as { code: number }).code).toBe(422);
  });
});

describe('private files on the S3 driver', () => {
  it('hand out presigned links to the bucket that name the file', async () => {
    const pdf = Buffer.from('%PDF-1.7\nprivate contract\n');
    const boundary = 'twb';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="合同.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/upload/safe_file', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${tenant.tokens.clerk}` }, payload });
    const json = res.json() as { code: number; data: { id: number; url: string } };
    expect(json.code).toBe(200);
    expect(json.data.url.startsWith(`${s3.url}/${s3.bucket}/private/${tenant.tenantId}/`)).toBe(true);
    const file = await fetch(json.data.url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('合同.pdf')}`);
    expect((await fetch(json.data.url.split('?')[0])).status).toBe(403);
    const link = await t.call<{ url: string }>('GET', `/upload/safe_file/${json.data.id}`, { token: tenant.tokens.clerk });
    expect((await fetch(link.data.url)).status).toBe(200);
    // the API's own file route never serves private keys
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/files/private/${tenant.tenantId}/${hashName(pdf, 'pdf')}` })).statusCode).toBe(404);
  });
});

describe('exports on the S3 driver', () => {
  it('streams the workbook into the bucket, links to it presigned and deletes it with the task', async () => {
    const started = await t.call<{ id: number }>('GET', '/staffs/export', { token: tenant.tokens.admin, query: { status: 1 } });
    expect(started.code).toBe(200);
    // At least this task: earlier files' tasks share the worker's database and run too.
    expect(await t.app.exportRunner.runOnce()).toBeGreaterThanOrEqual(1);
    const key = [...s3.objects.keys()].find((k) => k.startsWith(`exports/${tenant.tenantId}/${started.data.id}-`));
    expect(key).toBeDefined();
    expect(s3.objects.get(key!)?.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const link = await t.call<{ file_url: string }>('PUT', `/task/export/${started.data.id}/download`, { token: tenant.tokens.admin });
    expect(link.data.file_url.startsWith(`${s3.url}/${s3.bucket}/exports/`)).toBe(true);
    const file = await fetch(link.data.file_url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''.+\.xlsx$/);
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 2).toString()).toBe('PK');
    expect((await t.call('DELETE', `/task/export/${started.data.id}`, { token: tenant.tokens.admin })).code).toBe(200);
    expect(s3.objects.has(key!)).toBe(false);
  });
});
