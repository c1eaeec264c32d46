import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { StorageConfig } from '@/config';

/**
 * Where files live, addressed by keys like `exports/12/3f2a….xlsx`: the embedded folder under
 * DATA_DIR/files (default) or an S3-compatible bucket (`s3-storage.ts`). Callers never see paths.
 *
 * Key spaces: `uploads/<tenant>/<yyyymm>/<sha256>.<ext>` public (like a public-read bucket, named by
 * content so they never change); `incoming/…` direct posts to a bucket not yet checked (never public);
 * `private/…` and `exports/…` only through short-lived signed links.
 */
export type FileStorage = {
  readonly driver: 'local' | 's3';
  /** the `domain` of upload policies: public uploads are `publicUrl + key` */
  readonly publicUrl: string;
  write(key: string, data: Buffer): Promise<void>;
  /** moves (local) or streams (S3) a finished file, e.g. an export, into storage; the file is gone after */
  writeFile(key: string, file: string): Promise<void>;
  /** a stream of the file, or null when there is none */
  read(key: string): Promise<Readable | null>;
  /** the whole file, or null when there is none or it is larger than maxBytes */
  readBuffer(key: string, maxBytes: number): Promise<Buffer | null>;
  stat(key: string): Promise<{ size: number } | null>;
  remove(key: string): Promise<void>;
  /** a link that works without the bearer header (a new tab) and only until it expires */
  signedUrl(key: string, ttlSeconds: number, downloadName?: string): Promise<string>;
  /** the form a browser posts a file with, straight to the storage host */
  postPolicy(input: PostPolicyInput): Promise<DirectPost>;
  /** the embedded storage host's own checks; null for S3 (the bucket checks its policies itself) */
  readonly embedded: EmbeddedHost | null;
  /** lets go of connections (app close) */
  close(): void;
};

export type PostPolicyInput = {
  /** the key must start with this and hold no further '/' */
  dir: string;
  minBytes: number;
  maxBytes: number;
  expiresSeconds: number;
  /** extra exact-match conditions carried in the embedded host's policy (e.g. the upload kind) */
  meta?: Record<string, string>;
};

export type DirectPost = {
  /** where the form goes */
  url: string;
  /** base64 policy document, the signature over it and the key id it was signed for */
  policy: string;
  signature: string;
  accessKeyId: string;
  /** every form field to send before `key` and `file` (they include policy and signature) */
  fields: Record<string, string>;
};

export type EmbeddedHost = {
  /** HMAC of any text with the shared secret (upload policies) */
  sign(text: string): string;
  /** checks a link made by signedUrl */
  verify(key: string, expires: number, signature: string): boolean;
};

const KEY_SHAPE = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)+$/;

/** Keys are made by the server; anything else (a '..', an absolute path, odd characters) is refused. */
export function checkKey(key: string): string {
  if (!KEY_SHAPE.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

export type StorageOptions = {
  /** the embedded folder (DATA_DIR/files) */
  root: string;
  /** the signing secret shared by all nodes through the database */
  secret: string;
  /** where the API serves files (/api/v1/files) */
  urlPrefix: string;
  /** the embedded storage host that policies point at (/api/v1/storage/upload) */
  uploadUrl: string;
};

/** The configured storage; the S3 adapter (and the AWS SDK) is loaded only when it is chosen. */
export async function createStorage(config: StorageConfig, options: StorageOptions): Promise<FileStorage> {
  if (config.driver === 's3') {
    const { createS3Storage } = await import('./s3-storage');
    return createS3Storage(config);
  }
  return createFileStorage({ ...options, publicUrl: config.publicUrl });
}

/** The embedded folder storage: files under root, served by the API with HMAC-signed links. */
export function createFileStorage({ root, secret, urlPrefix, uploadUrl, publicUrl }: StorageOptions & { publicUrl: string }): FileStorage {
  const hmac = (key: string, expires: number) => createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
  const sign = (text: string) => createHmac('sha256', secret).update(text).digest('base64');
  const pathOf = (key: string) => {
    checkKey(key);
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`unsafe storage key: ${key}`);
    return full;
  };
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR';
  const stat = async (key: string) => {
    try {
      const info = await fs.promises.stat(pathOf(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  };
  return {
    driver: 'local',
    publicUrl,
    write: async (key, data) => {
      const file = pathOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(file, data);
    },
    writeFile: async (key, source) => {
      const file = pathOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      try {
        await fs.promises.rename(source, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await fs.promises.copyFile(source, file);
        await fs.promises.rm(source, { force: true });
      }
    },
    read: async (key) => {
      if (!(await stat(key))) return null;
      try {
        const handle = await fs.promises.open(pathOf(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    readBuffer: async (key, maxBytes) => {
      const info = await stat(key);
      if (!info || info.size > maxBytes) return null;
      return fs.promises.readFile(pathOf(key));
    },
    stat,
    remove: async (key) => {
      await fs.promises.rm(pathOf(key), { force: true });
    },
    signedUrl: async (key, ttlSeconds, downloadName) => {
      checkKey(key);
      const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
      const params = new URLSearchParams({ expires: String(expires), signature: hmac(key, expires) });
      if (downloadName) params.set('name', downloadName);
      return `${urlPrefix}/${key}?${params.toString()}`;
    },
    postPolicy: async ({ dir, minBytes, maxBytes, expiresSeconds, meta }) => {
      const expire = Math.floor(Date.now() / 1000) + expiresSeconds;
      const document = {
        expiration: new Date(expire * 1000).toISOString(),
        conditions: [['starts-with', '$key', dir], ['content-length-range', minBytes, maxBytes], meta ?? {}],
      };
      const policy = Buffer.from(JSON.stringify(document)).toString('base64');
      const signature = sign(policy);
      const accessKeyId = 'tradewind';
      return { url: uploadUrl, policy, signature, accessKeyId, fields: { OSSAccessKeyId: accessKeyId, policy, signature } };
    },
    close: () => undefined,
    embedded: {
      sign,
      verify: (key, expires, signature) => {
        if (!Number.isFinite(expires) || expires < Date.now() / 1000) return false;
        const expected = Buffer.from(hmac(key, expires));
        const given = Buffer.from(signature);
        return expected.length === given.length && timingSafeEqual(expected, given);
      },
    },
  };
}
