import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { S3StorageConfig } from '@/config';
import type { FileStorage } from './file-storage';
import { createS3Storage } from './s3-storage';
import { startFakeS3, type FakeS3 } from '@/test/fake-s3/fake-s3';
import { canonicalRequest, policySignature, queryPairs, requestSignature, sha256Hex } from '@/test/fake-s3/sigv4';

/** AWS's example credentials, used by every published SigV4 example. */
const EXAMPLE_SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('the independent SigV4 computation reproduces AWS’s published examples', () => {
  // Amazon S3 API reference, "Signature Calculations for the Authorization Header" and "… Query Parameters".
  it('GET Object (Authorization header)', () => {
    const canonical = canonicalRequest({
      method: 'GET',
      path: '/test.txt',
      query: [],
      headers: { host: 'examplebucket.s3.amazonaws.com', range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256, 'x-amz-date': '20130524T000000Z' },
      signedHeaders: ['host', 'range', 'x-amz-content-sha256', 'x-amz-date'],
      payloadHash: EMPTY_SHA256,
    });
    expect(requestSignature(EXAMPLE_SECRET, '20130524T000000Z', 'us-east-1', 's3', canonical)).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });

  it('PUT Object (signed payload, a path that needs encoding)', () => {
    const payloadHash = sha256Hex('Welcome to Amazon S3.');
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const canonical = canonicalRequest({
      method: 'PUT',
      path: '/test$file.text',
      query: [],
      headers: {
        date: 'Fri, 24 May 2013 00:00:00 GMT',
        host: 'examplebucket.s3.amazonaws.com',
        'x-amz-content-sha256': payloadHash,
        'x-amz-date': '20130524T000000Z',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
      },
      signedHeaders: ['date', 'host', 'x-amz-content-sha256', 'x-amz-date', 'x-amz-storage-class'],
      payloadHash,
    });
    expect(requestSignature(EXAMPLE_SECRET, '20130524T000000Z', 'us-east-1', 's3', canonical)).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('a presigned GET URL', () => {
    const query = queryPairs(
      'X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host',
    );
    const canonical = canonicalRequest({ method: 'GET', path: '/test.txt', query, headers: { host: 'examplebucket.s3.amazonaws.com' }, signedHeaders: ['host'], payloadHash: 'UNSIGNED-PAYLOAD' });
    expect(requestSignature(EXAMPLE_SECRET, '20130524T000000Z', 'us-east-1', 's3', canonical)).toBe('aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404');
  });

  it('a browser POST policy', () => {
    // "Example: Browser-Based Upload using HTTP POST (Using AWS Signature Version 4)".
    const policy =
      'eyAiZXhwaXJhdGlvbiI6ICIyMDE1LTEyLTMwVDEyOjAwOjAwLjAwMFoiLA0KICAiY29uZGl0aW9ucyI6IFsNCiAgICB7ImJ1Y2tldCI6ICJzaWd2NGV4YW1wbGVidWNrZXQifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRrZXkiLCAidXNlci91c2VyMS8iXSwNCiAgICB7ImFjbCI6ICJwdWJsaWMtcmVhZCJ9LA0KICAgIHsic3VjY2Vzc19hY3Rpb25fcmVkaXJlY3QiOiAiaHR0cDovL3NpZ3Y0ZXhhbXBsZWJ1Y2tldC5zMy5hbWF6b25hd3MuY29tL3N1Y2Nlc3NmdWxfdXBsb2FkLmh0bWwifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRDb250ZW50LVR5cGUiLCAiaW1hZ2UvIl0sDQogICAgeyJ4LWFtei1tZXRhLXV1aWQiOiAiMTQzNjUxMjM2NTEyNzQifSwNCiAgICB7IngtYW16LXNlcnZlci1zaWRlLWVuY3J5cHRpb24iOiAiQUVTMjU2In0sDQogICAgWyJzdGFydHMtd2l0aCIsICIkeC1hbXotbWV0YS10YWciLCAiIl0sDQoNCiAgICB7IngtYW16LWNyZWRlbnRpYWwiOiAiQUtJQUlPU0ZPRE5ON0VYQU1QTEUvMjAxNTEyMjkvdXMtZWFzdC0xL3MzL2F3czRfcmVxdWVzdCJ9LA0KICAgIHsieC1hbXotYWxnb3JpdGhtIjogIkFXUzQtSE1BQy1TSEEyNTYifSwNCiAgICB7IngtYW16LWRhdGUiOiAiMjAxNTEyMjlUMDAwMDAwWiIgfQ0KICBdDQp9';
    expect(policySignature(EXAMPLE_SECRET, '20151229', 'us-east-1', policy)).toBe('8afdbf4008c03f22c2cd3cdb72e4afbb1f6a588f3255ac628749a66d7f09699e');
  });
});

let s3: FakeS3;
let storage: FileStorage;
let config: S3StorageConfig;

beforeAll(async () => {
  s3 = await startFakeS3();
  config = { driver: 's3', endpoint: s3.url, region: s3.region, bucket: s3.bucket, credentials: s3.credentials, forcePathStyle: true, publicUrl: 'https://files.example.com/' };
  storage = await createS3Storage(config);
});
afterAll(async () => {
  storage.close();
  await s3.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Posts a form the way a browser does: the policy's fields, then key, then the file last. */
async function postForm(url: string, fields: Record<string, string>, key: string, data: Buffer, name = 'file.bin') {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('key', key);
  form.append('file', new Blob([data]), name);
  const res = await fetch(url, { method: 'POST', body: form });
  return { status: res.status, text: await res.text() };
}

/** Makes the next calls think it is `ms` earlier (only Date is faked; timers and I/O run as usual). */
function backdate(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() - ms);
}

describe('the S3 adapter against an S3-compatible server that checks every signature', () => {
  it('writes, stats, reads and removes objects with SigV4 header signatures', async () => {
    const before = s3.requests.length;
    await storage.write('private/1/report.pdf', Buffer.from('%PDF-1.7\nhello'));
    expect(s3.objects.get('private/1/report.pdf')?.headers).toMatchObject({ 'content-type': 'application/pdf', 'cache-control': 'private, no-store' });
    expect(await storage.stat('private/1/report.pdf')).toEqual({ size: 14 });
    expect((await storage.readBuffer('private/1/report.pdf', 100))?.toString()).toBe('%PDF-1.7\nhello');
    expect(await storage.readBuffer('private/1/report.pdf', 5)).toBeNull();
    const stream = await storage.read('private/1/report.pdf');
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks).toString()).toBe('%PDF-1.7\nhello');
    await storage.remove('private/1/report.pdf');
    expect(await storage.stat('private/1/report.pdf')).toBeNull();
    expect(await storage.read('private/1/report.pdf')).toBeNull();
    expect(await storage.readBuffer('private/1/report.pdf', 100)).toBeNull();
    await storage.remove('private/1/report.pdf');
    const mine = s3.requests.slice(before);
    expect(mine.length).toBeGreaterThanOrEqual(9);
    expect(mine.every((r) => r.auth === 'header')).toBe(true);
    expect(mine.filter((r) => r.error && r.error !== 'NoSuchKey')).toEqual([]);
    // public uploads are written the way the API would serve them
    await storage.write('uploads/1/202601/a.png', Buffer.from('x'));
    await storage.write('uploads/1/202601/a.pdf', Buffer.from('x'));
    expect(s3.objects.get('uploads/1/202601/a.png')?.headers).toEqual({ 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(s3.objects.get('uploads/1/202601/a.pdf')?.headers['content-disposition']).toBe('attachment');
  });

  it('refuses a request signed with the wrong secret, and unsafe keys before any request', async () => {
    const forged = await createS3Storage({ ...config, credentials: { accessKeyId: s3.credentials.accessKeyId, secretAccessKey: 'not-the-secret' } });
    await expect(forged.write('private/1/x.txt', Buffer.from('x'))).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    forged.close();
    expect(s3.objects.has('private/1/x.txt')).toBe(false);
    await expect(storage.write('../etc/passwd', Buffer.from('x'))).rejects.toThrow('unsafe storage key');
    await expect(storage.read('uploads/../private/1/x')).rejects.toThrow('unsafe storage key');
  });

  it('streams a finished file (an export) into the bucket and removes the scratch file', async () => {
    const file = path.join(os.tmpdir(), `tw-s3-${process.pid}.xlsx`);
    const data = Buffer.alloc(3 * 1024 * 1024, 7);
    fs.writeFileSync(file, data);
    await storage.writeFile('exports/1/9-abc.xlsx', file);
    expect(fs.existsSync(file)).toBe(false);
    expect(s3.objects.get('exports/1/9-abc.xlsx')?.data.equals(data)).toBe(true);
    expect(s3.objects.get('exports/1/9-abc.xlsx')?.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('signs GET links that name the download, refuse tampering and expire', async () => {
    await storage.write('private/1/contract.pdf', Buffer.from('%PDF-1.7\ncontract'));
    const url = await storage.signedUrl('private/1/contract.pdf', 300, '合同 "v2".pdf');
    expect(url.startsWith(`${s3.url}/${s3.bucket}/private/1/contract.pdf?`)).toBe(true);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('%PDF-1.7\ncontract');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('合同 v2.pdf')}`);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(s3.requests.at(-1)).toMatchObject({ auth: 'query', status: 200 });

    const other = url.replace('contract.pdf?', 'report.pdf?');
    expect((await fetch(other)).status).toBe(403);
    const changed = new URL(url);
    changed.searchParams.set('X-Amz-Expires', '604800');
    expect((await fetch(changed)).status).toBe(403);

    backdate(301_000);
    const stale = await storage.signedUrl('private/1/contract.pdf', 300);
    vi.useRealTimers();
    const expired = await fetch(stale);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
  });

  it('makes presigned POST policies that the store holds to: key prefix, size range, expiry', async () => {
    const dir = 'incoming/7/202601/';
    const post = await storage.postPolicy({ dir, minBytes: 1, maxBytes: 1024, expiresSeconds: 600 });
    expect(post.url).toBe(`${s3.url}/${s3.bucket}`);
    expect(Object.keys(post.fields).sort()).toEqual(['Policy', 'X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Signature', 'bucket']);
    expect(post).toMatchObject({ policy: post.fields.Policy, signature: post.fields['X-Amz-Signature'], accessKeyId: s3.credentials.accessKeyId });
    const document = JSON.parse(Buffer.from(post.policy, 'base64').toString()) as { expiration: string; conditions: unknown[] };
    expect(document.conditions).toContainEqual(['starts-with', '$key', dir]);
    expect(document.conditions).toContainEqual(['content-length-range', 1, 1024]);
    expect(Date.parse(document.expiration) - Date.now()).toBeGreaterThan(590_000);

    expect(await postForm(post.url, post.fields, `${dir}ok.txt`, Buffer.from('hello'))).toMatchObject({ status: 204 });
    expect(s3.objects.get(`${dir}ok.txt`)?.data.toString()).toBe('hello');

    const wrongPrefix = await postForm(post.url, post.fields, 'uploads/7/202601/ok.txt', Buffer.from('hello'));
    expect(wrongPrefix.status).toBe(403);
    expect(wrongPrefix.text).toContain('Policy Condition failed');
    const otherTenant = await postForm(post.url, post.fields, 'incoming/8/202601/ok.txt', Buffer.from('hello'));
    expect(otherTenant.status).toBe(403);
    const oversize = await postForm(post.url, post.fields, `${dir}big.txt`, Buffer.alloc(1025, 1));
    expect(oversize).toMatchObject({ status: 400 });
    expect(oversize.text).toContain('EntityTooLarge');
    expect((await postForm(post.url, post.fields, `${dir}empty.txt`, Buffer.alloc(0))).text).toContain('EntityTooSmall');
    const forged = { ...post.fields, Policy: Buffer.from(JSON.stringify({ ...document, conditions: [['starts-with', '$key', '']] })).toString('base64') };
    expect((await postForm(post.url, forged, 'uploads/evil.txt', Buffer.from('x'))).text).toContain('SignatureDoesNotMatch');
    expect((await postForm(post.url, { ...post.fields, acl: 'public-read' }, `${dir}acl.txt`, Buffer.from('x'))).text).toContain('Extra input fields: acl');
    expect([...s3.objects.keys()].filter((k) => k.startsWith('uploads/7/') || k.includes('big') || k.includes('evil') || k.includes('acl'))).toEqual([]);

    backdate(601_000);
    const stale = await storage.postPolicy({ dir, minBytes: 1, maxBytes: 1024, expiresSeconds: 600 });
    vi.useRealTimers();
    const expired = await postForm(stale.url, stale.fields, `${dir}late.txt`, Buffer.from('hello'));
    expect(expired.status).toBe(403);
    expect(expired.text).toContain('Policy expired');
    expect(s3.objects.has(`${dir}late.txt`)).toBe(false);
  });
});
