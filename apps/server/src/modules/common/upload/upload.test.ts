import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTenantPair, useTestApp } from '@/test/test-app';
import { multipartBody, thumbnailSizes } from '@/test/test-uploads';
import { HOSTILE_SVG, lyingFiles, svgIsInert } from './lying-files';
import type { UploadPolicy } from './upload.service';

const t = useTestApp({ config: { imageFetchAllowList: ['127.0.0.1'] } });
const [tenant, other] = useTenantPair(() => t.tenant({}));
let imageServer: http.Server;
let imagePort = 0;
let png: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366cc' } }).png().toBuffer();
  imageServer = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(png));
  await new Promise<void>((resolve) => imageServer.listen(0, '127.0.0.1', resolve));
  imagePort = (imageServer.address() as AddressInfo).port;
});
afterAll(async () => {
  imageServer.close();
});

const hashName = (data: Buffer, ext: string) => `${createHash('sha256').update(data).digest('hex')}.${ext}`;
const policyFor = async (type: 'image' | 'file') => (await t.call<UploadPolicy>('POST', '/upload/file', { token: tenant.tokens.clerk, body: { get_policy_token: 1, type } })).data;

async function post(policy: UploadPolicy, name: string, data: Buffer, key = policy.dir + hashName(data, name.split('.').pop()!)) {
  const body = multipartBody({ key, policy: policy.policy, OSSAccessKeyId: policy.access_key_id, signature: policy.signature }, { name, data });
  const res = await t.app.inject({ method: 'POST', url: policy.host, ...body });
  return res.json() as { code: number; message: string; data: { url: string; key: string; thumbnails: Record<string, string> } };
}

const storedFiles = () => {
  const dir = path.join(t.config.dataDir, 'files', 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('.')) : [];
};

describe('upload policy', () => {
  it('answers the fields of a direct post', async () => {
    const policy = await policyFor('image');
    expect(policy).toMatchObject({ access_key_id: 'tradewind', host: '/api/v1/storage/upload', domain: '/api/v1/files/', driver: 'local', confirm: null });
    expect(policy.fields).toEqual({ OSSAccessKeyId: 'tradewind', policy: policy.policy, signature: policy.signature });
    expect(policy.dir).toMatch(new RegExp(`^uploads/${tenant.tenantId}/\\d{6}/$`));
    expect((await t.call('POST', '/upload/file', { token: tenant.tokens.clerk, body: {} })).code).toBe(422);
    expect((await t.call('POST', '/upload/file', { body: { get_policy_token: 1 } })).status).toBe(401);
  });
});

describe('the storage host', () => {
  it('stores an image under its content hash with 200, 100 and 1600 variants', async () => {
    const res = await post(await policyFor('image'), 'photo.png', png);
    expect(res.code).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: res.data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(await thumbnailSizes(t, res.data.thumbnails)).toEqual({ '200x200': { width: 200, height: 200 }, '100x100': { width: 100, height: 100 }, '1600x1600': { width: 400, height: 300 } });
  });

  it('refuses a 6 MB file, a renamed executable, a scripted SVG, a ../ key and a wrong name — storing nothing', async () => {
    const before = storedFiles().length;
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    expect((await post(await policyFor('file'), 'big.pdf', big)).message).toBe('上传文件大小不能超过 5MB!');
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);
    expect((await post(await policyFor('image'), 'cat.png', exe)).message).toBe('上传图片只能是 JPG/PNG 格式!');
    expect((await post(await policyFor('file'), 'tool.exe', exe)).message).toBe('文件类型不允许!');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await post(await policyFor('file'), 'logo.svg', svg)).message).toBe('文件上传失败'); // nothing left to render once sanitised
    const policy = await policyFor('file');
    expect((await post(policy, 'a.txt', Buffer.from('hi'), `${policy.dir}../../etc/${hashName(Buffer.from('hi'), 'txt')}`)).code).toBe(422);
    expect((await post(policy, 'a.txt', Buffer.from('hi'), `${policy.dir}chosen-name.txt`)).message).toBe('文件名与文件内容不符');
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a forged or foreign policy', async () => {
    const policy = await policyFor('file');
    // another first character (a signature that began with 'x' was once left unchanged: a test that failed one run in ~50)
    const forged = (policy.signature.startsWith('x') ? 'y' : 'x') + policy.signature.slice(1);
    expect((await post({ ...policy, signature: forged }, 'a.txt', Buffer.from('hello'))).message).toBe('上传凭证无效或已过期');
    const theirs = (await t.call<UploadPolicy>('POST', '/upload/file', { token: other.tokens.clerk, body: { get_policy_token: 1 } })).data;
    expect((await post(theirs, 'a.txt', Buffer.from('hello'), `${policy.dir}${hashName(Buffer.from('hello'), 'txt')}`)).code).toBe(422);
  });
});

const storedPrivate = () => {
  const dir = path.join(t.config.dataDir, 'files', 'private');
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('.')).length : 0;
};

async function postSafeFile(name: string, data: Buffer) {
  const body = multipartBody({}, { name, data });
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/upload/safe_file', headers: { ...body.headers, authorization: `Bearer ${tenant.tokens.clerk}` }, payload: body.payload });
  return { status: res.statusCode, ...(res.json() as { code: number; message: string; data: { id: number; url: string } }) };
}

describe('uploads whose content lies', () => {
  it('are refused with "Upload failed" on every path, never 500, storing nothing', async () => {
    const files = await lyingFiles();
    const before = { uploads: storedFiles().length, private: storedPrivate() };
    for (const file of files) {
      const isImage = !file.name.endsWith('.svg');
      const posted = await post(await policyFor(isImage ? 'image' : 'file'), file.name, file.data);
      expect(posted, `${file.name} on the storage host`).toMatchObject({ code: 422, message: '文件上传失败' });
      const asFile = await post(await policyFor('file'), file.name, file.data);
      expect(asFile, `${file.name} as an attachment`).toMatchObject({ code: 422, message: '文件上传失败' });
      const safe = await postSafeFile(file.name, file.data);
      expect(safe.status, `${file.name} as a private file`).toBe(200);
      expect(safe, `${file.name} as a private file`).toMatchObject({ code: 422, message: '文件上传失败' });
    }
    const en = multipartBody({}, files[0]);
    const english = await t.app.inject({ method: 'POST', url: '/api/v1/upload/safe_file', headers: { ...en.headers, authorization: `Bearer ${tenant.tokens.clerk}`, 'accept-language': 'en' }, payload: en.payload });
    expect((english.json() as { message: string }).message).toBe('Upload failed');
    expect({ uploads: storedFiles().length, private: storedPrivate() }).toEqual(before);
  });

  it('a good PNG, JPEG and SVG are still accepted; what is served is what was decoded or sanitised', async () => {
    const jpeg = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#22aa66' } }).jpeg().toBuffer();
    const goodJpeg = await post(await policyFor('image'), 'photo.jpg', jpeg);
    expect(goodJpeg.code).toBe(200);
    const servedJpeg = await t.app.inject({ method: 'GET', url: goodJpeg.data.url });
    expect(await sharp(servedJpeg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 120, height: 80 });
    expect((await post(await policyFor('image'), 'photo.png', png)).code).toBe(200);

    const svg = await post(await policyFor('file'), 'logo.svg', HOSTILE_SVG);
    expect(svg.code).toBe(200);
    const served = (await t.app.inject({ method: 'GET', url: svg.data.url })).rawPayload.toString('utf8');
    expect(served).toContain('<rect');
    expect(svgIsInert(served)).toBe(true);
    expect(svgIsInert(HOSTILE_SVG.toString('utf8'))).toBe(false);

    const safe = await postSafeFile('logo.svg', HOSTILE_SVG);
    expect(safe.code).toBe(200);
    expect(svgIsInert((await t.app.inject({ method: 'GET', url: safe.data.url })).rawPayload.toString('utf8'))).toBe(true);
  });
});

describe('private files', () => {
  it('are served only through a signed link, to their uploader alone (issue 13 finding 3: not to any staff of the tenant)', async () => {
    const pdf = Buffer.from('%PDF-1.7\nprivate contract\n');
    const body = multipartBody({}, { name: '合同.pdf', data: pdf });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/upload/safe_file', headers: { ...body.headers, authorization: `Bearer ${tenant.tokens.clerk}` }, payload: body.payload });
    const json = res.json() as { code: number; data: { id: number; url: string; name: string } };
    expect(json.code).toBe(200);
    expect(json.data.name).toBe('合同.pdf');
    expect((await t.app.inject({ method: 'GET', url: json.data.url })).rawPayload.equals(pdf)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: json.data.url.split('?')[0] })).statusCode).toBe(404);
    const link = await t.call<{ id: number; name: string; url: string }>('GET', `/upload/safe_file/${json.data.id}`, { token: tenant.tokens.clerk });
    expect(link.code).toBe(200);
    expect(link.data).toMatchObject({ id: json.data.id, name: '合同.pdf' });
    // A colleague who guesses the sequential id — even the tenant's super admin — and another tenant's admin
    // get the 404 of a missing id.
    for (const token of [tenant.tokens.admin, tenant.tokens.nobody, other.tokens.admin]) {
      expect((await t.call('GET', `/upload/safe_file/${json.data.id}`, { token })).code).toBe(404);
    }
    const noFile = multipartBody({ a: 'b' });
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/upload/safe_file', headers: { ...noFile.headers, authorization: `Bearer ${tenant.tokens.clerk}` }, payload: noFile.payload });
    expect((refused.json() as { code: number }).code).toBe(422);
  });
});

describe('GET /common/get_image_by_url', () => {
  it('refuses internal addresses and other schemes', async () => {
    for (const url of ['http://localhost/x.png', 'http://10.0.0.1/x.png', 'http://169.254.169.254/latest', 'file:///etc/passwd', 'http://[::1]/x', 'not a url']) {
      const res = await t.call('GET', '/common/get_image_by_url', { token: tenant.tokens.clerk, query: { url } });
      expect(res.code, url).toBe(422);
    }
  });
  it('reads an image from an allowed host, with its type', async () => {
    const res = await t.call<{ type: string; body: string }>('GET', '/common/get_image_by_url', { token: tenant.tokens.clerk, query: { url: `http://127.0.0.1:${imagePort}/a.png` } });
    expect(res.code).toBe(200);
    expect(res.data.type).toBe('image/png');
    expect(Buffer.from(res.data.body, 'base64').equals(png)).toBe(true);
  });
});
