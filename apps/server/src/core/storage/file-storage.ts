import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Files under DATA_DIR/files, addressed by keys like `exports/12/3f2a….xlsx`. Downloads go through
 * short-lived signed URLs, so a link works without the bearer header (a new tab) and only until it
 * expires. The S3-compatible adapter arrives with uploads; it keeps this shape.
 */
export type FileStorage = {
  /** absolute path of a key (made safe: never outside the root) */
  pathOf(key: string): string;
  write(key: string, data: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
  /** HMAC of any text with the shared secret (upload policies) */
  sign(text: string): string;
  signedUrl(key: string, ttlSeconds: number, downloadName?: string): string;
  verify(key: string, expires: number, signature: string): boolean;
};

const KEY_SHAPE = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)+$/;

export function createFileStorage(root: string, secret: string, urlPrefix: string): FileStorage {
  const sign = (key: string, expires: number) => createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
  const pathOf = (key: string) => {
    if (!KEY_SHAPE.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`unsafe storage key: ${key}`);
    return full;
  };
  return {
    pathOf,
    write: async (key, data) => {
      const file = pathOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(file, data);
    },
    sign: (text) => createHmac('sha256', secret).update(text).digest('base64'),
    remove: async (key) => {
      await fs.promises.rm(pathOf(key), { force: true });
    },
    signedUrl: (key, ttlSeconds, downloadName) => {
      const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
      const params = new URLSearchParams({ expires: String(expires), signature: sign(key, expires) });
      if (downloadName) params.set('name', downloadName);
      return `${urlPrefix}/${key}?${params.toString()}`;
    },
    verify: (key, expires, signature) => {
      if (!Number.isFinite(expires) || expires < Date.now() / 1000) return false;
      const expected = Buffer.from(sign(key, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
