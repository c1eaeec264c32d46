import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { invalidField } from './errors';

/** `path`: the file was streamed into this scratch file (`toFile`), `data` is then empty; the handler removes it. */
export type UploadedFile = { filename: string; data: Buffer; truncated: boolean; path?: string };
/** A larger file streamed to a scratch file instead of memory (imports). */
export type MultipartOptions = { toFile: true; maxBytes: number };
export type MultipartBody = { fields: Record<string, string>; file: UploadedFile | null };

/**
 * Reads a multipart body (fields and at most one file) into memory before any transaction opens, so a
 * slow upload never holds a database connection. The size limit (5 MB) is enforced by the parser.
 */
export async function readMultipart(req: FastifyRequest, options?: MultipartOptions): Promise<MultipartBody> {
  if (!req.isMultipart()) throw invalidField('file', 'upload.file_required');
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of req.parts(options ? { limits: { fileSize: options.maxBytes } } : undefined)) {
      if (part.type === 'file' && options) {
        if (file) {
          part.file.resume();
          continue;
        }
        const scratch = path.join(os.tmpdir(), `tradewind-upload-${randomUUID()}`);
        file = { filename: part.filename, data: Buffer.alloc(0), truncated: false, path: scratch };
        await pipeline(part.file, fs.createWriteStream(scratch));
        if (part.file.truncated) file.truncated = true;
      } else if (part.type === 'file') {
        const name = part.filename;
        // Past the size limit the parser throws; the caller answers with the rule's own message.
        const data = await part.toBuffer().catch((error: { code?: string }) => {
          if (error.code === 'FST_REQ_FILE_TOO_LARGE') return null;
          throw error;
        });
        if (!file) file = data ? { filename: name, data, truncated: false } : { filename: name, data: Buffer.alloc(0), truncated: true };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') {
      // A body the parser cannot read (no boundary, cut short, not multipart at all) is the sender's
      // mistake: 422 'Upload failed', never 500. Anything else (the connection, the server) stays an error.
      if (file?.path) await fs.promises.rm(file.path, { force: true });
      if (isMalformedBody(error)) throw invalidField('file', 'upload.failed');
      throw error;
    }
    if (file?.path) file.truncated = true;
    file ??= { filename: '', data: Buffer.alloc(0), truncated: true };
  }
  return { fields, file };
}

/** busboy's and @fastify/multipart's refusals of a body's form (their messages and codes, not I/O errors). */
function isMalformedBody(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  if (code && /^FST_(INVALID_MULTIPART_CONTENT_TYPE|PARTS_LIMIT|FILES_LIMIT|FIELDS_LIMIT|PROTO_VIOLATION|INVALID_JSON_FIELD_CONTENT)/.test(code)) return true;
  return /Unexpected end of (form|file|multipart data)|Malformed part header|Boundary not found|Multipart: /i.test(message ?? '');
}
