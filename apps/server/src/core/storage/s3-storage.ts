import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '@/config';
import { cacheControlOf, contentDisposition, contentTypeOf, isInline } from './content-type';
import { checkKey, type FileStorage } from './file-storage';

/** AWS refuses presigned links valid for more than a week. */
const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export function s3ClientConfig(config: S3StorageConfig): S3ClientConfig {
  return {
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: MinIO and other S3-compatible stores do not all accept the
    // newer default (CRC32 headers, aws-chunked trailers).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  };
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, …) through the AWS SDK v3: objects are written with
 * the type, caching and disposition the API would serve them with; signed links are presigned GETs that
 * name the download; direct uploads are presigned POSTs (SigV4 policy: key prefix, size range, expiry).
 */
export async function createS3Storage(config: S3StorageConfig): Promise<FileStorage> {
  // Loaded here, not at the top: a node on the embedded storage never loads the AWS SDK (the bundle keeps
  // these imports dynamic).
  const [{ DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client }, { createPresignedPost }, { getSignedUrl }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-presigned-post'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  const client: S3Client = new S3Client(s3ClientConfig(config));
  const Bucket = config.bucket;
  const objectHeaders = (key: string) => ({
    ContentType: contentTypeOf(key),
    CacheControl: cacheControlOf(key),
    ...(key.startsWith('uploads/') && !isInline(key) ? { ContentDisposition: 'attachment' } : {}),
  });
  const stat = async (key: string) => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  return {
    driver: 's3',
    publicUrl: config.publicUrl,
    embedded: null,
    write: async (key, data) => {
      await client.send(new PutObjectCommand({ Bucket, Key: checkKey(key), Body: data, ContentLength: data.length, ...objectHeaders(key) }));
    },
    writeFile: async (key, file) => {
      const { size } = await fs.promises.stat(file);
      await client.send(new PutObjectCommand({ Bucket, Key: checkKey(key), Body: fs.createReadStream(file), ContentLength: size, ...objectHeaders(key) }));
      await fs.promises.rm(file, { force: true });
    },
    read: async (key) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    readBuffer: async (key, maxBytes) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        if (!object.Body) return null;
        if ((object.ContentLength ?? 0) > maxBytes) {
          (object.Body as Readable).destroy();
          return null;
        }
        const data = Buffer.from(await object.Body.transformToByteArray());
        return data.length > maxBytes ? null : data;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    stat,
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    signedUrl: (key, ttlSeconds, downloadName) =>
      getSignedUrl(
        client,
        new GetObjectCommand({ Bucket, Key: checkKey(key), ResponseContentDisposition: contentDisposition(key, downloadName), ResponseContentType: contentTypeOf(key) }),
        { expiresIn: Math.min(ttlSeconds, MAX_PRESIGN_SECONDS) },
      ),
    postPolicy: async ({ dir, minBytes, maxBytes, expiresSeconds }) => {
      // A key ending in ${filename} makes the SDK sign ["starts-with", "$key", dir] instead of one exact key.
      const post = await createPresignedPost(client, {
        Bucket,
        Key: `${dir}\${filename}`,
        Conditions: [['content-length-range', minBytes, maxBytes]],
        Expires: expiresSeconds,
      });
      const { key: _key, ...fields } = post.fields;
      return {
        url: post.url,
        policy: fields.Policy,
        signature: fields['X-Amz-Signature'],
        accessKeyId: fields['X-Amz-Credential'].split('/')[0],
        fields,
      };
    },
    close: () => client.destroy(),
  };
}
