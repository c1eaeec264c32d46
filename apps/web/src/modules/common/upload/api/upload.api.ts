import type { Envelope } from '@tradewind/contract/common/envelope';
import { ErrorCode } from '@tradewind/contract/common/error-codes';
import { translate } from '@tradewind/contract/common/core-messages';
import { http } from '@/core/http/http-client';
import { readLocale } from '@/core/i18n/locale-storage';
import { contentKey, toHex, uploadExtension, type UploadKind } from '../upload-rules';

/**
 * POST /upload/file with get_policy_token=1 (spec 000 §3): the spec's fields, plus `fields` (every form
 * field to post before `key` and `file`: the embedded host's trio, or an S3 bucket's Policy and X-Amz-*
 * fields) and `confirm` (S3 only: the call that checks the posted file and publishes it).
 */
export type UploadPolicy = {
  policy: string;
  access_key_id: string;
  signature: string;
  dir: string;
  host: string;
  domain: string;
  fields?: Record<string, string>;
  confirm?: string | null;
};

/** What the storage host answers for a stored file. */
export type StoredUpload = { key: string; url: string; size: number; thumbnails: Record<string, string> };

/** A failed upload, with the message to show (the server's 422 message, or 'Upload failed'). */
export class UploadError extends Error {
  override readonly name = 'UploadError';
}

export async function fetchUploadPolicy(kind: UploadKind, signal?: AbortSignal): Promise<UploadPolicy> {
  return (await http.post<UploadPolicy>('/upload/file', { get_policy_token: 1, type: kind }, { signal })).data;
}

export async function sha256Hex(file: Blob): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
}

/** The form fields of a direct post, before `key` and `file` (older servers sent only the trio). */
function policyFields(policy: UploadPolicy): Record<string, string> {
  return policy.fields ?? { policy: policy.policy, OSSAccessKeyId: policy.access_key_id, signature: policy.signature };
}

/**
 * Posts a file straight to the storage host of the policy, the way an S3-compatible presigned POST
 * works: the policy's fields, the key (named by content), then the file. The embedded host answers with
 * the stored file; a bucket answers 2xx with no body, and the server's `confirm` call then checks the
 * file by its content and publishes it. XMLHttpRequest, not fetch, because only it reports upload progress.
 */
export function postToStorage(
  policy: UploadPolicy,
  key: string,
  file: Blob,
  fileName: string,
  kind: UploadKind,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<StoredUpload> {
  const locale = readLocale();
  const form = new FormData();
  for (const [name, value] of Object.entries(policyFields(policy))) form.append(name, value);
  form.append('key', key);
  form.append('file', file, fileName);
  return new Promise<StoredUpload>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const failed = () => reject(new UploadError(translate('upload.failed', locale)));
    xhr.open('POST', policy.host);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', locale);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onerror = failed;
    xhr.onabort = failed;
    xhr.onload = () => {
      if (policy.confirm) {
        if (xhr.status < 200 || xhr.status >= 300) return failed();
        confirmPosted(key, kind, options.signal).then((stored) => {
          options.onProgress?.(100);
          resolve(stored);
        }, reject);
        return;
      }
      let envelope: Envelope<StoredUpload> | null = null;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<StoredUpload>;
      } catch {
        envelope = null;
      }
      if (envelope && envelope.code === ErrorCode.ok && envelope.data?.url) {
        options.onProgress?.(100);
        resolve(envelope.data);
      } else {
        // 422 with the spec's message (size, type, name); anything else is 'Upload failed'.
        reject(new UploadError(envelope?.code === ErrorCode.invalid && envelope.message ? envelope.message : translate('upload.failed', locale)));
      }
    };
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** `POST /upload/confirm`: the server reads the posted object back, checks it and publishes it. */
async function confirmPosted(key: string, kind: UploadKind, signal?: AbortSignal): Promise<StoredUpload> {
  const locale = readLocale();
  try {
    return (await http.post<StoredUpload>('/upload/confirm', { key, type: kind }, { signal, quiet: true })).data;
  } catch (error) {
    throw new UploadError(error instanceof Error && error.message ? error.message : translate('upload.failed', locale));
  }
}

/** The whole upload of one file: policy, content hash, direct post. */
export async function uploadFile(kind: UploadKind, file: File, options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {}): Promise<StoredUpload & { name: string }> {
  const [policy, hash] = await Promise.all([fetchUploadPolicy(kind, options.signal), sha256Hex(file)]);
  const extension = uploadExtension(file);
  const name = file.name && file.name.includes('.') ? file.name : `image.${extension}`;
  const stored = await postToStorage(policy, contentKey(policy.dir, hash, extension), file, name, kind, options);
  return { ...stored, name };
}
