import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig, readStorageConfig } from '@/config';
import { createStorage } from './file-storage';

describe('STORAGE_* settings', () => {
  it('default to the embedded folder, served by the API', () => {
    expect(readConfig({}).storage).toEqual({ driver: 'local', publicUrl: '/api/v1/files/' });
    expect(readStorageConfig({ STORAGE_PUBLIC_URL: 'https://cdn.example.com/files' })).toEqual({ driver: 'local', publicUrl: 'https://cdn.example.com/files/' });
  });

  it('read an S3-compatible store (MinIO)', () => {
    expect(
      readStorageConfig({
        STORAGE_DRIVER: 's3',
        STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000',
        STORAGE_S3_BUCKET: 'tradewind',
        STORAGE_S3_ACCESS_KEY_ID: 'minio',
        STORAGE_S3_SECRET_ACCESS_KEY: 'minio-secret',
      }),
    ).toEqual({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'tradewind',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
      publicUrl: '/api/v1/files/',
    });
  });

  it('read AWS with the default credential chain and a public domain', () => {
    expect(
      readStorageConfig({ STORAGE_DRIVER: 's3', STORAGE_S3_REGION: 'ap-east-1', STORAGE_S3_BUCKET: 'tw-files', STORAGE_PUBLIC_URL: 'https://tw-files.s3.ap-east-1.amazonaws.com/' }),
    ).toEqual({ driver: 's3', endpoint: null, region: 'ap-east-1', bucket: 'tw-files', credentials: null, forcePathStyle: false, publicUrl: 'https://tw-files.s3.ap-east-1.amazonaws.com/' });
    expect(readStorageConfig({ STORAGE_DRIVER: 's3', STORAGE_S3_REGION: 'ap-east-1', STORAGE_S3_BUCKET: 'tw-files', STORAGE_S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({ forcePathStyle: true });
  });

  it('refuse mistakes at start, naming every variable at fault', () => {
    expect(() => readStorageConfig({ STORAGE_DRIVER: 'gcs' })).toThrow("STORAGE_DRIVER must be 'local' or 's3' (got 'gcs')");
    const refusal = (() => {
      try {
        readStorageConfig({ STORAGE_DRIVER: 's3', STORAGE_S3_ACCESS_KEY_ID: 'only-the-id', STORAGE_S3_FORCE_PATH_STYLE: 'yes', STORAGE_PUBLIC_URL: 'ftp://x' });
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(refusal).toContain('Invalid storage settings');
    for (const name of ['STORAGE_S3_REGION', 'STORAGE_S3_BUCKET', 'STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY', 'STORAGE_S3_FORCE_PATH_STYLE', 'STORAGE_PUBLIC_URL']) expect(refusal).toContain(name);
    expect(() => readStorageConfig({ STORAGE_DRIVER: 's3', STORAGE_S3_ENDPOINT: 'minio:9000', STORAGE_S3_BUCKET: 'tw' })).toThrow('STORAGE_S3_ENDPOINT must be an http(s) origin');
    expect(() => readStorageConfig({ STORAGE_DRIVER: 's3', STORAGE_S3_ENDPOINT: 'http://minio:9000', STORAGE_S3_BUCKET: 'Bad_Bucket' })).toThrow('STORAGE_S3_BUCKET is not a valid bucket name');
    expect(() => readStorageConfig({ STORAGE_S3_BUCKET: 'tw' })).toThrow("STORAGE_S3_BUCKET set but STORAGE_DRIVER is 'local'");
    expect(() => readConfig({ STORAGE_DRIVER: 's3' })).toThrow('STORAGE_S3_BUCKET is required');
  });
});

describe('the embedded folder storage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-storage-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('writes, moves in, reads, stats, links and removes without callers knowing paths', async () => {
    const storage = await createStorage({ driver: 'local', publicUrl: '/api/v1/files/' }, { root, secret: 's', urlPrefix: '/api/v1/files', uploadUrl: '/api/v1/storage/upload' });
    expect(storage.driver).toBe('local');
    await storage.write('private/1/a.txt', Buffer.from('hello'));
    expect(await storage.stat('private/1/a.txt')).toEqual({ size: 5 });
    expect((await storage.readBuffer('private/1/a.txt', 5))?.toString()).toBe('hello');
    expect(await storage.readBuffer('private/1/a.txt', 4)).toBeNull();
    const scratch = path.join(os.tmpdir(), `tw-scratch-${process.pid}.xlsx`);
    fs.writeFileSync(scratch, 'xlsx');
    await storage.writeFile('exports/1/1-x.xlsx', scratch);
    expect(fs.existsSync(scratch)).toBe(false);
    const stream = await storage.read('exports/1/1-x.xlsx');
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('xlsx');
    const url = await storage.signedUrl('exports/1/1-x.xlsx', 60, 'report.xlsx');
    const params = new URL(url, 'http://x').searchParams;
    expect(url.startsWith('/api/v1/files/exports/1/1-x.xlsx?')).toBe(true);
    expect(storage.embedded?.verify('exports/1/1-x.xlsx', Number(params.get('expires')), params.get('signature')!)).toBe(true);
    expect(storage.embedded?.verify('exports/1/2-x.xlsx', Number(params.get('expires')), params.get('signature')!)).toBe(false);
    expect(storage.embedded?.verify('exports/1/1-x.xlsx', Math.floor(Date.now() / 1000) - 1, params.get('signature')!)).toBe(false);
    await storage.remove('exports/1/1-x.xlsx');
    expect(await storage.stat('exports/1/1-x.xlsx')).toBeNull();
    expect(await storage.read('exports/1/1-x.xlsx')).toBeNull();
    expect(await storage.stat('private/1')).toBeNull();
    await expect(storage.write('../x/y', Buffer.from('x'))).rejects.toThrow('unsafe storage key');
    const post = await storage.postPolicy({ dir: 'uploads/1/202601/', minBytes: 1, maxBytes: 10, expiresSeconds: 60, meta: { kind: 'file' } });
    expect(post).toMatchObject({ url: '/api/v1/storage/upload', accessKeyId: 'tradewind', fields: { OSSAccessKeyId: 'tradewind', policy: post.policy, signature: post.signature } });
    expect(storage.embedded?.sign(post.policy)).toBe(post.signature);
  });
});
